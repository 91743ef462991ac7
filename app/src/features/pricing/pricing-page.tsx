import { ComingSoon } from "@/components/layout/coming-soon";

/** Placeholder until this screen is built. */
export function PricingPage() {
  return (
    <ComingSoon
      title="Pricing"
      description="Plans in USD, EUR and INR, and a contact-sales form for enterprise teams, are on their way."
    />
  );
}
