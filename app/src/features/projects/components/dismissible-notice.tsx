import { X } from "lucide-react";
import { Alert } from "@/components/ui/alert";

/** An error the user closes (a failed download). */
export function DismissibleNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <Alert variant="error">
      <div className="flex items-start justify-between gap-3">
        <span>{message}</span>
        <button
          type="button"
          aria-label="Dismiss"
          onClick={onDismiss}
          className="-m-1 cursor-pointer rounded-md p-1 hover:bg-white/10"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </Alert>
  );
}
