import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumFlags, HEADLESS_CHROMIUM_PATH } from "./chromium";

/**
 * Chromium's launch options with a fake microphone that says `text` (spoken by espeak-ng into a WAV), so a
 * recorder in the page records real speech through the real MediaRecorder.
 */
export function fakeMicrophone(text: string) {
  const speech = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "fake-mic-")), "narration.wav");
  const spoken = spawnSync("espeak-ng", ["-v", "en-us", "-s", "150", "-w", speech, text]);
  if (spoken.status !== 0) throw new Error(`espeak-ng failed: ${spoken.stderr}`);
  return {
    executablePath: HEADLESS_CHROMIUM_PATH,
    args: [
      ...chromiumFlags,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${speech}`,
    ],
  };
}
