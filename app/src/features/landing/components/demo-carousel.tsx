import { useState } from "react";
import type { DemoVideo } from "@/features/landing/api/get-demo-videos";
import { DemoControls } from "@/features/landing/components/demo-controls";
import { DemoDots } from "@/features/landing/components/demo-dots";
import { DemoPlayer } from "@/features/landing/components/demo-player";
import { DemoThumbnails } from "@/features/landing/components/demo-thumbnails";
import { useCarousel } from "@/features/landing/hooks/use-carousel";

export { DOWNLOAD_ALERT, SHARE_ALERT } from "@/features/landing/components/demo-controls";

/** The landing demo: the sample playing on the left; its title, controls and the other samples beside it. */
export function DemoCarousel({ videos }: { videos: DemoVideo[] }) {
  const c = useCarousel(videos.length);
  const [showFeatures, setShowFeatures] = useState(true);
  const video = videos[c.index];
  if (!video) return null;

  return (
    <div className="mx-auto grid max-w-4xl items-center gap-8 md:grid-cols-[minmax(0,20rem)_1fr] md:gap-12">
      <DemoPlayer video={video} count={videos.length} carousel={c} showFeatures={showFeatures} />
      <div className="flex flex-col gap-6">
        <div>
          <h3 className="text-2xl font-bold tracking-tight sm:text-3xl">{video.title}</h3>
          {video.description ? <p className="mt-2 max-w-md text-muted">{video.description}</p> : null}
        </div>
        <DemoControls
          carousel={c}
          showFeatures={showFeatures}
          onToggleFeatures={() => setShowFeatures((s) => !s)}
        />
        <DemoDots videos={videos} index={c.index} onPick={c.goTo} />
        <DemoThumbnails videos={videos} index={c.index} onPick={c.goTo} />
      </div>
    </div>
  );
}
