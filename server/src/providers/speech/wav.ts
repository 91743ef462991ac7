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
