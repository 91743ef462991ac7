import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ResetRequestForm } from "@/features/auth/components/reset-request-form";
import { SignInForm } from "@/features/auth/components/sign-in-form";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { UpdatePasswordForm } from "@/features/auth/components/update-password-form";
import { mockFetch, renderWithProviders } from "@/test/render";

/**
 * The backend cannot be reached: with the real better-auth client, fetch rejects as a browser's does when
 * the connection fails. Every auth form shows the spec's message, never the browser's "Failed to fetch".
 */
const NETWORK = "Unable to connect to the backend. Please check your internet connection and try again.";

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  mockFetch({
    // The app's settings load before; every call to the auth service fails on the network.
    "/api/config": {
      body: { googleEnabled: true, supportEmail: "s@x.test", discordUrl: "", betaMode: true },
    },
    ...Object.fromEntries(
      [
        "POST /api/auth/sign-in/email",
        "POST /api/auth/sign-in/social",
        "POST /api/auth/sign-up/email",
        "POST /api/auth/request-password-reset",
        "POST /api/auth/reset-password",
      ].map((route) => [route, () => Promise.reject(new TypeError("Failed to fetch"))]),
    ),
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("auth forms when the backend cannot be reached", () => {
  it("sign-in shows the spec's network message", async () => {
    const { user } = renderWithProviders(<SignInForm />, { path: "/auth/login" });
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret123");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(NETWORK);
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });

  it("Google sign-in shows the spec's network message", async () => {
    const { user } = renderWithProviders(<SignInForm />, { path: "/auth/login" });
    const google = screen.getByRole("button", { name: /Sign in with Google/ });
    await vi.waitFor(() => expect(google).not.toHaveAttribute("aria-disabled"));
    await user.click(google);
    expect(await screen.findByRole("alert")).toHaveTextContent(NETWORK);
  });

  it("sign-up shows the spec's network message", async () => {
    const { user } = renderWithProviders(<SignUpForm />, { path: "/auth/signup" });
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Username"), "ada_l");
    await user.type(screen.getByLabelText("Full name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Password"), "Secret123");
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(NETWORK);
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });

  it("the forgotten-password request shows the spec's network message", async () => {
    const { user } = renderWithProviders(<ResetRequestForm />, { path: "/auth/reset-password" });
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(NETWORK);
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });

  it("setting the new password shows the spec's network message", async () => {
    const { user } = renderWithProviders(<UpdatePasswordForm token="tok-1" />, {
      path: "/auth/update-password",
    });
    await user.type(screen.getByLabelText("New password"), "Secret123");
    await user.type(screen.getByLabelText("Confirm new password"), "Secret123");
    await user.click(screen.getByRole("button", { name: "Update password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(NETWORK);
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });
});
