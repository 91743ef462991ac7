import path from "node:path";
import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { voiceDefinitions } from "../../catalog/definitions/voices";
import { decodePcm } from "../../media/decode-pcm";
import { withTempDir } from "../../media/run-process";
import { publicEngine, voiceEntryOf } from "../../seed/seed-voices";
import { localSpeech } from "./local-speech";
import { endRiseSemitones } from "./pitch-contour";

/**
 * A question is heard as one by its end: the same words end higher asked than told. Each engine in each
 * language it serves says a statement and the question made of the same words (as near as the language
 * allows), through the speech provider; the pitch of the last 60 ms of voiced sound, against the
 * utterance's own median, must sit at least 3 semitones higher for the question.
 */
const pairs: Record<Language, [statement: string, question: string]> = {
  en: ["You are coming.", "Are you coming?"],
  es: ["Vienes mañana.", "¿Vienes mañana?"],
  fr: ["Tu viens demain.", "Tu viens demain ?"],
  de: ["Du kommst morgen.", "Kommst du morgen?"],
  hi: ["आप कल आ रहे हैं।", "क्या आप कल आ रहे हैं?"],
  kn: ["ನೀವು ನಾಳೆ ಬರುತ್ತೀರಿ.", "ನೀವು ನಾಳೆ ಬರುತ್ತೀರಾ?"],
  ta: ["நீங்கள் நாளை வருகிறீர்கள்.", "நீங்கள் நாளை வருகிறீர்களா?"],
  te: ["మీరు రేపు వస్తున్నారు.", "మీరు రేపు వస్తున్నారా?"],
};

/** Every voice not spoken by espeak-ng, and each language's first espeak-ng voice. */
const tested = voiceDefinitions.filter(
  (v) =>
    publicEngine(v) !== "espeak-ng" ||
    v === voiceDefinitions.find((w) => w.language === v.language && publicEngine(w) === "espeak-ng"),
);

describe("questions are intoned: the end rises against the same words said as a statement", () => {
  for (const def of tested) {
    it(`${def.name} (${def.language}, ${def.festival?.name ?? def.pico ?? def.rhvoice ?? "espeak-ng"})`, async () => {
      await withTempDir("intonation", async (dir) => {
        const voice = {
          public: { id: def.id, voice_name: def.name, voice_sample: "", tags: [] },
          ...voiceEntryOf(def),
        };
        const rise = async (text: string, name: string) => {
          const outWav = path.join(dir, name);
          await localSpeech.synthesize({ text, language: def.language, voice, outWav });
          return endRiseSemitones(await decodePcm(outWav, 16_000), 16_000);
        };
        const [statement, question] = pairs[def.language];
        const told = await rise(statement, "statement.wav");
        const asked = await rise(question, "question.wav");
        if (process.env.PRINT_INTONATION)
          console.info(`${def.id}: ${told.toFixed(1)} → ${asked.toFixed(1)} st`);
        expect(asked - told).toBeGreaterThanOrEqual(3);
      });
    });
  }
});
