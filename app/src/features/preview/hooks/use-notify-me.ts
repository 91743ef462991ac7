import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { useEnableNotify } from "@/features/preview/api/enable-notify";
import { previewMessages } from "@/shared/preview/lib/messages";

/** Notify Me: a confirm dialog, then back to the dashboard with the spec's message, or the error shown. */
export function useNotifyMe(taskId: string) {
  const navigate = useNavigate();
  const notify = useEnableNotify();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    setError(null);
    notify.mutate(taskId, {
      onSuccess: () => navigate(paths.dashboard, { state: { message: previewMessages.notifySuccess } }),
      onError: (e) => setError(previewMessages.notifyFailed(e.message)),
    });
  };

  return {
    open,
    busy: notify.isPending,
    error,
    ask: () => setOpen(true),
    cancel: () => setOpen(false),
    confirm,
  };
}
