import { EditStep } from "@/shared/custom-avatars/components/edit-step";
import { UploadStep } from "@/shared/custom-avatars/components/upload-step";
import { VoiceStep } from "@/shared/custom-avatars/components/voice-step";
import { SavedStep, SavingStep } from "@/shared/custom-avatars/components/wizard-outcome";
import type { useAvatarWizard } from "@/shared/custom-avatars/hooks/use-avatar-wizard";

/** The view of the wizard's current step, wired to its actions. */
export function WizardStep({
  wizard: w,
  onCancel,
}: {
  wizard: ReturnType<typeof useAvatarWizard>;
  onCancel: () => void;
}) {
  const { step } = w.state;
  return (
    <>
      {step === "upload" ? (
        <UploadStep
          limit={w.limit}
          atLimit={w.atLimit}
          error={w.state.imageError}
          checking={w.checkingFace}
          onFile={w.pickImage}
          onCancel={onCancel}
        />
      ) : null}
      {step === "edit" && w.imageUrl ? (
        <EditStep
          imageUrl={w.imageUrl}
          face={w.state.face}
          photoAspect={w.state.photoAspect}
          crop={w.state.crop}
          onCropChange={w.changeCrop}
          name={w.state.name}
          onNameChange={w.changeName}
          nameError={w.state.nameError}
          error={w.state.editError}
          busy={w.state.cropping}
          onBack={w.back}
          onNext={w.next}
        />
      ) : null}
      {step === "voice" ? (
        <VoiceStep
          imagePreviewUrl={w.croppedUrl}
          name={w.state.name.trim()}
          sample={w.sample}
          isRecording={w.recorder.isRecording}
          seconds={w.recorder.seconds}
          errors={w.voiceErrors}
          onStartRecording={w.startRecording}
          onStopRecording={w.recorder.stop}
          onUpload={w.pickVoice}
          onRemove={w.removeSample}
          onBack={w.back}
          onSave={w.save}
        />
      ) : null}
      {step === "saving" ? <SavingStep /> : null}
      {step === "saved" ? <SavedStep /> : null}
    </>
  );
}
