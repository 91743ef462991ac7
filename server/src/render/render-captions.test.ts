import { captionStylePresets } from "@reelsmith/contract/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testFrame } from "../test/render/compose-test-video";
import { FIXTURE_PRESENTER } from "../test/render/fixture-catalog";
import { flatImageUrl } from "../test/render/flat-image";
import { createRenderHarness, type RenderHarness } from "../test/render/harness";
import { changedShare, grayFrame, regionDiff } from "../test/render/media-checks";
import { captionAnchor, captionFontSize } from "./captions";
import { avatarPlacement } from "./compose";

/**
 * Captions burned in, one render per preset (so one per animation: fade, slide, bounce, typewriter), each
 * compared with the same story rendered with captions off, on a flat picture. And avatar mode against
 * voice mode. Small renders (180x320), a two-second story.
 */
const W = 180;
const H = 320;
const STORY = "Morning light on the hills. Birds sing loudly. The day begins.";
const bands = {
  top: { x0: 0.05, y0: 0.08, x1: 0.95, y1: 0.3 },
  center: { x0: 0.05, y0: 0.4, x1: 0.95, y1: 0.6 },
  bottom: { x0: 0.05, y0: 0.62, x1: 0.95, y1: 0.82 },
} as const;

describe("captions and avatar layer in real renders", () => {
  let h: RenderHarness;
  let image: string;
  const frames = new Map<string, Uint8Array>();
  // A moment where the first caption is fully in (past entrance animations) and the second scene has not started.
  const AT_S = 0.55;

  async function renderFrame(name: string, body: Record<string, unknown>) {
    const row = await h.render({ story: STORY, image_urls: [image], size: `${W}x${H}`, ...body });
    const frame = await grayFrame(h.fileOf(String(row.task_result?.video_url)), AT_S, W, H);
    frames.set(name, frame);
    return frame;
  }

  beforeAll(async () => {
    h = await createRenderHarness();
    image = await flatImageUrl(h.deps.storage, h.userId);
    await renderFrame("off", { caption_style: null });
  }, 120_000);
  afterAll(() => h.close());

  for (const preset of captionStylePresets) {
    it(`burns in ${preset.name} (${preset.animation}, ${preset.position}) at its place only`, async () => {
      const on = await renderFrame(preset.name, { caption_style: preset.name });
      const off = frames.get("off") as Uint8Array;
      expect(changedShare(on, off, W, bands[preset.position])).toBeGreaterThan(0.004);
      for (const [pos, box] of Object.entries(bands)) {
        if (pos !== preset.position) expect(changedShare(on, off, W, box)).toBeLessThan(0.0005);
      }
    }, 60_000);
  }

  it("shows the talking presenter in avatar mode, where voice mode shows none", async () => {
    const avatar = await renderFrame("avatar", {
      caption_style: null,
      narrationMode: "avatar",
      character_ref: { narrator_avatar: FIXTURE_PRESENTER },
    });
    const p = avatarPlacement(testFrame(W, H, { presenter: "corner" }));
    const box = { x0: p.x / W, y0: p.y / H, x1: (p.x + p.size) / W, y1: (p.y + p.size) / H };
    expect(regionDiff(avatar, frames.get("off") as Uint8Array, W, box)).toBeGreaterThan(20);
    expect(regionDiff(avatar, frames.get("off") as Uint8Array, W, bands.top)).toBeLessThan(2);
  }, 60_000);

  it("keeps bottom captions at the foot of the safe zone in avatar mode, beside the presenter", () => {
    const style = captionStylePresets[0];
    if (!style) throw new Error("no preset");
    const frame = testFrame(1080, 1920, { presenter: "corner", captionStyle: style });
    const p = avatarPlacement(frame);
    const anchor = captionAnchor({ style, layout: frame.layers });
    expect(anchor.y).toBeGreaterThan(1920 * 0.75);
    expect(anchor.y).toBeLessThanOrEqual(1920 * 0.8);
    // Centred right of the bubble (and its ring), so no line runs over it.
    expect(anchor.x - captionFontSize(style, 1080) * 3).toBeGreaterThan(p.x + p.size * 1.04);
  });
});
