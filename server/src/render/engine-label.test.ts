import { createVideoRequestSchema } from "@reelsmith/contract/video";
import { describe, expect, it } from "vitest";
import { toRenderRequest } from "../services/videos";
import { engineLabel } from "./engine-label";

const request = (narrationMode: "avatar" | "voice") =>
  toRenderRequest(createVideoRequestSchema.parse({ narrationMode, story: "A fox finds a lantern." }));

describe("the engine label of a video", () => {
  const withDid = { LIPSYNC_PROVIDER: "d-id" } as const;
  const created = engineLabel(request("avatar"), withDid);

  it("names the configured engines when the task is created", () => {
    expect(created).toBe(
      "local writer + espeak-ng speech + local scene renderer + D-ID lip-sync avatar + ffmpeg",
    );
    expect(engineLabel(request("voice"), { WRITER_PROVIDER: "openai", SPEECH_PROVIDER: "openai" })).toBe(
      "openai writer + openai speech + local scene renderer + ffmpeg",
    );
  });

  it("names the hosted avatar engine when it made the avatar", () => {
    expect(engineLabel(request("avatar"), withDid, { avatar: "d-id", stock: false })).toBe(created);
  });

  it("names the local avatar when the hosted engine failed and the local one spoke", () => {
    expect(engineLabel(request("avatar"), withDid, { avatar: "local", stock: false })).toBe(
      "local writer + espeak-ng speech + local scene renderer + local avatar + ffmpeg",
    );
  });

  it("adds Pexels stock footage when a scene shows stock media", () => {
    expect(engineLabel(request("voice"), {}, { avatar: null, stock: true })).toBe(
      "local writer + espeak-ng speech + local scene renderer + Pexels stock footage + ffmpeg",
    );
  });

  it("names the speech engine that really spoke: SVOX Pico, RHVoice, or both when one sentence fell back", () => {
    const used = (speech: string) => ({ avatar: null, stock: false, speech });
    expect(engineLabel(request("voice"), {}, used("pico:en-US"))).toBe(
      "local writer + SVOX Pico speech + local scene renderer + ffmpeg",
    );
    expect(engineLabel(request("voice"), {}, used("rhvoice:bdl"))).toBe(
      "local writer + RHVoice speech + local scene renderer + ffmpeg",
    );
    expect(
      engineLabel(request("voice"), {}, used("rhvoice:bdl, espeak-ng (RHVoice failed: exit 1), rhvoice:bdl")),
    ).toBe("local writer + RHVoice and espeak-ng speech + local scene renderer + ffmpeg");
  });

  it("says the speech is the creator's recording when one narrates, whatever the speech engine", () => {
    const recorded = toRenderRequest(
      createVideoRequestSchema.parse({
        narrationMode: "voice",
        story: "A fox finds a lantern.",
        narration: { kind: "recording", mediaId: "med_voice0001" },
      }),
    );
    expect(
      engineLabel(
        recorded,
        { SPEECH_PROVIDER: "openai" },
        { avatar: null, stock: false, speech: "recording" },
      ),
    ).toBe("local writer + recorded speech + local scene renderer + ffmpeg");
  });
});
