import { ComingSoon } from "@/components/layout/coming-soon";

/** Placeholder until this screen is built. */
export function ShowcasePage() {
  return <ComingSoon title="Video Showcase" description="A gallery of sample videos made with Reelsmith." />;
}
