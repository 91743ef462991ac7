import { Film } from "lucide-react";
import { useDemoVideos } from "@/features/landing/api/get-demo-videos";
import { DemoCarousel } from "@/features/landing/components/demo-carousel";
import { LandingSection } from "@/features/landing/components/landing-section";
import { useNearViewport } from "@/features/landing/hooks/use-near-viewport";

export function DemoSection() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const { data, isPending } = useDemoVideos(near);
  return (
    <LandingSection
      id="demo"
      eyebrow="Demo"
      title="See what Reelsmith makes"
      text="Three sample vertical videos, rendered end to end by our own pipeline: presenter, voice, visuals, music and captions."
    >
      <div ref={ref}>
        {isPending ? (
          <div className="mx-auto aspect-[9/16] w-full max-w-[20rem] animate-pulse rounded-3xl bg-surface-2" />
        ) : data && data.length > 0 ? (
          <DemoCarousel videos={data} />
        ) : (
          <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-card border border-border bg-surface/60 p-8 text-center">
            <Film className="h-8 w-8 text-violet-300" aria-hidden />
            <p className="text-muted">The sample videos are being rendered. Please check back in a minute.</p>
          </div>
        )}
      </div>
    </LandingSection>
  );
}
