import { ComingSoon } from "@/components/layout/coming-soon";

/** Placeholder until this screen is built. */
export function TermsPage() {
  return (
    <ComingSoon
      title="Terms of Service"
      description="Our terms of service are being prepared and will be published here."
    />
  );
}
