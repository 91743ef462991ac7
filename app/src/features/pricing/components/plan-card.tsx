import type { Currency, PricingPlan } from "@reelsmith/contract/public";
import { Check } from "lucide-react";
import { Button, buttonClass } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatPrice, planPrice } from "@/features/pricing/lib/format-price";
import { cn } from "@/lib/cn";

/** One plan: price and Get Started, or Custom Pricing and Contact Sales. */
export function PlanCard({
  plan,
  currency,
  onContactSales,
}: {
  plan: PricingPlan;
  currency: Currency | undefined;
  onContactSales: () => void;
}) {
  const popular = plan.tier === "PRO";
  return (
    <li
      className={cn(
        "relative flex flex-col rounded-card border p-6 sm:p-8",
        popular
          ? "border-violet-400/60 bg-gradient-to-b from-violet-600/20 to-surface/80 shadow-2xl shadow-violet-950/40"
          : "border-border bg-surface/70",
      )}
      aria-labelledby={`plan-${plan.id}`}
    >
      {popular ? (
        <span className="bg-accent-gradient absolute -top-3 left-1/2 -translate-x-1/2 rounded-full px-3 py-1 text-xs font-semibold text-white shadow">
          Most Popular
        </span>
      ) : null}
      <h2 id={`plan-${plan.id}`} className="text-lg font-semibold">
        {plan.name}
      </h2>
      <p className="mt-2 min-h-10 text-sm text-muted">{plan.description}</p>
      <div className="mt-6 min-h-20">
        {plan.is_contact_us ? (
          <p className="text-3xl font-bold tracking-tight">Custom Pricing</p>
        ) : currency ? (
          <>
            <p className="flex items-baseline gap-1">
              <span className="text-4xl font-bold tracking-tight">
                {formatPrice(planPrice(plan, currency), currency)}
              </span>
              <span className="text-sm text-muted">/month</span>
            </p>
            <p className="mt-1 text-sm text-muted">Billed monthly</p>
          </>
        ) : (
          <span className="block h-10 w-32 animate-pulse rounded-lg bg-surface-2">
            <span className="sr-only">Loading price</span>
          </span>
        )}
      </div>
      <ul className="mt-6 flex flex-1 flex-col gap-3">
        {plan.features.map((f) => (
          <li key={f} className="flex items-start gap-2 text-sm">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-violet-300" aria-hidden />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        {plan.is_contact_us ? (
          <Button variant="secondary" className="w-full" onClick={onContactSales}>
            Contact Sales
          </Button>
        ) : (
          <a
            href={paths.dashboard}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass(popular ? "primary" : "secondary", "md", "w-full")}
          >
            Get Started
            <span className="sr-only"> with {plan.name} (opens in a new tab)</span>
          </a>
        )}
      </div>
    </li>
  );
}
