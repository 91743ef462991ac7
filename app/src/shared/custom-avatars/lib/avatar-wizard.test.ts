import { describe, expect, it } from "vitest";
import {
  type AvatarWizardAction,
  type AvatarWizardState,
  avatarWizardReducer,
  initialCrop,
  initialWizardState,
} from "@/shared/custom-avatars/lib/avatar-wizard";

const picture = new File(["png"], "me.png", { type: "image/png" });
const voice = new File(["ogg"], "me.ogg", { type: "audio/ogg" });
const cropped = new Blob(["jpeg"], { type: "image/jpeg" });

const run = (actions: AvatarWizardAction[], from: AvatarWizardState = initialWizardState()) =>
  actions.reduce(avatarWizardReducer, from);

/** A wizard on the voice step with a cropped picture named "Studio me". */
const atVoice = () =>
  run([
    { type: "imagePicked", file: picture },
    { type: "nameChanged", name: "Studio me" },
    { type: "cropStarted" },
    { type: "cropDone", cropped },
  ]);

describe("the avatar creation wizard", () => {
  it("starts on upload with nothing chosen and no errors", () => {
    const s = initialWizardState();
    expect(s.step).toBe("upload");
    expect([s.imageFile, s.cropped, s.upload, s.imageError, s.voiceError, s.saveError]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("stays on upload with the reason when a picture is refused", () => {
    const s = run([{ type: "imageRejected", error: "Please upload a JPG, PNG or WebP image." }]);
    expect(s.step).toBe("upload");
    expect(s.imageError).toBe("Please upload a JPG, PNG or WebP image.");
  });

  it("goes to edit with a fresh crop when a picture is picked, clearing the upload error", () => {
    const s = run([
      { type: "imageRejected", error: "too big" },
      { type: "cropChanged", patch: { zoom: 2.5, rotation: 90 } },
      { type: "imagePicked", file: picture },
    ]);
    expect(s.step).toBe("edit");
    expect(s.imageFile).toBe(picture);
    expect(s.imageError).toBeNull();
    expect(s.crop).toEqual(initialCrop());
  });

  it("merges crop changes into the crop it has", () => {
    const s = run([
      { type: "cropChanged", patch: { zoom: 2 } },
      { type: "cropChanged", patch: { rotation: 270 } },
    ]);
    expect(s.crop).toMatchObject({ zoom: 2, rotation: 270, aspect: 9 / 16 });
  });

  it("clears the name error as soon as the name is edited", () => {
    const s = run([
      { type: "imagePicked", file: picture },
      { type: "nameRejected", error: "Avatar name is required." },
    ]);
    expect(s.nameError).toBe("Avatar name is required.");
    expect(run([{ type: "nameChanged", name: "S" }], s).nameError).toBeNull();
  });

  it("is busy while cropping, then moves to voice with the cropped picture", () => {
    const cropping = run([{ type: "imagePicked", file: picture }, { type: "cropStarted" }]);
    expect(cropping.cropping).toBe(true);
    const done = run([{ type: "cropDone", cropped }], cropping);
    expect(done).toMatchObject({ cropping: false, cropped, step: "voice" });
  });

  it("stays on edit with the reason when cropping fails", () => {
    const s = run([
      { type: "imagePicked", file: picture },
      { type: "cropStarted" },
      { type: "cropFailed", error: "Could not crop image." },
    ]);
    expect(s).toMatchObject({ step: "edit", cropping: false, editError: "Could not crop image." });
  });

  it("goes back voice -> edit -> upload keeping the name, and no further", () => {
    const s = atVoice();
    const edit = run([{ type: "back" }], s);
    expect(edit.step).toBe("edit");
    expect(edit.name).toBe("Studio me");
    expect(run([{ type: "back" }, { type: "back" }], edit).step).toBe("upload");
  });

  it("uses an uploaded voice file instead of a recording, and drops it on remove", () => {
    const recorded = run([{ type: "recordingStarted" }], atVoice());
    expect(recorded.useRecording).toBe(true);
    const uploaded = run([{ type: "voicePicked", file: voice }], recorded);
    expect(uploaded).toMatchObject({ upload: voice, useRecording: false, voiceError: null });
    expect(run([{ type: "sampleRemoved", source: "upload" }], uploaded).upload).toBeNull();
  });

  it("keeps an uploaded file when the recording that replaced it is removed", () => {
    const s = run([{ type: "voicePicked", file: voice }, { type: "recordingStarted" }], atVoice());
    const removed = run([{ type: "sampleRemoved", source: "recording" }], s);
    expect(removed).toMatchObject({ upload: voice, useRecording: false });
  });

  it("asks for a voice sample without showing an old save error", () => {
    const s = run(
      [
        { type: "saveRejected", error: "User not authenticated." },
        { type: "sampleMissing", error: "A voice sample is required." },
      ],
      atVoice(),
    );
    expect(s).toMatchObject({ step: "voice", saveError: null, voiceError: "A voice sample is required." });
  });

  it("saves through saving to saved, clearing the voice step's errors", () => {
    const s = run(
      [
        { type: "voiceRejected", error: "bad file" },
        { type: "voicePicked", file: voice },
        { type: "saveStarted" },
      ],
      atVoice(),
    );
    expect(s).toMatchObject({ step: "saving", voiceError: null, saveError: null });
    expect(run([{ type: "saved" }], s).step).toBe("saved");
  });

  it("returns to voice with the reason when the save fails", () => {
    const s = run(
      [
        { type: "voicePicked", file: voice },
        { type: "saveStarted" },
        { type: "saveFailed", error: "Failed to save avatar. Please try again." },
      ],
      atVoice(),
    );
    expect(s).toMatchObject({ step: "voice", saveError: "Failed to save avatar. Please try again." });
  });
});
