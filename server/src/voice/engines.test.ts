import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodePcm } from "../media/decode-pcm";
import { runFfmpeg, withTempDir } from "../media/run-process";
import { medianPitchHz, PITCH_SAMPLE_RATE } from "../services/avatar-processing-voice";
import { expectEveryWordTimedInOrder } from "../test/speech-checks";
import type { SpeechResult } from "./espeak";
import { localSpeech } from "./local-speech";
import { parseSpeechLoudness, SPEECH_LUFS } from "./loudness";
import { synthesizePico } from "./pico";
import { synthesizeRhvoice } from "./rhvoice";
import type { VoiceSettings } from "./voice-settings";

const text = "Every morning, the keeper climbed the stairs. He had done this for forty years!";

type Speak = (outWav: string, settings?: VoiceSettings) => Promise<SpeechResult>;
const engines: [string, Speak][] = [
  ["SVOX Pico", (outWav, settings) => synthesizePico({ text, language: "en-US", outWav, settings })],
  ["RHVoice", (outWav, settings) => synthesizeRhvoice({ text, voice: "bdl", outWav, settings })],
];

for (const [name, speak] of engines) {
  describe(`${name} speech`, () => {
    it("times every word of the text, in order, inside the audio", async () => {
      await withTempDir("engine-test", async (dir) => {
        const r = await speak(path.join(dir, "a.wav"));
        expectEveryWordTimedInOrder(r, text);
      });
    });

    it("speaks faster at speed 1.5 and its word times shrink with the audio", async () => {
      await withTempDir("engine-test", async (dir) => {
        const normal = await speak(path.join(dir, "a.wav"));
        const fast = await speak(path.join(dir, "b.wav"), { pitch: 1, speed: 1.5 });
        const ratio = fast.durationMs / normal.durationMs;
        expect(ratio).toBeGreaterThan(0.55);
        expect(ratio).toBeLessThan(0.8);
        const last = (r: SpeechResult) => r.words.at(-1)?.startMs ?? 0;
        expect(last(fast) / last(normal)).toBeGreaterThan(0.55);
        expect(last(fast) / last(normal)).toBeLessThan(0.8);
      });
    });

    it("speaks higher at pitch 1.25 without moving the words much", async () => {
      await withTempDir("engine-test", async (dir) => {
        const normal = await speak(path.join(dir, "a.wav"));
        const high = await speak(path.join(dir, "b.wav"), { pitch: 1.25, speed: 1 });
        const f0 = async (f: string) => medianPitchHz(await decodePcm(f, PITCH_SAMPLE_RATE)) ?? 0;
        const ratio = (await f0(path.join(dir, "b.wav"))) / (await f0(path.join(dir, "a.wav")));
        expect(ratio).toBeGreaterThan(1.12);
        expect(Math.abs(high.durationMs - normal.durationMs) / normal.durationMs).toBeLessThan(0.05);
      });
    });
  });
}

describe("loudness of the offline voices", () => {
  it("is the same for every engine, whatever level the engine speaks at", async () => {
    await withTempDir("engine-test", async (dir) => {
      const entry = (engine: "festival" | "pico" | "rhvoice" | "espeak-ng") => ({
        public: { id: engine, voice_name: engine, voice_sample: "", tags: [] },
        language: "en" as const,
        gender: "female" as const,
        engine,
        festival: { name: "cmu_us_slt_arctic_hts", kind: "hts" as const },
        pico: "en-US" as const,
        rhvoice: "clb" as const,
        espeakName: "en-us+f3",
        rate: 165,
        pitch: 60,
      });
      for (const engine of ["festival", "pico", "rhvoice", "espeak-ng"] as const) {
        const wav = path.join(dir, `${engine}.wav`);
        const r = await localSpeech.synthesize({ text, language: "en", voice: entry(engine), outWav: wav });
        expect(r.engine?.startsWith(engine)).toBe(true);
        const m = parseSpeechLoudness(
          (await runFfmpeg(["-i", wav, "-af", "ebur128=peak=sample", "-f", "null", "-"])).stderr,
        );
        expect(Math.abs((m?.i ?? 0) - SPEECH_LUFS)).toBeLessThan(1);
      }
    });
  });
});
