import type { MediaInUseResponse, MediaItem } from "@reelsmith/contract/media";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { deleteMediaItem, mediaKeys } from "@/components/media/media-api";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/**
 * Asks before a photo, clip or recording is deleted. The first Delete asks the server without force: when
 * a storyboard uses the item or a video is narrated by it, nothing is deleted and the dialog names the
 * videos and scenes, with "Delete anyway" (those scenes go back to their illustration, those videos'
 * new versions to the voice).
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

  const titles = (use: "picture" | "narration") => [
    ...new Set((inUse?.usedBy ?? []).filter((u) => u.use === use).map((u) => u.projectTitle || "Untitled")),
  ];
  const projects = titles("picture");
  const narrated = titles("narration");
  const scenes = inUse?.usedBy.filter((u) => u.use === "picture").length ?? 0;
  const kindName = item?.kind === "clip" ? "clip" : item?.kind === "audio" ? "recording" : "photo";
  return (
    <ConfirmDialog
      open={item !== null}
      title={inUse ? "This media is in use" : `Delete ${kindName}?`}
      description={
        inUse ? (
          <>
            {scenes > 0 && (
              <>
                <span className="block">
                  {`It is used in ${scenes} storyboard scene${scenes === 1 ? "" : "s"} of ${projects.join(", ")}.`}
                </span>
                <span className="mt-2 block">
                  If you delete it anyway, {scenes === 1 ? "that scene goes" : "those scenes go"} back to
                  {scenes === 1 ? " its" : " their"} illustration.
                </span>
              </>
            )}
            {narrated.length > 0 && (
              <>
                <span className="mt-2 block">{`It narrates ${narrated.join(", ")}.`}</span>
                <span className="mt-2 block">
                  If you delete it anyway, finished videos keep their sound and new versions are narrated by
                  the voice.
                </span>
              </>
            )}
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
