import { Alert } from "@/components/ui/alert";
import { usePricing } from "@/features/pricing/api/get-pricing";
import { CurrencyPicker } from "@/features/pricing/components/currency-picker";
import { EnterpriseSection } from "@/features/pricing/components/enterprise-section";
import { PlanCard } from "@/features/pricing/components/plan-card";
import { useCurrency } from "@/features/pricing/hooks/use-currency";
import { useDocumentTitle } from "@/lib/use-document-title";

function goToContactForm() {
  const section = document.getElementById("contact-sales");
  if (!section) return;
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView?.({ behavior: reduced ? "auto" : "smooth", block: "start" });
  section.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
}

/** Plans and contact sales. */
export function PricingPage() {
  useDocumentTitle("Pricing");
  const plans = usePricing();
  const { currency, setCurrency } = useCurrency();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
          Simple pricing, <span className="text-gradient">billed monthly</span>
        </h1>
        <p className="mt-4 text-muted sm:text-lg">
          Start with a free trial, upgrade when your channel grows. Prices in US dollars, euros or Indian
          rupees.
        </p>
      </div>
      <div className="mb-12">
        <CurrencyPicker value={currency} onChange={setCurrency} />
      </div>
      {plans.isPending ? (
        <ul className="grid gap-6 md:grid-cols-3" aria-label="Loading plans">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-96 animate-pulse rounded-card bg-surface-2" />
          ))}
        </ul>
      ) : plans.isError ? (
        <Alert variant="error" className="mx-auto max-w-xl">
          {plans.error.message || "Failed to load pricing. Please try again later."}
        </Alert>
      ) : (
        <ul className="grid items-stretch gap-6 md:grid-cols-3">
          {plans.data.map((plan) => (
            <PlanCard key={plan.id} plan={plan} currency={currency} onContactSales={goToContactForm} />
          ))}
        </ul>
      )}
      <EnterpriseSection />
    </div>
  );
}
