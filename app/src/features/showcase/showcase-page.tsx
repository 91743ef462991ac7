import { Link } from "react-router";
import { Page } from "@/components/layout/page";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { ShowcaseCard } from "@/features/showcase/components/showcase-card";
import { useAvatars } from "@/features/video-settings/api/get-avatars";
import { catalogMessages } from "@/features/video-settings/lib/messages";

/** The three sample cards: each plays a clip rendered by our own pipeline at seed time. */
const samples = [
  { title: "The Lighthouse Keeper", description: "A quiet story told by an AI presenter." },
  { title: "Morning Motivation", description: "An upbeat message to start the day." },
  { title: "Product Spotlight", description: "A short pitch, ready for social feeds." },
] as const;

export function ShowcasePage() {
  // The seed renders a talking clip for every stock presenter; the showcase plays three of them.
  const avatars = useAvatars();
  const clips = (avatars.data ?? []).filter((a) => a.avatar_video).slice(0, samples.length);
  return (
    <Page
      title="Video Showcase"
      description="Sample videos made with Reelsmith."
      actions={
        <Link to={paths.storyReel} className={buttonClass("primary", "sm")}>
          Create your own
        </Link>
      }
    >
      {avatars.isPending ? <PageSpinner /> : null}
      {avatars.isError ? <Alert variant="error">{catalogMessages.avatars}</Alert> : null}
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {clips.map((clip, i) => {
          const sample = samples[i] ?? samples[0];
          return (
            <ShowcaseCard
              key={clip.id}
              title={sample.title}
              description={`${sample.description} Presented by ${clip.avatar_name}.`}
              videoUrl={clip.avatar_video}
              poster={clip.avatar_image}
            />
          );
        })}
      </div>
    </Page>
  );
}
