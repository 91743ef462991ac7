import type { Subscription } from "@reelsmith/contract/profile";

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });

function formatDate(iso: string | null): string {
  if (!iso) return "--";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "--" : dateFormat.format(date);
}

/** The four dashboard cards. */
export function formatSubscription(sub: Subscription) {
  return {
    plan: sub.subscription_plan.replace(/_/g, " "),
    credits: sub.available_credits.toLocaleString(),
    lastRenewal: formatDate(sub.subscription_start_date),
    nextBilling: sub.subscription_plan === "FREE_TRIAL" ? "--" : formatDate(sub.subscription_end_date),
  };
}

export const SUBSCRIPTION_SETUP_MESSAGE =
  "Your profile is being set up. Please refresh the page in a few moments.";
export const SUBSCRIPTION_ERROR_MESSAGE = "Error loading subscription data. Please try again later.";
