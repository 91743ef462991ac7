import { describe, expect, it } from "vitest";
import { voiceDefinitions } from "../catalog/definitions/voices";
import type { CatalogManifest, VoiceEntry } from "../catalog/types";
import { catalogFrom } from "../render/catalog-access";
import { decodePcm } from "../render/loudness";
import { runProcess, withTempDir } from "../render/process";
import { closestVoice, genderForPitch, medianPitchHz } from "./avatar-processing-voice";

const voices = voiceDefinitions.map(
  (d) =>
    ({
      public: { id: d.id },
      language: d.language,
      gender: d.gender,
      pitch: d.pitch,
    }) as unknown as VoiceEntry,
);

async function pitchOf(args: string[], command = "ffmpeg"): Promise<number | null> {
  return withTempDir("pitch-test", async (dir) => {
    const out = `${dir}/s.wav`;
    await runProcess(command, command === "ffmpeg" ? ["-y", ...args, out] : [...args, "-w", out]);
    return medianPitchHz(await decodePcm(out, 16_000));
  });
}

describe("the pitch of a voice sample", () => {
  it("measures the fundamental of a tone", async () => {
    expect(await pitchOf(["-f", "lavfi", "-i", "sine=f=220:d=2"])).toBeCloseTo(220, -1);
    expect(await pitchOf(["-f", "lavfi", "-i", "sine=f=110:d=2"])).toBeCloseTo(110, -1);
  });

  it("hears a high speaking voice as female and a low one as male", async () => {
    const text = ["Hello, this is my voice for the story videos."];
    const high = await pitchOf(["-v", "en-us+f3", ...text], "espeak-ng");
    const low = await pitchOf(["-v", "en+m3", ...text], "espeak-ng");
    expect(genderForPitch(high ?? 0)).toBe("female");
    expect(genderForPitch(low ?? 0)).toBe("male");
  });

  it("finds no pitch in silence or noise", async () => {
    expect(await pitchOf(["-f", "lavfi", "-i", "anullsrc=d=1"])).toBeNull();
    expect(await pitchOf(["-f", "lavfi", "-i", "anoisesrc=d=1:c=white:a=0.5"])).toBeNull();
  });
});

describe("the closest stock voice", () => {
  it("picks an English female voice for a high sample and a male one for a low sample", () => {
    const female = closestVoice(voices, 230);
    const male = closestVoice(voices, 100);
    expect([female?.language, female?.gender]).toEqual(["en", "female"]);
    expect([male?.language, male?.gender]).toEqual(["en", "male"]);
  });

  it("picks a higher-set voice for a higher pitch within a gender", () => {
    const lowMale = closestVoice(voices, 80);
    const highMale = closestVoice(voices, 150);
    expect((highMale?.pitch ?? 0) > (lowMale?.pitch ?? 0)).toBe(true);
  });

  it("picks from the language asked for", () => {
    expect(closestVoice(voices, 230, "de")?.public.id).toMatch(/^de-/);
  });

  it("narrates a story in another language with that language's voice of the same gender", () => {
    const catalog = catalogFrom({ voices } as unknown as CatalogManifest);
    const male = closestVoice(voices, 100);
    const german = catalog.voice(male?.public.id ?? null, "de");
    expect([german.language, german.gender]).toEqual(["de", "male"]);
    const female = closestVoice(voices, 230);
    expect(catalog.voice(female?.public.id ?? null, "hi").gender).toBe("female");
  });
});
