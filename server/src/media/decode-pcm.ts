import fs from "node:fs/promises";
import { pcmStreamArgs } from "./audio-args";
import { runProcessBytes } from "./run-process";

/** Mono 16-bit samples of any audio file (16 kHz unless asked otherwise), decoded by ffmpeg. */
export async function decodePcm(audioPath: string, sampleRate = 16_000): Promise<Int16Array> {
  const { stdout } = await runProcessBytes(
    "ffmpeg",
    ["-hide_banner", "-nostdin", ...pcmStreamArgs(audioPath, sampleRate)],
    {
      timeoutMs: 120_000,
    },
  );
  return samplesOf(stdout);
}

/** The samples of a raw 16-bit little-endian file (an ffmpeg run's `-f s16le` output). */
export async function readPcm(file: string): Promise<Int16Array> {
  return samplesOf(await fs.readFile(file));
}

function samplesOf(bytes: Buffer): Int16Array {
  const samples = new Int16Array(bytes.length >> 1);
  for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(i * 2);
  return samples;
}
