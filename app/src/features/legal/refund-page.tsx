import { ComingSoon } from "@/components/layout/coming-soon";

/** Placeholder until this screen is built. */
export function RefundPage() {
  return (
    <ComingSoon
      title="Shipping, Cancellation & Refund"
      description="Our shipping, cancellation and refund policy is being prepared and will be published here."
    />
  );
}
