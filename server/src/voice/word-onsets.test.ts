import path from "node:path";
import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { type VoiceDefinition, voiceDefinitions } from "../catalog/definitions/voices";
import { withTempDir } from "../media/run-process";
import { publicEngine, voiceEntryOf } from "../seed/seed-voices";
import { onsetOffsets, soundOnsetsMs } from "../test/sound-onsets";
import { localSpeech } from "./local-speech";

/**
 * Caption word times against the audio itself. The independent measure is the onset of sound after each
 * pause (energy in 10 ms frames, silence of 120 ms or more splits), on short phrases separated by sentence
 * breaks so the engine pauses before many words. Each onset must sit within 100 ms of a word start the
 * engine reported, and most phrases must give an onset (so the check covers the paragraph). Every engine
 * in every language it serves: each voice that is not espeak-ng's (Festival, RHVoice, SVOX Pico: their
 * word times are the engine's own or a forced alignment), and each language's first espeak-ng voice.
 */
const paragraphs: Record<Language, string> = {
  en: "Morning light. Garden path. Window seat. River bank. Yellow lantern. Little baby.",
  es: "Mañana. Jardín. Ventana. Río. Luna. Madre. Amarillo. Número. Bebé. Cena.",
  fr: "Matin. Jardin. Fenêtre. Rivière. Lune. Mère. Jaune. Nombre. Bébé. Dîner.",
  de: "Morgen. Garten. Fenster. Fluss. Mond. Mutter. Gelb. Nummer. Baby. Abend.",
  hi: "सुबह। बगीचा। खिड़की। नदी। चाँद। माँ। पीला। नंबर। बच्चा। खाना।",
  kn: "ಬೆಳಿಗ್ಗೆ. ತೋಟ. ಕಿಟಕಿ. ನದಿ. ಚಂದ್ರ. ಅಮ್ಮ. ಹಳದಿ. ಸಂಖ್ಯೆ. ಮಗು. ಊಟ.",
  ta: "காலை. தோட்டம். ஜன்னல். நதி. நிலா. அம்மா. மஞ்சள். எண். குழந்தை. உணவு.",
  te: "ఉదయం. తోట. కిటికీ. నది. చంద్రుడు. అమ్మ. పసుపు. సంఖ్య. పాప. భోజనం.",
};

/** The engine that must have spoken (the speech provider's `engine`). */
const engineOf = (v: VoiceDefinition) =>
  v.festival
    ? `festival:${v.festival.name}`
    : v.pico
      ? `pico:${v.pico}`
      : v.rhvoice
        ? `rhvoice:${v.rhvoice}`
        : "espeak-ng";

const tested = voiceDefinitions.filter(
  (v) =>
    publicEngine(v) !== "espeak-ng" ||
    v === voiceDefinitions.find((w) => w.language === v.language && publicEngine(w) === "espeak-ng"),
);

describe("caption word times of every engine in each language it serves", () => {
  for (const def of tested) {
    const language = def.language;
    const text = paragraphs[language];
    it(`start within 100 ms of the sound's onsets: ${def.name} (${engineOf(def)}, ${language})`, async () => {
      await withTempDir("onsets", async (dir) => {
        const wav = path.join(dir, "a.wav");
        const r = await localSpeech.synthesize({
          text,
          language,
          voice: {
            public: { id: def.id, voice_name: def.name, voice_sample: "", tags: [] },
            ...voiceEntryOf(def),
          },
          outWav: wav,
        });
        expect(r.engine).toBe(engineOf(def));
        expect(r.words.map((w) => w.text)).toEqual(text.split(" "));
        const onsets = await soundOnsetsMs(wav, { floorDb: -35, minGapMs: 130, riseDb: 20 });
        const phrases = text.split(/[.।]\s*/).filter(Boolean).length;
        expect(onsets.length).toBeGreaterThanOrEqual(Math.ceil(phrases * 0.8));
        const offsets = onsetOffsets(
          onsets,
          r.words.map((w) => w.startMs),
        );
        const mean = offsets.reduce((a, b) => a + b, 0) / offsets.length;
        if (process.env.PRINT_ONSETS) {
          console.info(
            `${def.id}: ${onsets.length} onsets, mean ${mean.toFixed(0)}, max ${Math.max(...offsets)} ms`,
          );
        }
        expect(Math.max(...offsets)).toBeLessThan(100);
        expect(mean).toBeLessThan(100);
      });
    });
  }
});
