import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { UpdatePasswordForm } from "@/features/auth/components/update-password-form";
import { authClient } from "@/lib/auth-client";

vi.mock("@/lib/auth-client", () => import("@/test/auth-client-mock"));

import { mockFetch, renderWithProviders } from "@/test/render";

function setup() {
  mockFetch({});
  return renderWithProviders(<UpdatePasswordForm token="tok-1" />, { path: "/auth/update-password" });
}

describe("the update password form", () => {
  it("requires a password of at least 8 characters", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Update password" }));
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
  });

  it("requires an uppercase letter, a lowercase letter and a number", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText("New password"), "lowercase1");
    await user.tab();
    expect(
      await screen.findByText(
        "Password must contain at least one uppercase letter, one lowercase letter, and one number",
      ),
    ).toBeInTheDocument();
  });

  it("shows Passwords don't match on the confirm field", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText("New password"), "Secret123");
    await user.type(screen.getByLabelText("Confirm new password"), "Secret124");
    await user.click(screen.getByRole("button", { name: "Update password" }));
    const message = await screen.findByText("Passwords don't match");
    expect(screen.getByLabelText("Confirm new password")).toHaveAttribute("aria-describedby", message.id);
  });

  it("sets the new password with the token and goes to sign in", async () => {
    const { user, router } = setup();
    const reset = vi.mocked(authClient.resetPassword).mockResolvedValue({ data: {}, error: null } as never);
    await user.type(screen.getByLabelText("New password"), "Secret123");
    await user.type(screen.getByLabelText("Confirm new password"), "Secret123");
    await user.click(screen.getByRole("button", { name: "Update password" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    expect(reset).toHaveBeenCalledWith({ newPassword: "Secret123", token: "tok-1" });
  });

  it("shows the service's message when the link has expired", async () => {
    const { user } = setup();
    vi.mocked(authClient.resetPassword).mockResolvedValue({
      data: null,
      error: { code: "INVALID_TOKEN", message: "Invalid token", status: 400 },
    } as never);
    await user.type(screen.getByLabelText("New password"), "Secret123");
    await user.type(screen.getByLabelText("Confirm new password"), "Secret123");
    await user.click(screen.getByRole("button", { name: "Update password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid token");
  });
});
