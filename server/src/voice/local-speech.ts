import type { VoiceEntry } from "../catalog/types";
import { applyDerivedVoice } from "./derived-voice";
import { type SpeechResult, synthesizeSpeech } from "./espeak";
import { louderExclamations } from "./exclamation";
import { synthesizeFestival, synthesizeFestivalMany } from "./festival";
import { matchSpeechLoudness } from "./loudness";
import { synthesizePico } from "./pico";
import { ensurePauses } from "./prosody-pauses";
import { QUESTION_RISE_CENTS } from "./question-rise";
import { synthesizeRhvoice } from "./rhvoice";
import { intoneSentences } from "./sentence-melody";
import { type SpokenToken, spokenTokens, timesForText } from "./text-normalise";
import { espeakProsody, neutralSettings, type VoiceSettings } from "./voice-settings";

/** One text to speak, in a voice of the catalogue, into a WAV file. */
export interface SpeechInput {
  text: string;
  language: string;
  voice: VoiceEntry;
  outWav: string;
  /** Pitch and speed multipliers; neutral when absent. */
  settings?: VoiceSettings;
}

const ESPEAK = "espeak-ng";

function speakEspeak(
  { language, voice, outWav, settings }: SpeechInput,
  text: string,
): Promise<SpeechResult> {
  const { rate, pitch } = espeakProsody(voice, settings ?? neutralSettings);
  return synthesizeSpeech({ text, language, espeakName: voice.espeakName, rate, pitch, outWav });
}

/** A Festival voice's engine voice; one made from an NSK voice sets its pitch through the intonation's mean. */
function festivalVoiceOf(voice: SpeechInput["voice"]) {
  if (voice.engine !== "festival" || !voice.festival) return null;
  const { intonationHz } = voice.festival;
  return intonationHz && voice.derived
    ? { ...voice.festival, intonationHz: intonationHz * voice.derived.pitch }
    : voice.festival;
}

/** The voice's own engine, saying `text` (already normalised for speech); null for espeak-ng voices. */
function speakOwnEngine(input: SpeechInput, text: string): Promise<SpeechResult> | null {
  const { voice, outWav, settings } = input;
  const festival = festivalVoiceOf(voice);
  if (festival) {
    return synthesizeFestival({ text, voice: festival, outWav, settings }).then((r) => ({
      ...r,
      engine: `festival:${festival.name}`,
    }));
  }
  if (voice.engine === "pico" && voice.pico) {
    const base = settings ?? neutralSettings;
    const pitch = base.pitch * (voice.derived?.pitch ?? 1);
    return synthesizePico({ text, language: voice.pico, outWav, settings: { ...base, pitch } });
  }
  if (voice.engine === "rhvoice" && voice.rhvoice) {
    return synthesizeRhvoice({ text, voice: voice.rhvoice, outWav, settings });
  }
  return null;
}

/**
 * How much a question's end must be raised after the engine (question-rise.ts): RHVoice and the Festival
 * voices that keep their own intonation (HTS, kal_diphone) end it falling, espeak-ng level; the NSK
 * voices get their rise from festival-intonation.ts, and Pico raises a question itself.
 */
function questionRiseCents(voice: SpeechInput["voice"], spokenBy: string): number {
  if (spokenBy === ESPEAK) return QUESTION_RISE_CENTS.level;
  if (voice.engine === "rhvoice") return QUESTION_RISE_CENTS.falling;
  if (voice.engine === "festival" && !voice.festival?.intonationHz) return QUESTION_RISE_CENTS.falling;
  return 0;
}

const engineLabel: Record<string, string> = { festival: "Festival", pico: "SVOX Pico", rhvoice: "RHVoice" };

/**
 * The offline engines: each voice names its own (Festival, SVOX Pico, RHVoice, or espeak-ng). The text is
 * first normalised for speech in the voice's language (numbers, dates, currencies, abbreviations: see
 * text-normalise.ts) and the word times are mapped back onto the text's own words. A voice whose engine
 * is missing or fails speaks with its espeak-ng fallback voice, and the result says so, so the task
 * records which engine really spoke. A question's end is raised where the engine leaves it falling or
 * level (question-rise.ts), pauses the text asks for and the engine left out are added
 * (prosody-pauses.ts), and every engine's audio is brought to one loudness (loudness.ts).
 */
export const localSpeech = {
  name: "local",
  async synthesize(input: SpeechInput): Promise<SpeechResult> {
    const { voice } = input;
    const tokens = spokenTokens(input.text, voice.language, voice.engine ?? ESPEAK);
    const spoken = tokens.flatMap((t) => t.spoken).join(" ");
    let r: SpeechResult;
    const own = speakOwnEngine(input, spoken);
    if (own) {
      try {
        r = await own;
        if (voice.derived) await applyDerivedVoice(input.outWav, voice.derived);
      } catch (err) {
        r = {
          ...(await speakEspeak(input, spoken)),
          engine: `${ESPEAK} (${engineLabel[voice.engine ?? ""] ?? voice.engine} failed: ${String(
            (err as Error).message,
          ).slice(0, 200)})`,
        };
      }
    } else {
      r = { ...(await speakEspeak(input, spoken)), engine: ESPEAK };
    }
    return afterEngine(input, tokens, r);
  },

  /**
   * Texts of one Festival voice at one setting are said in one Festival run (festival.ts), each then
   * shaped as `synthesize` shapes it; any other voice, or a failed run, speaks them one after another
   * (the caller runs several of these side by side for its concurrency).
   */
  async synthesizeMany(inputs: SpeechInput[]): Promise<SpeechResult[]> {
    const first = inputs[0];
    const festival = first ? festivalVoiceOf(first.voice) : null;
    const alike = inputs.every(
      (i) => i.voice === first?.voice && JSON.stringify(i.settings) === JSON.stringify(first?.settings),
    );
    if (!first || !festival || inputs.length < 2 || !alike) return oneByOne(inputs);
    const tokens = inputs.map((i) => spokenTokens(i.text, first.voice.language, "festival"));
    let said: SpeechResult[];
    try {
      said = await synthesizeFestivalMany(
        festival,
        inputs.map((input, k) => ({
          text: (tokens[k] ?? []).flatMap((t) => t.spoken).join(" "),
          outWav: input.outWav,
        })),
        first.settings,
      );
      const { derived } = first.voice;
      if (derived) await Promise.all(inputs.map((i) => applyDerivedVoice(i.outWav, derived)));
    } catch {
      return oneByOne(inputs);
    }
    return Promise.all(
      inputs.map((input, k) =>
        afterEngine(input, tokens[k] ?? [], {
          ...(said[k] as SpeechResult),
          engine: `festival:${festival.name}`,
        }),
      ),
    );
  },
};

async function oneByOne(inputs: SpeechInput[]): Promise<SpeechResult[]> {
  const out: SpeechResult[] = [];
  for (const input of inputs) out.push(await localSpeech.synthesize(input));
  return out;
}

/**
 * What every engine's speech gets after the engine: questions and exclamations intoned, missing pauses,
 * one loudness, exclamations a little louder, and the word times mapped back onto the text's words.
 */
async function afterEngine(
  input: SpeechInput,
  tokens: SpokenToken[],
  said: SpeechResult,
): Promise<SpeechResult> {
  const { voice } = input;
  const cents = questionRiseCents(voice, said.engine?.startsWith(ESPEAK) ? ESPEAK : (voice.engine ?? ESPEAK));
  await intoneSentences(input.outWav, said.words, cents);
  const r = await ensurePauses(input.outWav, said, input.settings?.speed ?? 1);
  await matchSpeechLoudness(input.outWav);
  await louderExclamations(input.outWav, r.words);
  return { ...r, words: timesForText(tokens, r.words) };
}
