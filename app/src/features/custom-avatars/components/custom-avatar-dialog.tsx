import {
  AVATAR_DIALOG_CLOSE_MS,
  avatarMessages,
  avatarNameSchema,
  DEFAULT_CUSTOM_AVATAR_LIMIT,
} from "@reelsmith/contract/avatars";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { createAvatar } from "@/features/custom-avatars/api/create-avatar";
import { customAvatarsKey, useCustomAvatars } from "@/features/custom-avatars/api/get-custom-avatars";
import { processAvatar } from "@/features/custom-avatars/api/process-avatar";
import { type CropState, EditStep, initialCrop } from "@/features/custom-avatars/components/edit-step";
import { StepIndicator } from "@/features/custom-avatars/components/step-indicator";
import { UploadStep } from "@/features/custom-avatars/components/upload-step";
import { type VoiceSample, VoiceStep } from "@/features/custom-avatars/components/voice-step";
import { useObjectUrl } from "@/features/custom-avatars/hooks/use-object-url";
import { useVoiceRecorder } from "@/features/custom-avatars/hooks/use-voice-recorder";
import { newAvatarId } from "@/features/custom-avatars/lib/client-id";
import { cropImage } from "@/features/custom-avatars/lib/crop-image";
import { checkAvatarAudioContent, checkAvatarImageContent } from "@/features/custom-avatars/lib/file-checks";
import { dialogMessages } from "@/features/custom-avatars/lib/messages";
import { useAuth } from "@/lib/auth";

export type AvatarDialogStep = "upload" | "edit" | "voice" | "saving" | "saved";

const descriptions: Record<AvatarDialogStep, string> = {
  upload: "Upload a picture: it becomes the face that narrates your videos.",
  edit: "Crop the picture and give your avatar a name.",
  voice: "Record or upload a voice sample.",
  saving: "Uploading your picture and voice sample.",
  saved: "Your avatar is saved.",
};

/**
 * The custom avatar creation dialog (spec section 2): upload, edit (crop and name), voice, save, saved.
 * It closes 1.5 s after a save; Escape and the backdrop close it except while saving. Mounted only while
 * open, so each opening starts afresh, and into the body, so no blurred or transformed card around the
 * opener becomes the fixed overlay's frame.
 */
export function CustomAvatarDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? createPortal(<AvatarWizard onClose={onClose} />, document.body) : null;
}

function AvatarWizard({ onClose }: { onClose: () => void }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const avatars = useCustomAvatars();
  const limit = avatars.data?.limit ?? DEFAULT_CUSTOM_AVATAR_LIMIT;
  const atLimit = avatars.data ? avatars.data.count >= avatars.data.limit : false;

  const [step, setStep] = useState<AvatarDialogStep>("upload");
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [crop, setCrop] = useState<CropState>(initialCrop);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [cropping, setCropping] = useState(false);
  const [cropped, setCropped] = useState<Blob | null>(null);
  const [upload, setUpload] = useState<File | null>(null);
  const [useRecording, setUseRecording] = useState(false);
  const [voiceError, setVoiceError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const recorder = useVoiceRecorder();
  const imageUrl = useObjectUrl(imageFile);
  const croppedUrl = useObjectUrl(cropped);
  const uploadUrl = useObjectUrl(upload);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const bodyRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);

  // Each new step takes the focus to its first control (the one it replaced is gone).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes, reading the new DOM.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const body = bodyRef.current;
    const target =
      body?.querySelector<HTMLElement>("[data-autofocus]:not([disabled])") ??
      body?.querySelector<HTMLElement>("button:not([disabled]), input:not([disabled])");
    (target ?? body)?.focus();
  }, [step]);

  const sample: VoiceSample | null =
    useRecording && recorder.recording
      ? { file: recorder.recording.file, url: recorder.recording.url, source: "recording" }
      : upload && uploadUrl
        ? { file: upload, url: uploadUrl, source: "upload" }
        : null;

  useEffect(() => {
    if (step !== "saved") return;
    const timer = setTimeout(() => onCloseRef.current(), AVATAR_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [step]);

  const onCropChange = useCallback((patch: Partial<CropState>) => setCrop((c) => ({ ...c, ...patch })), []);

  const pickImage = async (file: File) => {
    if (atLimit) return setImageError(avatarMessages.limitReached(limit));
    const problem = await checkAvatarImageContent(file);
    setImageError(problem);
    if (problem) return;
    setImageFile(file);
    setCrop(initialCrop());
    setCropped(null);
    setEditError(null);
    setStep("edit");
  };

  const next = async () => {
    const parsed = avatarNameSchema.safeParse(name);
    if (!parsed.success) return setNameError(avatarMessages.nameRequired);
    setNameError(null);
    if (!imageFile) return setEditError(avatarMessages.imageRequired);
    setCropping(true);
    setEditError(null);
    try {
      setCropped(await cropImage(imageFile, crop));
      setStep("voice");
    } catch (error) {
      setEditError(error instanceof Error ? error.message : avatarMessages.cropFailed);
    } finally {
      setCropping(false);
    }
  };

  const pickVoice = async (file: File) => {
    const problem = await checkAvatarAudioContent(file);
    setVoiceError(problem);
    if (problem) return;
    setUpload(file);
    setUseRecording(false);
  };

  const startRecording = async () => {
    setVoiceError(null);
    setUseRecording(true);
    await recorder.start();
  };

  const removeSample = () => {
    if (sample?.source === "recording") recorder.discard();
    else setUpload(null);
    setUseRecording(false);
  };

  const save = async () => {
    setSaveError(null);
    if (!sample) return setVoiceError(avatarMessages.voiceRequired);
    if (!user) return setSaveError(dialogMessages.notAuthenticated);
    if (!cropped) return setSaveError(avatarMessages.imageRequired);
    setVoiceError(null);
    setStep("saving");
    try {
      const avatar = await createAvatar({ id: newAvatarId(), name, image: cropped, voice: sample.file });
      const key = customAvatarsKey(user.id);
      await queryClient.invalidateQueries({ queryKey: key });
      setStep("saved");
      // Processing is requested after the save and never undoes it (spec section 4).
      void processAvatar(avatar).then(() => queryClient.invalidateQueries({ queryKey: key }));
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : avatarMessages.saveFailed);
      setStep("voice");
    }
  };

  const busy = step === "saving";
  return (
    <Dialog
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      title="Create Custom Avatar"
      description={descriptions[step]}
      className="flex max-h-[calc(100dvh-2rem)] flex-col overflow-y-auto sm:max-w-lg max-sm:fixed max-sm:inset-0 max-sm:max-h-none max-sm:max-w-none max-sm:rounded-none max-sm:border-0"
    >
      <div ref={bodyRef} tabIndex={-1} className="flex flex-col gap-5 outline-none" data-step={step}>
        <StepIndicator step={step} />
        {step === "upload" ? (
          <UploadStep
            limit={limit}
            atLimit={atLimit}
            error={imageError}
            onFile={pickImage}
            onCancel={onClose}
          />
        ) : null}
        {step === "edit" && imageUrl ? (
          <EditStep
            imageUrl={imageUrl}
            crop={crop}
            onCropChange={onCropChange}
            name={name}
            onNameChange={(v) => {
              setName(v);
              if (nameError) setNameError(null);
            }}
            nameError={nameError}
            error={editError}
            busy={cropping}
            onBack={() => setStep("upload")}
            onNext={next}
          />
        ) : null}
        {step === "voice" ? (
          <VoiceStep
            imagePreviewUrl={croppedUrl}
            name={name.trim()}
            sample={sample}
            isRecording={recorder.isRecording}
            seconds={recorder.seconds}
            errors={[recorder.error, voiceError, saveError].filter((e): e is string => Boolean(e))}
            onStartRecording={startRecording}
            onStopRecording={recorder.stop}
            onUpload={pickVoice}
            onRemove={removeSample}
            onBack={() => setStep("edit")}
            onSave={save}
          />
        ) : null}
        {step === "saving" ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center">
            <Spinner size="lg" label={null} />
            <p role="status" className="text-sm text-muted">
              Saving your avatar...
            </p>
          </div>
        ) : null}
        {step === "saved" ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center">
            <CheckCircle2 aria-hidden className="h-12 w-12 text-green-400" />
            <p role="status" className="text-base font-semibold">
              Avatar saved
            </p>
            <p className="max-w-xs text-sm text-muted">
              It shows as Processing in your avatars until it is ready to narrate.
            </p>
          </div>
        ) : null}
      </div>
      {/* Last in the tab order (focus starts on the step's own control), shown top right; a phone has no Escape. */}
      {busy ? null : (
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
