import { ComingSoon } from "@/components/layout/coming-soon";

/** Placeholder until this screen is built. */
export function ProductAdPage() {
  return (
    <ComingSoon
      title="Create Product Ad"
      description="Paste a product page, get an ad script and product images, and turn them into a vertical ad."
    />
  );
}
