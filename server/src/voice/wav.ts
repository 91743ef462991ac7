import fs from "node:fs/promises";
import { readPcm16 } from "../media/wav-pcm";

/** Duration of a PCM WAV file from its header and data chunk size. */
export async function wavDurationMs(file: string): Promise<number> {
  const data = await fs.readFile(file);
  const bytesPerSecond = data.readUInt32LE(28);
  const dataAt = data.indexOf("data", 12);
  const size = dataAt > 0 ? data.readUInt32LE(dataAt + 4) : data.length - 44;
  // sox and Festival may leave the data size at its maximum when they stream: the file length is the truth.
  const bytes = dataAt > 0 ? Math.min(size, data.length - dataAt - 8) : size;
  return bytesPerSecond > 0 ? Math.round((bytes / bytesPerSecond) * 1000) : 0;
}

/**
 * Quiets the given stretches of a 16-bit PCM WAV in place by 40 dB (a 10 ms fade at each side, inside the
 * stretch): the pauses of diphone voices carry the residual's hiss, which reads as sound between words.
 * Not to digital zero: pocketsphinx loses its time base over long runs of exact zeros.
 */
export async function silenceStretches(file: string, stretchesMs: Stretch[]) {
  await editStretches(file, stretchesMs, 10, (samples, a, b, fade) => {
    for (let i = a; i < b; i++) {
      const g = Math.min(1, Math.max(0, Math.min(i - a, b - 1 - i) / fade));
      samples.set(i, Math.round(samples.get(i) * (1 - 0.99 * g)));
    }
  });
}

type Stretch = { startMs: number; endMs: number };

/**
 * Edits each stretch of a 16-bit PCM WAV in place (as samples a..b, with the ramp in samples; stretches
 * shorter than two ramps are left), then writes the file back. Another format is left as it is.
 */
async function editStretches(
  file: string,
  stretchesMs: Stretch[],
  rampMs: number,
  edit: (
    samples: { get(i: number): number; set(i: number, v: number): void },
    a: number,
    b: number,
    ramp: number,
  ) => void,
) {
  const wav = await readPcm16(file);
  if (!wav) return;
  const { data, rate, first } = wav;
  const count = Math.floor((data.length - first) / 2);
  const ramp = Math.round((rate * rampMs) / 1000);
  const samples = {
    get: (i: number) => data.readInt16LE(first + i * 2),
    set: (i: number, v: number) => data.writeInt16LE(v, first + i * 2),
  };
  for (const s of stretchesMs) {
    const a = Math.max(0, Math.round((s.startMs * rate) / 1000));
    const b = Math.min(count, Math.round((s.endMs * rate) / 1000));
    if (b - a >= 2 * ramp) edit(samples, a, b, ramp);
  }
  await fs.writeFile(file, data);
}

/**
 * Inserts silences into a 16-bit PCM WAV in place: `ms` of silence at each `atMs`, each cut moved to the
 * quietest 10 ms frame within 40 ms before it, so no sound is split. Returns the cuts made (time in the
 * original audio, length), in time order.
 */
export async function insertSilences(
  file: string,
  pauses: { atMs: number; ms: number }[],
): Promise<{ atMs: number; ms: number }[]> {
  const wav = await readPcm16(file);
  if (!wav || pauses.length === 0) return [];
  const { data, rate, dataAt, first } = wav;
  const pcm = data.subarray(first, first + Math.floor((data.length - first) / 2) * 2);
  const samples = pcm.length / 2;
  const frame = Math.round(rate / 100);
  const energy = (s: number) => {
    let e = 0;
    for (let i = Math.max(0, s); i < Math.min(samples, s + frame); i++) e += pcm.readInt16LE(i * 2) ** 2;
    return e;
  };
  const cuts = [...pauses]
    .sort((a, b) => a.atMs - b.atMs)
    .map((p) => {
      const at = Math.round((p.atMs * rate) / 1000);
      let best = at;
      for (let s = at - 4 * frame; s <= at; s += Math.round(frame / 2))
        if (energy(s) < energy(best)) best = s;
      return { sample: Math.max(0, Math.min(samples, best + Math.round(frame / 2))), ms: p.ms };
    });
  const parts: Buffer[] = [data.subarray(0, first)];
  let from = 0;
  for (const c of cuts) {
    parts.push(pcm.subarray(from * 2, c.sample * 2), Buffer.alloc(Math.round((c.ms * rate) / 1000) * 2));
    from = c.sample;
  }
  parts.push(pcm.subarray(from * 2));
  const out = Buffer.concat(parts);
  out.writeUInt32LE(out.length - first, dataAt + 4);
  out.writeUInt32LE(out.length - 8, 4);
  await fs.writeFile(file, out);
  return cuts.map((c) => ({ atMs: (c.sample * 1000) / rate, ms: c.ms }));
}

/** A 16-bit PCM WAV's samples in [-1, 1] (mono: channels averaged), and its own rate. */
export async function readWavMono(file: string): Promise<{ samples: Float32Array; rate: number }> {
  const wav = await readPcm16(file);
  if (!wav || wav.channels < 1) throw new Error(`${file}: not 16-bit PCM`);
  const { data, channels, rate, first } = wav;
  const frames = Math.floor((data.length - first) / (2 * channels));
  const samples = new Float32Array(frames);
  for (let i = 0; i < frames; i++) {
    let s = 0;
    for (let c = 0; c < channels; c++) s += data.readInt16LE(first + (i * channels + c) * 2);
    samples[i] = s / channels / 32768;
  }
  return { samples, rate };
}

/**
 * A 16-bit PCM WAV's samples as floats at `rate` (mono: channels averaged; linear interpolation between
 * samples), read in-process: the alignment needs no ffmpeg run for the engines' own WAVs.
 */
export async function readWavFloat(file: string, rate: number): Promise<Float32Array> {
  const { samples: mono, rate: srcRate } = await readWavMono(file);
  if (srcRate === rate) return mono;
  const out = new Float32Array(Math.floor((mono.length * rate) / srcRate));
  const step = srcRate / rate;
  for (let i = 0; i < out.length; i++) {
    const x = i * step;
    const k = Math.floor(x);
    const f = x - k;
    out[i] = (mono[k] ?? 0) * (1 - f) + (mono[k + 1] ?? mono[k] ?? 0) * f;
  }
  return out;
}

/** Multiplies a 16-bit PCM WAV's samples by `factor` in place (clipped to the 16-bit range). */
export async function scaleWav(file: string, factor: number): Promise<void> {
  const wav = await readPcm16(file);
  if (!wav) throw new Error(`${file}: not 16-bit PCM`);
  const { data } = wav;
  for (let at = wav.first; at + 1 < data.length; at += 2) {
    data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(data.readInt16LE(at) * factor))), at);
  }
  await fs.writeFile(file, data);
}

/**
 * Raises the given stretches of a 16-bit PCM WAV in place by up to `db` (a 20 ms ramp at each side,
 * inside the stretch): as far as keeps each stretch's peak under -1 dBFS, so nothing clips.
 */
export async function gainStretches(file: string, stretchesMs: Stretch[], db: number) {
  const ceiling = 32768 * 10 ** (-1 / 20);
  await editStretches(file, stretchesMs, 20, (samples, a, b, ramp) => {
    let peak = 1;
    for (let i = a; i < b; i++) peak = Math.max(peak, Math.abs(samples.get(i)));
    const gain = Math.min(10 ** (db / 20), ceiling / peak);
    if (gain <= 1) return;
    for (let i = a; i < b; i++) {
      const g = 1 + (gain - 1) * Math.min(1, (i - a) / ramp, (b - 1 - i) / ramp);
      samples.set(i, Math.round(samples.get(i) * g));
    }
  });
}
