import {
  AVATAR_DIALOG_CLOSE_MS,
  type AvatarCropInput,
  avatarMessages,
  avatarNameSchema,
  DEFAULT_CUSTOM_AVATAR_LIMIT,
} from "@reelsmith/contract/avatars";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useAuth } from "@/lib/auth";
import { checkAvatarFace } from "@/shared/custom-avatars/api/check-face";
import { useCreateAvatar } from "@/shared/custom-avatars/api/create-avatar";
import { useCustomAvatars } from "@/shared/custom-avatars/api/get-custom-avatars";
import type { VoiceSample } from "@/shared/custom-avatars/components/voice-step";
import { useObjectUrl } from "@/shared/custom-avatars/hooks/use-object-url";
import { useVoiceRecorder } from "@/shared/custom-avatars/hooks/use-voice-recorder";
import {
  avatarWizardReducer,
  type CropState,
  initialWizardState,
} from "@/shared/custom-avatars/lib/avatar-wizard";
import { newAvatarId } from "@/shared/custom-avatars/lib/client-id";
import { cropImage } from "@/shared/custom-avatars/lib/crop-image";
import { checkAvatarAudioContent, checkAvatarImageContent } from "@/shared/custom-avatars/lib/file-checks";
import { dialogMessages } from "@/shared/custom-avatars/lib/messages";

/** The crop as the API takes it (shares of the turned photo, inside it), or null before the cropper said. */
function cropToSend(crop: CropState): AvatarCropInput | null {
  if (!crop.share || !Object.values(crop.share).every(Number.isFinite)) return null;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const x = clamp(crop.share.x);
  const y = clamp(crop.share.y);
  const width = Math.min(clamp(crop.share.width), 1 - x);
  const height = Math.min(clamp(crop.share.height), 1 - y);
  if (width <= 0 || height <= 0) return null;
  const rotation = ((((Math.round(crop.rotation / 90) * 90) % 360) + 360) % 360) as 0 | 90 | 180 | 270;
  return { x, y, width, height, rotation };
}

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/**
 * The creation dialog's state and actions: upload, edit (crop and name), voice, save. The transitions are
 * the pure reducer's; this hook checks files, crops, records and saves, and closes 1.5 s after a save.
 */
export function useAvatarWizard(onClose: () => void) {
  const { user } = useAuth();
  const avatars = useCustomAvatars();
  const create = useCreateAvatar();
  const recorder = useVoiceRecorder();
  const [state, dispatch] = useReducer(avatarWizardReducer, undefined, initialWizardState);
  const imageUrl = useObjectUrl(state.imageFile);
  const croppedUrl = useObjectUrl(state.cropped);
  const uploadUrl = useObjectUrl(state.upload);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const limit = avatars.data?.limit ?? DEFAULT_CUSTOM_AVATAR_LIMIT;
  const atLimit = avatars.data ? avatars.data.count >= avatars.data.limit : false;
  const sample: VoiceSample | null =
    state.useRecording && recorder.recording
      ? { file: recorder.recording.file, url: recorder.recording.url, source: "recording" }
      : state.upload && uploadUrl
        ? { file: state.upload, url: uploadUrl, source: "upload" }
        : null;

  useEffect(() => {
    if (state.step !== "saved") return;
    const timer = setTimeout(() => onCloseRef.current(), AVATAR_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state.step]);

  const changeCrop = useCallback((patch: Partial<CropState>) => dispatch({ type: "cropChanged", patch }), []);

  const [checkingFace, setCheckingFace] = useState(false);
  // Only the latest pick's answer is shown: a newer pick aborts the check of the one before, and an answer
  // that still arrives for an older pick is dropped.
  const latestPick = useRef<AbortController | null>(null);
  useEffect(() => () => latestPick.current?.abort(), []);
  const pickImage = async (file: File) => {
    latestPick.current?.abort();
    const pick = new AbortController();
    latestPick.current = pick;
    const current = () => latestPick.current === pick;
    setCheckingFace(false);
    if (atLimit) return dispatch({ type: "imageRejected", error: avatarMessages.limitReached(limit) });
    const problem = await checkAvatarImageContent(file);
    if (!current()) return;
    if (problem) return dispatch({ type: "imageRejected", error: problem });
    // No face, or several, is said here, before the crop, name and voice; the save checks the crop again.
    dispatch({ type: "imageChecking" });
    setCheckingFace(true);
    try {
      const face = await checkAvatarFace(file, pick.signal);
      if (!current()) return;
      const photoAspect = face.picture ? face.picture.width / face.picture.height : null;
      dispatch(
        face.problem
          ? { type: "imageRejected", error: face.problem }
          : { type: "imagePicked", file, face: face.face, photoAspect },
      );
    } finally {
      if (current()) setCheckingFace(false);
    }
  };

  const next = async () => {
    if (!avatarNameSchema.safeParse(state.name).success)
      return dispatch({ type: "nameRejected", error: avatarMessages.nameRequired });
    if (!state.imageFile) return dispatch({ type: "editRejected", error: avatarMessages.imageRequired });
    dispatch({ type: "cropStarted" });
    let cropped: Blob;
    try {
      cropped = await cropImage(state.imageFile, state.crop);
    } catch (error) {
      return dispatch({ type: "cropFailed", error: messageOf(error, avatarMessages.cropFailed) });
    }
    // The picture that will be saved is checked before the step passes: with the crop, the server cuts the
    // photo exactly as the save will; without one (the cropper never measured), the cropped JPEG is sent,
    // as the save will send it.
    const crop = cropToSend(state.crop);
    const check = crop
      ? await checkAvatarFace(state.imageFile, undefined, crop)
      : await checkAvatarFace(new File([cropped], "avatar.jpeg", { type: cropped.type || "image/jpeg" }));
    if (check.problem) return dispatch({ type: "editRejected", error: check.problem });
    dispatch({ type: "cropDone", cropped });
  };

  const latestVoice = useRef<File | null>(null);
  const pickVoice = async (file: File) => {
    latestVoice.current = file;
    const problem = await checkAvatarAudioContent(file);
    if (latestVoice.current !== file) return;
    dispatch(problem ? { type: "voiceRejected", error: problem } : { type: "voicePicked", file });
  };

  const startRecording = async () => {
    dispatch({ type: "recordingStarted" });
    await recorder.start();
  };

  const removeSample = () => {
    if (sample?.source === "recording") recorder.discard();
    dispatch({ type: "sampleRemoved", source: sample?.source ?? null });
  };

  const save = async () => {
    if (!sample) return dispatch({ type: "sampleMissing", error: avatarMessages.voiceRequired });
    if (!user) return dispatch({ type: "saveRejected", error: dialogMessages.notAuthenticated });
    if (!state.cropped) return dispatch({ type: "saveRejected", error: avatarMessages.imageRequired });
    dispatch({ type: "saveStarted" });
    try {
      // The original photo and the crop that was checked: the server cuts the same picture.
      const crop = cropToSend(state.crop);
      await create.mutateAsync({
        id: newAvatarId(),
        name: state.name,
        image: crop && state.imageFile ? state.imageFile : state.cropped,
        ...(crop ? { crop } : {}),
        voice: sample.file,
      });
      dispatch({ type: "saved" });
    } catch (error) {
      dispatch({ type: "saveFailed", error: messageOf(error, avatarMessages.saveFailed) });
    }
  };

  return {
    state,
    limit,
    atLimit,
    imageUrl,
    croppedUrl,
    sample,
    recorder,
    /** Errors the voice step lists: the microphone's, the sample's, the save's. */
    voiceErrors: [recorder.error, state.voiceError, state.saveError].filter((e): e is string => Boolean(e)),
    busy: state.step === "saving",
    /** The chosen photo is with the server's face check. */
    checkingFace,
    pickImage,
    changeCrop,
    changeName: (name: string) => dispatch({ type: "nameChanged", name }),
    next,
    pickVoice,
    startRecording,
    removeSample,
    save,
    back: () => dispatch({ type: "back" }),
  };
}
