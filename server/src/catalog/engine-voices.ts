/**
 * The voices the offline speech engines offer, as the catalogue names them: the catalogue's voice entries
 * pick one, and the engines in voice/ speak it.
 */

export interface FestivalVoice {
  /** Festival's voice name, selected with (voice_<name>). */
  name: string;
  /** HTS voices take their speed from the engine's rate; diphone voices from Duration_Stretch. */
  kind: "hts" | "diphone";
  /**
   * Voices that read their own script (Debian festvox-hi-nsk, festvox-te-nsk) take the text as UTF-8;
   * the others read bytes as Latin text and get it made ASCII.
   */
  script?: "utf8";
  /**
   * For a voice with no intonation of its own (the NSK voices speak at one pitch): its mean pitch in Hz,
   * around which voice/festival-intonation.ts shapes phrases, questions and exclamations.
   */
  intonationHz?: number;
}

/**
 * A voice made from another one of its engine (voice/derived-voice.ts): the engine's pitch
 * times `pitch`, then formants and pitch together times `formant`. `from` names the voice it is made from.
 */
export interface DerivedVoice {
  from: string;
  pitch: number;
  formant: number;
}

/** SVOX Pico's languages (Debian libttspico-data). */
const picoLanguages = ["en-US", "en-GB", "de-DE", "es-ES", "fr-FR", "it-IT"] as const;
export type PicoLanguage = (typeof picoLanguages)[number];

/**
 * RHVoice's English voices whose licence allows use in a product (LGPL-2.1+, the package's data/*):
 * the package's other English voices (evgeniy-eng, lyubov) are CC-BY-NC-ND and never used.
 */
export const rhvoiceVoices = ["alan", "bdl", "clb", "slt"] as const;
export type RhvoiceVoice = (typeof rhvoiceVoices)[number];
