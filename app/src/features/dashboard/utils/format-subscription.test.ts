import { describe, expect, it } from "vitest";
import { formatSubscription } from "@/features/dashboard/utils/format-subscription";

const base = {
  subscription_plan: "PRO_MONTHLY",
  available_credits: 12500,
  subscription_start_date: "2025-08-15T10:00:00.000Z",
  subscription_end_date: "2025-09-15T10:00:00.000Z",
};

describe("subscription card formatting", () => {
  it("shows plan underscores as spaces", () => {
    expect(formatSubscription(base).plan).toBe("PRO MONTHLY");
    expect(formatSubscription({ ...base, subscription_plan: "FREE_TRIAL" }).plan).toBe("FREE TRIAL");
  });

  it("formats credits for the locale", () => {
    expect(formatSubscription(base).credits).toBe((12500).toLocaleString());
  });

  it("shows the start and end dates in the en-US format", () => {
    const view = formatSubscription(base);
    expect(view.lastRenewal).toBe("Aug 15, 2025");
    expect(view.nextBilling).toBe("Sep 15, 2025");
  });

  it("shows -- as next billing for FREE_TRIAL or a missing end date", () => {
    expect(formatSubscription({ ...base, subscription_plan: "FREE_TRIAL" }).nextBilling).toBe("--");
    expect(formatSubscription({ ...base, subscription_end_date: null }).nextBilling).toBe("--");
  });

  it("shows -- as last renewal when the start date is missing", () => {
    expect(formatSubscription({ ...base, subscription_start_date: null }).lastRenewal).toBe("--");
  });
});
