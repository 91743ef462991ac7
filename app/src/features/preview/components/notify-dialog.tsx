import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { useNotifyMe } from "@/features/preview/hooks/use-notify-me";

/** 'Enable Notifications' with "No, I'll wait here" and 'Yes, notify me'. */
export function NotifyDialog({ notify }: { notify: ReturnType<typeof useNotifyMe> }) {
  const { open, busy, error, cancel: onCancel, confirm: onConfirm } = notify;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title="Enable Notifications"
      description="We will email you a link when your video is ready and show a notice on your dashboard, so you can leave this page."
    >
      {error ? (
        <Alert variant="error" className="mb-4">
          {error}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          No, I'll wait here
        </Button>
        <Button onClick={onConfirm} loading={busy}>
          Yes, notify me
        </Button>
      </div>
    </Dialog>
  );
}
