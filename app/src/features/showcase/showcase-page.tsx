import { Film } from "lucide-react";
import { Link } from "react-router";
import { Page } from "@/components/layout/page";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useSamples } from "@/features/showcase/api/get-samples";
import { ShowcaseCard } from "@/features/showcase/components/showcase-card";

/** The spec's 503 text: the list itself never fails, only the connection can. */
export const SAMPLES_ERROR = "Service is currently unavailable. Please try again later.";
export const SAMPLES_PENDING = "The sample videos are being rendered. Please check back in a minute.";

/** Static Video Showcase: the three samples our own pipeline rendered at seed time. */
export function ShowcasePage() {
  const samples = useSamples();
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
      {samples.isPending ? <PageSpinner /> : null}
      {samples.isError ? <Alert variant="error">{SAMPLES_ERROR}</Alert> : null}
      {samples.data?.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-border bg-surface/60 p-8 text-center">
          <Film className="h-8 w-8 text-violet-300" aria-hidden />
          <p className="text-muted">{SAMPLES_PENDING}</p>
        </div>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {(samples.data ?? []).map((sample) => (
          <ShowcaseCard key={sample.id} sample={sample} />
        ))}
      </div>
    </Page>
  );
}
