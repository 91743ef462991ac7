import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { authClient } from "@/lib/auth-client";

vi.mock("@/lib/auth-client", () => import("@/test/auth-client-mock"));

import { mockFetch, renderWithProviders } from "@/test/render";

function setup() {
  mockFetch({});
  return renderWithProviders(<SignUpForm />, { path: "/auth/signup" });
}

async function fill(
  user: ReturnType<typeof setup>["user"],
  values: Partial<Record<"Email" | "Username" | "Full name" | "Password", string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const valid = {
  Email: "ada@example.com",
  Username: "ada_l",
  "Full name": "Ada Lovelace",
  Password: "Secret123",
};

describe("the sign-up form", () => {
  it("shows every required-field message when submitted empty", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Sign up" }));

    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(screen.getByText("Username must be at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText("Full name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(screen.getByText("You must accept the terms and conditions")).toBeInTheDocument();
  });

  it("rejects an invalid email address when the field loses focus", async () => {
    const { user } = setup();
    await fill(user, { Email: "not-an-email" });
    await user.tab();
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
  });

  it("rejects a password without an uppercase letter, a lowercase letter and a number", async () => {
    const { user } = setup();
    await fill(user, { Password: "alllowercase" });
    await user.tab();
    expect(
      await screen.findByText(
        "Password must contain at least one uppercase letter, one lowercase letter, and one number",
      ),
    ).toBeInTheDocument();
  });

  it("rejects a username longer than 20 characters", async () => {
    const { user } = setup();
    await fill(user, { Username: "a".repeat(21) });
    await user.tab();
    expect(await screen.findByText("Username must be less than 20 characters")).toBeInTheDocument();
  });

  it("rejects a username with characters other than letters, numbers, underscores and hyphens", async () => {
    const { user } = setup();
    await fill(user, { Username: "ada lovelace!" });
    await user.tab();
    expect(
      await screen.findByText("Username can only contain letters, numbers, underscores, and hyphens"),
    ).toBeInTheDocument();
  });

  it("rejects a full name longer than 50 characters", async () => {
    const { user } = setup();
    await fill(user, { "Full name": "A".repeat(51) });
    await user.tab();
    expect(await screen.findByText("Full name must be less than 50 characters")).toBeInTheDocument();
  });

  it("links the terms checkbox to the terms and privacy pages", () => {
    setup();
    expect(screen.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  it("shows and hides the password", async () => {
    const { user } = setup();
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
  });

  it("sends the spec's sign-up payload and goes to the verify-email screen", async () => {
    const { user, router } = setup();
    const signUp = vi.mocked(authClient.signUp.email).mockResolvedValue({ data: {}, error: null } as never);

    await fill(user, valid);
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole("button", { name: "Sign up" }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/auth/verify-email"));
    expect(signUp).toHaveBeenCalledWith(
      expect.objectContaining({
        email: "ada@example.com",
        username: "ada_l",
        fullName: "Ada Lovelace",
        acceptTerms: true,
        callbackURL: expect.stringContaining("/auth/login?verified=1"),
      }),
    );
    expect(sessionStorage.getItem("reelsmith.pending-verification-email")).toBe("ada@example.com");
  });

  it("shows the service's message in the red box when sign-up is refused", async () => {
    const { user } = setup();
    vi.mocked(authClient.signUp.email).mockResolvedValue({
      data: null,
      error: {
        code: "USERNAME_TAKEN",
        message: "This username is already taken. Please choose another.",
        status: 422,
      },
    } as never);

    await fill(user, valid);
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole("button", { name: "Sign up" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This username is already taken. Please choose another.",
    );
  });
});
