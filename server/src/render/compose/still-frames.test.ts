import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { runFfmpeg } from "../../media/run-process";
import { avatarMaskStill, avatarRingStill } from "./presenter";
import { stillFramesArgs } from "./still-frames";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "still-frames-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("several stills in one ffmpeg run", () => {
  it("writes each still to its own file, the same picture as a run of its own", async () => {
    const mask = path.join(dir, "mask.png");
    const ring = path.join(dir, "ring.png");
    await runFfmpeg(stillFramesArgs([avatarMaskStill(40, mask), avatarRingStill(40, "#ff0000", ring)]));
    const alone = path.join(dir, "ring-alone.png");
    await runFfmpeg(stillFramesArgs([avatarRingStill(40, "#ff0000", alone)]));

    const maskMeta = await sharp(mask).metadata();
    expect([maskMeta.width, maskMeta.height]).toEqual([40, 40]);
    const { data } = await sharp(mask).greyscale().raw().toBuffer({ resolveWithObject: true });
    // Opaque in the middle, clear in the corners: a disc.
    expect(data[20 * 40 + 20]).toBe(255);
    expect(data[0]).toBe(0);
    // The ring, wider than the bubble, is pixel for pixel the ring made alone.
    const [together, apart] = await Promise.all(
      [ring, alone].map((f) => sharp(f).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
    );
    expect(together?.info.width).toBeGreaterThan(40);
    expect(together?.info.width).toBe(apart?.info.width);
    expect(together?.data.equals(apart?.data as Buffer)).toBe(true);
  });

  it("refuses an empty list", () => {
    expect(() => stillFramesArgs([])).toThrow(/no stills/);
  });
});
