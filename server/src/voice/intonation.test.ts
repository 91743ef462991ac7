import path from "node:path";
import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { voiceDefinitions } from "../catalog/definitions/voices";
import { decodePcm } from "../media/decode-pcm";
import { withTempDir } from "../media/run-process";
import { publicEngine, voiceEntryOf } from "../seed/seed-voices";
import { localSpeech } from "./local-speech";
import { pitchShape } from "./pitch-contour";

/**
 * A question is heard as one by its end, an exclamation by its raised accent and its fall. Each engine
 * in each language it serves says a statement, the question made of the same words (as near as the
 * language allows) and the statement exclaimed, through the speech provider (pitch-contour.ts). Against
 * each utterance's own median pitch, the question's last 60 ms of voiced sound must sit at least 3
 * semitones higher than the statement's. The exclamation's peak (the top tenth of its voiced frames)
 * (also against the statement's median, so a raised voice counts) must be at least 2 semitones higher
 * than the statement's, and its end at least 4 under its own peak (a question's end is at or over its
 * peak). Measured before exclamation.ts: the same peak and end as the statement on every voice.
 */
const sentences: Record<Language, [statement: string, question: string, exclamation: string]> = {
  en: ["You are coming.", "Are you coming?", "You are coming!"],
  es: ["Vienes mañana.", "¿Vienes mañana?", "¡Vienes mañana!"],
  fr: ["Tu viens demain.", "Tu viens demain ?", "Tu viens demain !"],
  de: ["Du kommst morgen.", "Kommst du morgen?", "Du kommst morgen!"],
  hi: ["आप कल आ रहे हैं।", "क्या आप कल आ रहे हैं?", "आप कल आ रहे हैं!"],
  kn: ["ನೀವು ನಾಳೆ ಬರುತ್ತೀರಿ.", "ನೀವು ನಾಳೆ ಬರುತ್ತೀರಾ?", "ನೀವು ನಾಳೆ ಬರುತ್ತೀರಿ!"],
  ta: ["நீங்கள் நாளை வருகிறீர்கள்.", "நீங்கள் நாளை வருகிறீர்களா?", "நீங்கள் நாளை வருகிறீர்கள்!"],
  te: ["మీరు రేపు వస్తున్నారు.", "మీరు రేపు వస్తున్నారా?", "మీరు రేపు వస్తున్నారు!"],
};

/** Every voice not spoken by espeak-ng, and each language's first espeak-ng voice. */
const tested = voiceDefinitions.filter(
  (v) =>
    publicEngine(v) !== "espeak-ng" ||
    v === voiceDefinitions.find((w) => w.language === v.language && publicEngine(w) === "espeak-ng"),
);

type Def = (typeof voiceDefinitions)[number];

/** The melody of the voice's statement, question and exclamation (semitones against each one's median). */
async function shapes(def: Def) {
  return withTempDir("intonation", async (dir) => {
    const voice = {
      public: { id: def.id, voice_name: def.name, voice_sample: "", tags: [] },
      ...voiceEntryOf(def),
    };
    const shape = async (text: string, name: string, tailMs = 60) => {
      const outWav = path.join(dir, name);
      await localSpeech.synthesize({ text, language: def.language, voice, outWav });
      return pitchShape(await decodePcm(outWav, 16_000), 16_000, tailMs);
    };
    const [statement, question, exclamation] = sentences[def.language];
    const told = await shape(statement, "statement.wav");
    const asked = await shape(question, "question.wav");
    const shout = await shape(exclamation, "exclamation.wav");
    // Its peak also against the statement's median: a raised voice counts, as it is heard.
    const exclaimed = { ...shout, raised: shout.peak + 12 * Math.log2(shout.medianHz / told.medianHz) };
    if (process.env.PRINT_INTONATION) {
      const f = (s: { peak: number; end: number }) => `peak ${s.peak.toFixed(1)} end ${s.end.toFixed(1)}`;
      const raised = `raised ${exclaimed.raised.toFixed(1)}`;
      console.info(`${def.id}: told ${f(told)} | asked ${f(asked)} | exclaimed ${f(exclaimed)} ${raised}`);
    }
    return { told, asked, exclaimed };
  });
}

describe("questions and exclamations are intoned, each unlike the same words said as a statement", () => {
  for (const def of tested) {
    const label = def.festival?.name ?? def.pico ?? def.rhvoice ?? "espeak-ng";
    it(`${def.name} (${def.language}, ${label}): a question ends high, an exclamation peaks and falls`, async () => {
      const { told, asked, exclaimed } = await shapes(def);
      expect(asked.end - told.end).toBeGreaterThanOrEqual(3);
      expect(exclaimed.raised - told.peak).toBeGreaterThanOrEqual(2);
      expect(exclaimed.peak - exclaimed.end).toBeGreaterThanOrEqual(4);
    });
  }
});
