import type { MediaInUseResponse, MediaItem } from "@reelsmith/contract/media";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { deleteMediaItem, mediaKeys } from "@/components/media/media-api";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/**
 * Asks before a photo or clip is deleted. The first Delete asks the server without force: when a storyboard
 * uses the item, nothing is deleted and the dialog names the videos and scenes, with "Delete anyway"
 * (those scenes go back to their illustration).
 */
export function DeleteMediaDialog({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [inUse, setInUse] = useState<MediaInUseResponse | null>(null);

  const close = () => {
    setError(null);
    setInUse(null);
    onClose();
  };
  const confirm = async () => {
    if (!item) return;
    setPending(true);
    setError(null);
    try {
      const outcome = await deleteMediaItem(item.id, inUse !== null);
      if (!outcome.deleted) {
        setInUse(outcome.inUse);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
      close();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setPending(false);
    }
  };

  const projects = inUse ? [...new Set(inUse.usedBy.map((u) => u.projectTitle || "Untitled"))] : [];
  const scenes = inUse?.usedBy.length ?? 0;
  return (
    <ConfirmDialog
      open={item !== null}
      title={inUse ? "This media is in use" : `Delete ${item?.kind === "clip" ? "clip" : "photo"}?`}
      description={
        inUse ? (
          <>
            <span className="block">
              {`It is used in ${scenes} storyboard scene${scenes === 1 ? "" : "s"} of ${projects.join(", ")}.`}
            </span>
            <span className="mt-2 block">
              If you delete it anyway, {scenes === 1 ? "that scene goes" : "those scenes go"} back to
              {scenes === 1 ? " its" : " their"} illustration.
            </span>
          </>
        ) : (
          `"${item?.name ?? ""}" will be removed from your media library. This cannot be undone.`
        )
      }
      confirmLabel={inUse ? "Delete anyway" : "Delete"}
      pendingLabel="Deleting..."
      pending={pending}
      error={error}
      onCancel={close}
      onConfirm={() => void confirm()}
    />
  );
}
