import { videoMessages } from "@reelsmith/contract/video";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { creditsPerVideo } from "@/features/storyboard/api/storyboard";
import { useAuth } from "@/lib/auth";
import { useSubscription } from "@/shared/dashboard/api/get-subscription";
import { MoreCreditsLink } from "@/shared/video-settings/components/more-credits-link";

/**
 * Asks before a new version renders, stating the credits it costs (and what the user has). With too few
 * credits it says so, as the editors do, with the way to the Pricing page, and offers no paid button.
 */
export function RenderVersionDialog({
  open,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const cost = useQuery({
    queryKey: ["credits-per-video"],
    queryFn: ({ signal }) => creditsPerVideo(signal),
    staleTime: 5 * 60_000,
  });
  const { user } = useAuth();
  const available = useSubscription(user?.id ?? "").data?.available_credits;
  const n = cost.data;
  const short = n !== undefined && available !== undefined && available < n;
  const description =
    n === undefined
      ? cost.isError
        ? "A new version costs the same credits as a new video."
        : "Checking what a new version costs..."
      : `Rendering this storyboard as a new version costs ${n} credit${n === 1 ? "" : "s"}${
          available === undefined ? "" : ` (you have ${available})`
        }. The current version stays playable and downloadable.`;
  return (
    <Dialog
      open={open}
      onClose={() => !pending && onCancel()}
      title="Render new version?"
      description={description}
    >
      {short ? (
        <Alert variant="error">
          {videoMessages.noCredits(n, available)}
          <MoreCreditsLink />
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        {short ? null : (
          <Button onClick={onConfirm} loading={pending} disabled={n === undefined && !cost.isError}>
            {n === undefined ? "Render" : `Render for ${n} credit${n === 1 ? "" : "s"}`}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
