import { VARIANTS_MAX, VARIANTS_MIN, variantMessages } from "@reelsmith/contract/variants";
import { videoMessages } from "@reelsmith/contract/video";
import { Copy } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { Select } from "@/components/ui/select";
import { paths } from "@/config/paths";
import { useCreateVariants, useVariantsInfo } from "@/features/preview/api/variants";
import { useSubscription } from "@/shared/dashboard/api/get-subscription";
import { MoreCreditsLink } from "@/shared/video-settings/components/more-credits-link";

const counts = Array.from({ length: VARIANTS_MAX - VARIANTS_MIN + 1 }, (_, i) => VARIANTS_MIN + i);
const batchPath = (id: string) => paths.batchStatus.replace(":id", encodeURIComponent(id));

/**
 * "Make variants" on a product ad's preview: pick how many (2 to 6), see what they cost before confirming,
 * then follow them all on one progress page (the batch they render in).
 */
export function MakeVariants({ projectId, userId }: { projectId: string; userId: string }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(3);
  const selectId = useId();
  const info = useVariantsInfo(projectId, true);
  const subscription = useSubscription(userId);
  const create = useCreateVariants(userId, projectId);
  const perVideo = info.data?.credits_per_video;
  const cost = perVideo === undefined ? undefined : perVideo * count;
  const available = subscription.data?.available_credits;
  const short = cost !== undefined && available !== undefined && cost > available;
  const latest = info.data?.batch_ids.at(-1);

  const confirm = async () => {
    try {
      const batch = await create.mutateAsync(count);
      setOpen(false);
      navigate(batchPath(batch.id));
    } catch {
      // Shown in the dialog from create.error.
    }
  };

  // The dialog sits outside the card: the card's backdrop blur would make it the dialog's fixed box.
  return (
    <>
      <Card className="flex flex-col gap-3 p-5" aria-labelledby={`${selectId}-title`}>
        <div>
          <h2 id={`${selectId}-title`} className="text-base font-semibold">
            Variants to test
          </h2>
          <p className="mt-1 text-sm text-muted">
            Versions of this ad with a different opening hook, voice, captions and music, to see which one
            sells.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              create.reset();
              setOpen(true);
            }}
          >
            <Copy aria-hidden className="h-4 w-4" />
            Make variants
          </Button>
          {latest ? (
            <Link to={batchPath(latest)} className={buttonClass("ghost", "md")}>
              See variants
            </Link>
          ) : null}
        </div>
      </Card>
      <Dialog
        open={open}
        onClose={() => {
          if (!create.isPending) setOpen(false);
        }}
        title="Make variants"
        description="Each variant is its own video and project, grouped with this ad in My Projects."
      >
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={selectId} className="text-sm font-medium">
              How many variants
            </label>
            <Select id={selectId} value={count} onChange={(e) => setCount(Number(e.target.value))}>
              {counts.map((n) => (
                <option key={n} value={n}>
                  {n} variants
                </option>
              ))}
            </Select>
          </div>
          <p className="text-sm font-medium" aria-live="polite">
            {cost === undefined ? "Checking the price…" : `${variantMessages.cost(cost)}.`}
            {available === undefined ? null : (
              <span className="font-normal text-muted"> You have {available} credits.</span>
            )}
          </p>
          {short ? (
            <Alert variant="error">
              {variantMessages.noCredits(count, cost ?? 0, available ?? 0)}
              <MoreCreditsLink />
            </Alert>
          ) : null}
          {create.isError ? (
            <Alert variant="error">{create.error.message || videoMessages.failed}</Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={create.isPending} disabled={cost === undefined || short}>
              {create.isPending ? "Starting..." : `Make ${count} variants`}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
