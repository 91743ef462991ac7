import { decodePcm } from "../media/decode-pcm";

/**
 * An independent measure of where words start: the onsets of sound after silence in the audio itself
 * (10 ms frames, a frame is sound when its level is within 35 dB of the loudest frame, silence must last
 * 80 ms to split). On a paragraph whose words are separated by pauses, each onset is a word's onset.
 */
export async function soundOnsetsMs(wav: string, opts = { floorDb: -35, minGapMs: 80 }): Promise<number[]> {
  const rate = 16_000;
  const pcm = await decodePcm(wav, rate);
  const frame = rate / 100;
  const levels: number[] = [];
  for (let a = 0; a + frame <= pcm.length; a += frame) {
    let s = 0;
    for (let i = a; i < a + frame; i++) s += ((pcm[i] as number) / 32768) ** 2;
    levels.push(10 * Math.log10(s / frame + 1e-12));
  }
  const loudest = Math.max(...levels);
  const onsets: number[] = [];
  let silentFrames = Number.POSITIVE_INFINITY;
  for (const [i, db] of levels.entries()) {
    if (db >= loudest + opts.floorDb) {
      if (silentFrames * 10 >= opts.minGapMs) onsets.push(i * 10);
      silentFrames = 0;
    } else silentFrames++;
  }
  return onsets;
}

/** Each onset's distance to the nearest word start, in ms. */
export const onsetOffsets = (onsets: number[], wordStarts: number[]) =>
  onsets.map((o) => Math.min(...wordStarts.map((w) => Math.abs(w - o))));
