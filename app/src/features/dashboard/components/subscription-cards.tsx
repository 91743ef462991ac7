import { CalendarClock, CalendarDays, Coins, Crown } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { IconBadge } from "@/components/ui/icon-badge";
import { Spinner } from "@/components/ui/spinner";
import {
  formatSubscription,
  SUBSCRIPTION_ERROR_MESSAGE,
  SUBSCRIPTION_SETUP_MESSAGE,
} from "@/features/dashboard/utils/format-subscription";
import { ApiError } from "@/lib/api-client";
import { useSubscription } from "@/shared/dashboard/api/get-subscription";

export function SubscriptionCards({ userId }: { userId: string }) {
  const { data, error, isPending } = useSubscription(userId);

  if (isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner />
      </div>
    );
  }
  if (error) {
    const setup = error instanceof ApiError && error.code === "PROFILE_NOT_FOUND";
    return (
      <Alert variant={setup ? "info" : "error"}>
        {setup ? SUBSCRIPTION_SETUP_MESSAGE : SUBSCRIPTION_ERROR_MESSAGE}
      </Alert>
    );
  }

  const view = formatSubscription(data);
  const cards = [
    { label: "Current Plan", value: view.plan, Icon: Crown },
    { label: "Available Credits", value: view.credits, Icon: Coins },
    { label: "Last Renewal", value: view.lastRenewal, Icon: CalendarDays },
    { label: "Next Billing", value: view.nextBilling, Icon: CalendarClock },
  ];
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ label, value, Icon }) => (
        <Card key={label} className="flex items-center gap-4 p-5">
          <IconBadge icon={Icon} tone="soft" />
          <div className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
            <dd className="truncate text-lg font-semibold">{value}</dd>
          </div>
        </Card>
      ))}
    </dl>
  );
}
