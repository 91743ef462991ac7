import fs from "node:fs/promises";

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
export async function silenceStretches(file: string, stretchesMs: { startMs: number; endMs: number }[]) {
  const data = await fs.readFile(file);
  const rate = data.readUInt32LE(24);
  const bits = data.readUInt16LE(34);
  const dataAt = data.indexOf("data", 12);
  if (bits !== 16 || dataAt < 0 || rate <= 0) return;
  const first = dataAt + 8;
  const count = Math.floor((data.length - first) / 2);
  const fade = Math.round(rate / 100);
  for (const s of stretchesMs) {
    const a = Math.max(0, Math.round((s.startMs * rate) / 1000));
    const b = Math.min(count, Math.round((s.endMs * rate) / 1000));
    if (b - a < 2 * fade) continue;
    for (let i = a; i < b; i++) {
      const g = Math.min(1, Math.max(0, Math.min(i - a, b - 1 - i) / fade));
      const at = first + i * 2;
      data.writeInt16LE(Math.round(data.readInt16LE(at) * (1 - 0.99 * g)), at);
    }
  }
  await fs.writeFile(file, data);
}
