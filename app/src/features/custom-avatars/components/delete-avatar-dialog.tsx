import { createPortal } from "react-dom";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

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
    <Dialog
      open
      onClose={() => {
        if (!deleting) onCancel();
      }}
      title="Delete avatar"
      description={`Are you sure you want to delete "${name}"? Its picture and voice sample are removed. This action cannot be undone.`}
    >
      <div className="flex flex-col gap-4">
        {error ? <Alert variant="error">{error}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={deleting}>
            {deleting ? "Deleting..." : "Delete"}
          </Button>
        </div>
      </div>
    </Dialog>,
    document.body,
  );
}
