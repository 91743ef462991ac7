import { createPortal } from "react-dom";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** Asks before a custom avatar is deleted; the error stays in the dialog. In the body, like the creation one. */
export function DeleteAvatarDialog({
  name,
  deleting,
  error,
  onCancel,
  onConfirm,
}: {
  name: string | null;
  deleting: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  if (name === null) return null;
  return createPortal(
    <ConfirmDialog
      open
      title="Delete avatar"
      description={`Are you sure you want to delete "${name}"? Its picture and voice sample are removed. This action cannot be undone.`}
      pending={deleting}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />,
    document.body,
  );
}
