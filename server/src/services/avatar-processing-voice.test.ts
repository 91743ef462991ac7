import { genderForPitch } from "@reelsmith/contract/voice-match";
import { describe, expect, it } from "vitest";
import { decodePcm } from "../media/decode-pcm";
import { runProcess, withTempDir } from "../media/run-process";
import { medianPitchHz } from "./avatar-processing-voice";

async function pitchOf(args: string[], command = "ffmpeg"): Promise<number | null> {
  return withTempDir("pitch-test", async (dir) => {
    const out = `${dir}/s.wav`;
    await runProcess(command, command === "ffmpeg" ? ["-y", ...args, out] : [...args, "-w", out]);
    return medianPitchHz(await decodePcm(out, 16_000));
  });
}

describe("the pitch of a voice sample", () => {
  it("measures the fundamental of a tone", async () => {
    expect(await pitchOf(["-f", "lavfi", "-i", "sine=f=220:d=2"])).toBeCloseTo(220, -1);
    expect(await pitchOf(["-f", "lavfi", "-i", "sine=f=110:d=2"])).toBeCloseTo(110, -1);
  });

  it("hears a high speaking voice as female and a low one as male", async () => {
    const text = ["Hello, this is my voice for the story videos."];
    const high = await pitchOf(["-v", "en-us+f3", ...text], "espeak-ng");
    const low = await pitchOf(["-v", "en+m3", ...text], "espeak-ng");
    expect(genderForPitch(high ?? 0)).toBe("female");
    expect(genderForPitch(low ?? 0)).toBe("male");
  });

  it("finds no pitch in silence or noise", async () => {
    expect(await pitchOf(["-f", "lavfi", "-i", "anullsrc=d=1"])).toBeNull();
    expect(await pitchOf(["-f", "lavfi", "-i", "anoisesrc=d=1:c=white:a=0.5"])).toBeNull();
  });
});
