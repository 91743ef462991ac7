import { describe, expect, it } from "vitest";
import { authErrorMessage, signInErrorMessage, thrownMessage } from "@/features/auth/lib/auth-errors";

describe("auth error messages", () => {
  it("maps a wrong password to the spec's invalid-credentials message", () => {
    expect(signInErrorMessage({ code: "INVALID_EMAIL_OR_PASSWORD" })).toBe(
      "Invalid email or password. Please try again.",
    );
  });

  it("maps an unverified email, by code or by text, to the verify message", () => {
    const text =
      "Please verify your email address before signing in. Check your inbox for a verification link.";
    expect(signInErrorMessage({ code: "EMAIL_NOT_VERIFIED" })).toBe(text);
    expect(signInErrorMessage({ message: "Email not confirmed" })).toBe(text);
  });

  it("shows the service's message for other sign-in errors, else the sign-in fallback", () => {
    expect(signInErrorMessage({ code: "VALIDATION_ERROR", message: "Please enter your password" })).toBe(
      "Please enter your password",
    );
    expect(signInErrorMessage({})).toBe("An error occurred while signing in.");
  });

  it("falls back to An error occurred. for sign-up, reset and update errors", () => {
    expect(authErrorMessage({ message: "User already exists" })).toBe("User already exists");
    expect(authErrorMessage({})).toBe("An error occurred.");
  });

  it("says the backend cannot be reached for a request that never got an answer", () => {
    const network = "Unable to connect to the backend. Please check your internet connection and try again.";
    expect(signInErrorMessage({ status: 0, message: "Failed to fetch" })).toBe(network);
    expect(authErrorMessage({ status: 0, message: "Failed to fetch" })).toBe(network);
    expect(thrownMessage(new TypeError("Failed to fetch"), "An error occurred.")).toBe(network);
    expect(thrownMessage(new Error("The request timed out. Please try again."), "x")).toBe(
      "The request timed out. Please try again.",
    );
  });
});
