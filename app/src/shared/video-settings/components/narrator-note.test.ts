import type { Voice } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { narratorText } from "./narrator-note";

const v = (
  id: string,
  name: string,
  language: string,
  gender: string,
  engine: Voice["engine"],
  pitch_hz: number,
) =>
  ({
    id,
    voice_name: name,
    voice_sample: "",
    tags: [`language:${language}`, `gender:${gender}`],
    engine,
    pitch_hz,
  }) as Voice;
const voices = [
  v("en-us-emma", "Emma", "en", "female", "festival-hts", 172),
  v("en-gb-oliver", "Oliver", "en", "male", "espeak-ng", 98),
  v("de-de-anna", "Anna", "de", "female", "espeak-ng", 230),
  v("de-de-max", "Max", "de", "male", "espeak-ng", 110),
];

describe("the note under a custom avatar", () => {
  it("names the stock voice that will narrate in the video's language, its engine and the pitch move", () => {
    const avatar = { voice_clone_id: null, voice_id: "en-us-emma", voice_pitch_hz: 200 };
    expect(narratorText(avatar, "Emma", voices, "en")).toBe(
      "Narrated by Emma (Festival HTS), the closest stock voice, its pitch moved 1.16x toward your sample",
    );
    expect(narratorText(avatar, "Emma", voices, "de")).toBe(
      "Narrated by Anna (eSpeak NG), the closest stock voice, its pitch moved 0.87x toward your sample",
    );
  });

  it("gives a woman's sample a woman's voice, never the nearest man's", () => {
    const avatar = { voice_clone_id: null, voice_id: "en-us-emma", voice_pitch_hz: 170 };
    expect(narratorText(avatar, "Emma", voices, "de")).toMatch(/^Narrated by Anna/);
  });

  it("says the cloned voice narrates when there is one", () => {
    expect(
      narratorText({ voice_clone_id: "c1", voice_id: "en-us-emma", voice_pitch_hz: 200 }, "Emma", voices),
    ).toBe("Narrated by its cloned voice, made from your sample");
  });
});
