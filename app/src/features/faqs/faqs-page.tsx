import { ComingSoon } from "@/components/layout/coming-soon";

/** Placeholder until this screen is built. */
export function FaqsPage() {
  return (
    <ComingSoon
      title="FAQs"
      description="Searchable answers to the questions creators ask most are on their way."
    />
  );
}
