import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { captionStylePresets } from "@reelsmith/contract/catalog";
import { LOGO_CORNERS } from "@reelsmith/contract/templates";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { overlaps } from "../layout/frame-layout";
import { decodePcm } from "../media/decode-pcm";
import { runFfmpeg } from "../media/run-process";
import { testFrame } from "../test/render/compose-test-video";
import { brandCards, introMs, logoLayer, logoPlacement, renderBrandCard } from "./brand";
import { cardsVoiceArgs } from "./compose";

const SIZES = [
  [1080, 1920],
  [1080, 1080],
  [1920, 1080],
] as const;

describe("the logo's place", () => {
  for (const [w, h] of SIZES)
    for (const position of ["top", "center", "bottom"] as const)
      for (const presenter of [null, "corner", "lower"] as const)
        it(`keeps clear of ${position} captions and a ${presenter ?? "missing"} presenter at ${w}x${h}`, () => {
          const style = { ...(captionStylePresets[0] as (typeof captionStylePresets)[number]), position };
          const frame = testFrame(w, h, { presenter, captionStyle: style });
          for (const corner of LOGO_CORNERS) {
            const box = logoPlacement(frame, corner, Math.round(w * 0.15), Math.round(w * 0.06));
            expect(box.x >= 0 && box.y >= 0 && box.x + box.w <= w && box.y + box.h <= h).toBe(true);
            for (const other of [frame.layers.captions, frame.layers.presenter, frame.layers.band])
              if (other) expect(overlaps(box, other), `${corner} over ${JSON.stringify(other)}`).toBe(false);
            // In its own corner's half of the frame.
            expect(box.x + box.w / 2 < w / 2).toBe(corner.endsWith("left"));
          }
        });

  it("is the photo at its share of the frame's width, its opacity in its alpha", async () => {
    const photo = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#cc2255" } })
      .png()
      .toBuffer();
    const frame = testFrame(1080, 1920);
    const { png, box } = await logoLayer(photo, { media_id: "m", size: 0.2, opacity: 0.5 }, frame);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, box.w, box.h]).toEqual([216, 108, 216, 108]);
    expect(data[3]).toBeGreaterThan(120);
    expect(data[3]).toBeLessThan(135);
    // The default corner: top right, in the safe zone.
    expect(box.x + box.w).toBeLessThanOrEqual(frame.layers.safe.x + frame.layers.safe.w);
    expect(box.y).toBeLessThan(1920 * 0.2);
  });
});

describe("the cards", () => {
  it("last whole frames, take the first brand colour and ink on it when they name none", () => {
    const { intro, end } = brandCards({
      template: {
        id: "t",
        name: "t",
        settings: { brand_colors: ["#fff"], intro_card: { duration_s: 1.26 }, end_card: { text: "Bye" } },
      },
    });
    expect(intro).toMatchObject({ frames: 38, backgroundColor: "#ffffff", textColor: "#111111", text: null });
    expect(end).toMatchObject({ frames: 60, text: "Bye" });
    expect(introMs({ template: { id: "t", name: "t", settings: { intro_card: { duration_s: 1.5 } } } })).toBe(
      1500,
    );
    expect(introMs({})).toBe(0);
  });

  it("fills the frame with the background colour and draws the text in its colour", async () => {
    const card = {
      text: "Grand opening today",
      textColor: "#ffff00",
      backgroundColor: "#002080",
      callToAction: "Shop now",
      linkText: "shop.example",
      frames: 60,
    };
    const frame = testFrame(540, 960);
    const png = await renderBrandCard(card, { width: 540, height: 960 }, frame.layers.safe, "Inter");
    const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let ground = 0;
    let ink = 0;
    for (let i = 0; i < data.length; i += 3) {
      const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      if (r < 10 && Math.abs(g - 0x20) < 10 && Math.abs(b - 0x80) < 10) ground++;
      if (r > 240 && g > 240 && b < 20) ink++;
    }
    const n = data.length / 3;
    expect(ground / n).toBeGreaterThan(0.75);
    expect(ink / n).toBeGreaterThan(0.02);
  });
});

describe("the narration with cards", () => {
  it("starts after the intro and runs to the end card's last frame", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "cards-voice-"));
    try {
      const voice = path.join(dir, "voice.wav");
      await runFfmpeg([
        ...["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=1"],
        ...["-ac", "1", "-c:a", "pcm_s16le", voice],
      ]);
      const out = path.join(dir, "out.wav");
      await runFfmpeg(cardsVoiceArgs(voice, 500, 2.5, out));
      const pcm = await decodePcm(out, 16_000);
      expect(pcm.length).toBe(40_000);
      const peak = (from: number, to: number) => Math.max(...pcm.subarray(from * 16, to * 16).map(Math.abs));
      expect(peak(0, 490)).toBe(0);
      expect(peak(510, 1490)).toBeGreaterThan(2000);
      expect(peak(1510, 2500)).toBe(0);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
