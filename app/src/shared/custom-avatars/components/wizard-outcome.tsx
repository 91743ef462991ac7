import { CheckCircle2 } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";

/** While the picture and voice sample upload. */
export function SavingStep() {
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center">
      <Spinner size="lg" label={null} />
      <p role="status" className="text-sm text-muted">
        Saving your avatar...
      </p>
    </div>
  );
}

/** After the save, until the dialog closes by itself. */
export function SavedStep() {
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center">
      <CheckCircle2 aria-hidden className="h-12 w-12 text-green-400" />
      <p role="status" className="text-base font-semibold">
        Avatar saved
      </p>
      <p className="max-w-xs text-sm text-muted">
        It shows as Processing in your avatars until it is ready to narrate.
      </p>
    </div>
  );
}
