import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ResetRequestForm } from "@/features/auth/components/reset-request-form";
import { authClient } from "@/lib/auth-client";

vi.mock("@/lib/auth-client", () => import("@/test/auth-client-mock"));

import { mockFetch, renderWithProviders } from "@/test/render";

function setup() {
  mockFetch({});
  return renderWithProviders(<ResetRequestForm />, { path: "/auth/reset-password" });
}

describe("the reset request form", () => {
  it("asks for a valid email address when submitted empty", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
  });

  it("rejects an invalid email address when the field loses focus", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText("Email"), "nope");
    await user.tab();
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
  });

  it("confirms the link was sent with the spec's text", async () => {
    const { user } = setup();
    const request = vi
      .mocked(authClient.requestPasswordReset)
      .mockResolvedValue({ data: {}, error: null } as never);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));

    expect(await screen.findByText("Check your email")).toBeInTheDocument();
    expect(
      screen.getByText(
        "We've sent you a link to reset your password. Please check your email and follow the instructions.",
      ),
    ).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith({
      email: "ada@example.com",
      redirectTo: expect.stringMatching(/\/auth\/update-password$/),
    });
  });

  it("shows the generic message when the service gives none", async () => {
    const { user } = setup();
    vi.mocked(authClient.requestPasswordReset).mockResolvedValue({
      data: null,
      error: { status: 500 },
    } as never);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("An error occurred.");
  });
});
