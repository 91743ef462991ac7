/** Pure builders of the speech engines' command lines (espeak-ng, Festival), tested as lists. */

/**
 * The word-timing helper (`native/espeak-words.c`): voice with variant, words per minute, pitch 0-99 and
 * the WAV to write; the text comes on stdin and the word events go to stdout as JSON lines.
 */
export function espeakWordsArgs(input: {
  voice: string;
  rate: number;
  pitch: number;
  outWav: string;
}): string[] {
  return [input.voice, String(Math.round(input.rate)), String(Math.round(input.pitch)), input.outWav];
}

/** gcc's build of that helper against libespeak-ng. */
export function espeakHelperBuildArgs(source: string, out: string): string[] {
  return ["-O2", "-o", out, source, "-lespeak-ng"];
}

/** The espeak-ng command speaking `text` with `voice` (e.g. "en+f3") into a WAV file. */
export function espeakWavArgs(voice: string, text: string, outWav: string): string[] {
  return ["-v", voice, "-w", outWav, text];
}

/** Festival in batch mode runs the script file and exits (the init files, unlike --script, are loaded). */
export const festivalArgs = (scriptPath: string) => ["-b", scriptPath];
