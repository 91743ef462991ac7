import { X } from "lucide-react";
import { useRef } from "react";
import { createPortal } from "react-dom";
import { Dialog } from "@/components/ui/dialog";
import { StepIndicator } from "@/shared/custom-avatars/components/step-indicator";
import { WizardStep } from "@/shared/custom-avatars/components/wizard-step";
import { useAvatarWizard } from "@/shared/custom-avatars/hooks/use-avatar-wizard";
import { useStepFocus } from "@/shared/custom-avatars/hooks/use-step-focus";
import type { AvatarDialogStep } from "@/shared/custom-avatars/lib/avatar-wizard";

const descriptions: Record<AvatarDialogStep, string> = {
  upload: "Upload a picture: it becomes the face that narrates your videos.",
  edit: "Crop the picture and give your avatar a name.",
  voice: "Record or upload a voice sample.",
  saving: "Uploading your picture and voice sample.",
  saved: "Your avatar is saved.",
};

/**
 * The custom avatar creation dialog: upload, edit (crop and name), voice, save, saved.
 * It closes 1.5 s after a save; Escape and the backdrop close it except while saving. Mounted only while
 * open, so each opening starts afresh, and into the body, so no blurred or transformed card around the
 * opener becomes the fixed overlay's frame.
 */
export function CustomAvatarDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? createPortal(<AvatarWizard onClose={onClose} />, document.body) : null;
}

function AvatarWizard({ onClose }: { onClose: () => void }) {
  const w = useAvatarWizard(onClose);
  const { step } = w.state;
  const bodyRef = useRef<HTMLDivElement>(null);
  useStepFocus(bodyRef, step);

  return (
    <Dialog
      open
      onClose={() => {
        if (!w.busy) onClose();
      }}
      title="Create Custom Avatar"
      description={descriptions[step]}
      className="flex max-h-[calc(100dvh-2rem)] flex-col overflow-y-auto sm:max-w-lg max-sm:fixed max-sm:inset-0 max-sm:max-h-none max-sm:max-w-none max-sm:rounded-none max-sm:border-0"
    >
      <div ref={bodyRef} tabIndex={-1} className="flex flex-col gap-5 outline-none" data-step={step}>
        <StepIndicator step={step} />
        <WizardStep wizard={w} onCancel={onClose} />
      </div>
      {/* Last in the tab order (focus starts on the step's own control), shown top right; a phone has no Escape. */}
      {w.busy ? null : (
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="absolute top-4 right-4 flex h-9 w-9 cursor-pointer items-center justify-center rounded-full text-muted transition-colors hover:bg-white/10 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X aria-hidden className="h-5 w-5" />
        </button>
      )}
    </Dialog>
  );
}
