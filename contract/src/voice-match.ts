import { type Voice, type VoiceEngine, voiceEngines } from "./catalog";

/**
 * Offline, a custom avatar narrates with a stock voice: the story's language first, then the gender of
 * the user's sample (by its median pitch), then the best engine, then the voice whose own pitch is nearest;
 * the pitch setting then moves it toward the sample. The server renders with this choice and the editor
 * names it before the render, from the same rule. A voice made from another of its engine (the es, fr
 * and de men made from SVOX Pico's women) counts as its engine: it is matched by its own gender and
 * measured pitch, so a Spanish man's sample gets Pablo (Pico) before espeak-ng's men.
 */

/** Adult speaking pitch: men mostly 85-155 Hz, women 165-255 Hz; the split sits between. */
export const FEMALE_FROM_HZ = 165;
/** How far the pitch setting moves a voice toward the sample: beyond this the shifted voice sounds strained. */
export const MATCH_PITCH_RANGE = { min: 0.8, max: 1.25 } as const;

export const genderForPitch = (hz: number): "female" | "male" => (hz >= FEMALE_FROM_HZ ? "female" : "male");

const tag = (v: Voice, name: string) =>
  v.tags.find((t) => t.startsWith(`${name}:`))?.slice(name.length + 1) ?? null;
const engineRank = (v: Voice) => voiceEngines.indexOf((v.engine ?? "espeak-ng") as VoiceEngine);

export interface VoiceMatch {
  voice: Voice;
  /** The pitch multiplier that moves the voice toward the sample (1 when either pitch is unknown). */
  pitch: number;
}

export function matchStockVoice(
  voices: Voice[],
  sampleHz: number | null,
  language: string,
): VoiceMatch | null {
  const inLanguage = voices.filter((v) => tag(v, "language") === language);
  const gender = sampleHz === null ? null : genderForPitch(sampleHz);
  const sameGender = gender ? inLanguage.filter((v) => tag(v, "gender") === gender) : [];
  const pool = sameGender.length > 0 ? sameGender : inLanguage.length > 0 ? inLanguage : voices;
  if (pool.length === 0) return null;
  const best = Math.min(...pool.map(engineRank));
  const candidates = pool.filter((v) => engineRank(v) === best);
  const distance = (v: Voice) =>
    sampleHz !== null && v.pitch_hz ? Math.abs(Math.log2(sampleHz / v.pitch_hz)) : Number.POSITIVE_INFINITY;
  const voice = candidates.reduce((a, b) => (distance(b) < distance(a) ? b : a));
  if (sampleHz === null || !voice.pitch_hz) return { voice, pitch: 1 };
  const ratio = sampleHz / voice.pitch_hz;
  const pitch = Math.min(MATCH_PITCH_RANGE.max, Math.max(MATCH_PITCH_RANGE.min, ratio));
  return { voice, pitch: Math.round(pitch * 100) / 100 };
}
