import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/auth-client", () => import("@/test/auth-client-mock"));

import { UpdatePasswordPage } from "@/features/auth/update-password-page";
import { mockFetch, renderWithProviders } from "@/test/render";

describe("the update password page", () => {
  it("explains that the link is invalid when the token is missing", () => {
    mockFetch({});
    renderWithProviders(<UpdatePasswordPage />, { path: "/auth/update-password" });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "This password reset link is invalid or has expired. Please request a new one.",
    );
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/auth/reset-password",
    );
  });

  it("explains that the link is invalid when the server reports INVALID_TOKEN", () => {
    mockFetch({});
    renderWithProviders(<UpdatePasswordPage />, { path: "/auth/update-password?error=INVALID_TOKEN" });
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(screen.queryByLabelText("New password")).toBeNull();
  });

  it("shows the new-password form when the link carries a token", () => {
    mockFetch({});
    renderWithProviders(<UpdatePasswordPage />, { path: "/auth/update-password?token=abc" });
    expect(screen.getByLabelText("New password")).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm new password")).toBeInTheDocument();
  });
});
