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
  const samples = new Int16Array(stdout.length >> 1);
  for (let i = 0; i < samples.length; i++) samples[i] = stdout.readInt16LE(i * 2);
  return samples;
}
