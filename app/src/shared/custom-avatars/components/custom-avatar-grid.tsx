import type { CustomAvatar } from "@reelsmith/contract/avatars";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/cn";
import { useDeleteAvatar } from "@/shared/custom-avatars/api/delete-avatar";
import { useCustomAvatars } from "@/shared/custom-avatars/api/get-custom-avatars";
import { useProcessAvatar } from "@/shared/custom-avatars/api/process-avatar";
import { CustomAvatarCard } from "@/shared/custom-avatars/components/custom-avatar-card";
import { CustomAvatarDialog } from "@/shared/custom-avatars/components/custom-avatar-dialog";
import { DeleteAvatarDialog } from "@/shared/custom-avatars/components/delete-avatar-dialog";
import { LimitBadge } from "@/shared/custom-avatars/components/limit-badge";

/** The spec gives no text for this list failing; worded like its catalogue messages. */
const loadFailed = "Failed to load your custom avatars. Please try again later.";

/**
 * The signed-in user's custom avatars: a badge with what is left, the upload tile that opens the creation
 * dialog, and a card per avatar (Processing, Ready, or failed with Retry; each deletable). Guests get
 * nothing.
 */
export function CustomAvatarGrid({
  selectedId = null,
  onSelect,
  onDeleted,
  columns = "grid-cols-3 sm:grid-cols-4",
}: {
  selectedId?: string | null;
  /** Given: Ready cards are selectable. */
  onSelect?: (avatar: CustomAvatar) => void;
  onDeleted?: (id: string) => void;
  columns?: string;
}) {
  const { user } = useAuth();
  const avatars = useCustomAvatars();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [toDelete, setToDelete] = useState<CustomAvatar | null>(null);
  const remove = useDeleteAvatar({
    onSuccess: (_, id) => {
      setToDelete(null);
      onDeleted?.(id);
    },
  });
  const retry = useProcessAvatar();

  if (!user) return null;
  const data = avatars.data;

  return (
    <section aria-label="Your custom avatars" className="flex flex-col gap-2.5">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">Your avatars</h3>
        {data ? <LimitBadge count={data.count} limit={data.limit} /> : null}
      </div>
      {avatars.isError ? <Alert variant="error">{loadFailed}</Alert> : null}
      {avatars.isPending ? (
        <div className="flex items-center gap-2 py-3 text-sm text-muted">
          <Spinner size="sm" label={null} />
          <span role="status">Loading your avatars...</span>
        </div>
      ) : null}
      {data ? (
        <ul aria-label="Custom avatars" className={cn("grid gap-2.5", columns)}>
          <li>
            <button
              type="button"
              onClick={() => setDialogOpen(true)}
              className="flex aspect-[9/16] w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-border bg-surface-2/60 px-2 text-center text-xs font-medium text-muted transition-colors hover:border-violet-400/70 hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <span className="bg-accent-gradient flex h-9 w-9 items-center justify-center rounded-full text-white">
                <Plus aria-hidden className="h-4 w-4" />
              </span>
              Upload custom avatar
            </button>
          </li>
          {data.avatars.map((a) => (
            <li key={a.id}>
              <CustomAvatarCard
                avatar={a}
                selected={a.id === selectedId}
                selectable={Boolean(onSelect)}
                retrying={retry.isPending && retry.variables?.id === a.id}
                onSelect={() => onSelect?.(a)}
                onRetry={() => retry.mutate(a)}
                onDelete={() => {
                  remove.reset();
                  setToDelete(a);
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <CustomAvatarDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
      <DeleteAvatarDialog
        name={toDelete?.name ?? null}
        deleting={remove.isPending}
        error={remove.error?.message ?? null}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
      />
    </section>
  );
}
