import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/auth-client", () => import("@/test/auth-client-mock"));

import { VerifyEmailPage } from "@/features/auth/verify-email-page";
import { authClient } from "@/lib/auth-client";
import { mockFetch, renderWithProviders } from "@/test/render";

describe("the verify email page", () => {
  it("shows the spec's title, text and actions", () => {
    mockFetch({});
    renderWithProviders(<VerifyEmailPage />, { path: "/auth/verify-email" });
    expect(screen.getByRole("heading", { name: "Check your email" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We've sent you a verification link to your email address. Please click the link to verify your account.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend verification email" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "try again" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/auth/login");
    expect(screen.getByText(/spam/)).toBeInTheDocument();
  });

  it("resends the verification email to the address that signed up, then reloads", async () => {
    mockFetch({});
    sessionStorage.setItem("reelsmith.pending-verification-email", "ada@example.com");
    const reload = vi.spyOn(window.history, "go").mockImplementation(() => {});
    vi.mocked(authClient.sendVerificationEmail).mockResolvedValue({ data: {}, error: null });
    const { user } = renderWithProviders(<VerifyEmailPage />, { path: "/auth/verify-email" });

    await user.click(screen.getByRole("button", { name: "Resend verification email" }));

    expect(authClient.sendVerificationEmail).toHaveBeenCalledWith({
      email: "ada@example.com",
      callbackURL: expect.stringContaining("/auth/login?verified=1"),
    });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledWith(0));
  });
});
