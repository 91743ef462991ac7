import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SubscriptionCards } from "@/features/dashboard/components/subscription-cards";
import { authState, mockFetch, renderWithProviders, testUser } from "@/test/render";

function renderCards(answer: { status?: number; body: unknown }) {
  mockFetch({ "/api/subscription": answer });
  return renderWithProviders(<SubscriptionCards userId={testUser.id} />, {
    path: "/dashboard",
    auth: authState(testUser),
  });
}

// The query retries once, so errors show after the retry delay.
describe("the subscription cards", () => {
  it("show the four cards from /api/subscription", async () => {
    renderCards({
      body: {
        subscription_plan: "FREE_TRIAL",
        available_credits: 1500,
        subscription_start_date: "2025-08-15T12:00:00.000Z",
        subscription_end_date: null,
      },
    });
    expect(await screen.findByText("FREE TRIAL")).toBeInTheDocument();
    expect(screen.getByText("Current Plan")).toBeInTheDocument();
    expect(screen.getByText("Available Credits")).toBeInTheDocument();
    expect(screen.getByText((1500).toLocaleString())).toBeInTheDocument();
    expect(screen.getByText("Last Renewal")).toBeInTheDocument();
    expect(screen.getByText("Aug 15, 2025")).toBeInTheDocument();
    expect(screen.getByText("Next Billing")).toBeInTheDocument();
    expect(screen.getByText("--")).toBeInTheDocument();
  });

  it("say the profile is being set up when it is not found", async () => {
    renderCards({
      status: 404,
      body: { error: { code: "PROFILE_NOT_FOUND", message: "Profile not found" } },
    });
    expect(
      await screen.findByText(
        "Your profile is being set up. Please refresh the page in a few moments.",
        undefined,
        {
          timeout: 4000,
        },
      ),
    ).toBeInTheDocument();
  });

  it("show the generic error for other failures", async () => {
    renderCards({ status: 500, body: { error: { code: "INTERNAL", message: "boom" } } });
    expect(
      await screen.findByText("Error loading subscription data. Please try again later.", undefined, {
        timeout: 4000,
      }),
    ).toBeInTheDocument();
  });
});
