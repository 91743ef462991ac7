import type { FaceBox } from "@reelsmith/contract/avatars";
import type { PixelArea } from "@/shared/custom-avatars/lib/crop-image";
import type { Shares } from "@/shared/custom-avatars/lib/face-in-crop";

export type AvatarDialogStep = "upload" | "edit" | "voice" | "saving" | "saved";

export interface CropState {
  crop: { x: number; y: number };
  zoom: number;
  rotation: number;
  aspect: number;
  area: PixelArea | null;
  /** The crop as shares of the turned photo (the cropper's croppedArea / 100): what is checked and saved. */
  share: Shares | null;
}

export const initialCrop = (): CropState => ({
  crop: { x: 0, y: 0 },
  zoom: 1,
  rotation: 0,
  aspect: 9 / 16,
  area: null,
  share: null,
});

/** Everything the creation dialog holds between its steps; each error belongs to the step that shows it. */
export interface AvatarWizardState {
  step: AvatarDialogStep;
  imageFile: File | null;
  imageError: string | null;
  /** The face the check found, as shares of the upright photo, and the photo's width / height. */
  face: FaceBox | null;
  photoAspect: number | null;
  crop: CropState;
  name: string;
  nameError: string | null;
  editError: string | null;
  cropping: boolean;
  cropped: Blob | null;
  upload: File | null;
  /** The browser recording (rather than the uploaded file) is the sample. */
  useRecording: boolean;
  voiceError: string | null;
  saveError: string | null;
}

export const initialWizardState = (): AvatarWizardState => ({
  step: "upload",
  imageFile: null,
  imageError: null,
  face: null,
  photoAspect: null,
  crop: initialCrop(),
  name: "",
  nameError: null,
  editError: null,
  cropping: false,
  cropped: null,
  upload: null,
  useRecording: false,
  voiceError: null,
  saveError: null,
});

export type AvatarWizardAction =
  | { type: "imageChecking" }
  | { type: "imageRejected"; error: string }
  | { type: "imagePicked"; file: File; face?: FaceBox | null; photoAspect?: number | null }
  | { type: "cropChanged"; patch: Partial<CropState> }
  | { type: "nameChanged"; name: string }
  | { type: "nameRejected"; error: string }
  | { type: "editRejected"; error: string }
  | { type: "cropStarted" }
  | { type: "cropDone"; cropped: Blob }
  | { type: "cropFailed"; error: string }
  | { type: "voiceRejected"; error: string }
  | { type: "voicePicked"; file: File }
  | { type: "recordingStarted" }
  | { type: "sampleRemoved"; source: "recording" | "upload" | null }
  | { type: "sampleMissing"; error: string }
  | { type: "saveRejected"; error: string }
  | { type: "saveStarted" }
  | { type: "saved" }
  | { type: "saveFailed"; error: string }
  | { type: "back" };

/** Back goes one step: voice to edit (name and crop kept), edit to upload. */
const previous: Partial<Record<AvatarDialogStep, AvatarDialogStep>> = { edit: "upload", voice: "edit" };

/** The dialog's transitions, pure: the hook does the checks, cropping and saving, and reports here. */
export function avatarWizardReducer(state: AvatarWizardState, action: AvatarWizardAction): AvatarWizardState {
  switch (action.type) {
    case "imageChecking":
      // A new photo is being checked: the last one's refusal no longer applies.
      return { ...state, imageError: null };
    case "imageRejected":
      return { ...state, imageError: action.error };
    case "imagePicked":
      // A new picture starts its crop afresh; the name typed before is kept.
      return {
        ...state,
        imageFile: action.file,
        imageError: null,
        face: action.face ?? null,
        photoAspect: action.photoAspect ?? null,
        crop: initialCrop(),
        cropped: null,
        editError: null,
        step: "edit",
      };
    case "cropChanged":
      return { ...state, crop: { ...state.crop, ...action.patch } };
    case "nameChanged":
      return { ...state, name: action.name, nameError: null };
    case "nameRejected":
      return { ...state, nameError: action.error };
    case "editRejected":
      return { ...state, nameError: null, editError: action.error, cropping: false };
    case "cropStarted":
      return { ...state, nameError: null, editError: null, cropping: true };
    case "cropDone":
      return { ...state, cropping: false, cropped: action.cropped, step: "voice" };
    case "cropFailed":
      return { ...state, cropping: false, editError: action.error };
    case "voiceRejected":
      return { ...state, voiceError: action.error };
    case "voicePicked":
      return { ...state, voiceError: null, upload: action.file, useRecording: false };
    case "recordingStarted":
      return { ...state, voiceError: null, useRecording: true };
    case "sampleRemoved":
      // The recording is discarded by the recorder itself; otherwise the upload is dropped here.
      return { ...state, upload: action.source === "recording" ? state.upload : null, useRecording: false };
    case "sampleMissing":
      return { ...state, saveError: null, voiceError: action.error };
    case "saveRejected":
      return { ...state, saveError: action.error };
    case "saveStarted":
      return { ...state, voiceError: null, saveError: null, step: "saving" };
    case "saved":
      return { ...state, step: "saved" };
    case "saveFailed":
      return { ...state, saveError: action.error, step: "voice" };
    case "back":
      return { ...state, step: previous[state.step] ?? state.step };
  }
}
