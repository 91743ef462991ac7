import { captionStylePresets } from "@reelsmith/contract/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frameLayout } from "../layout/frame-layout";
import { flatImageUrl } from "../test/render/flat-image";
import { createRenderHarness, type RenderHarness } from "../test/render/harness";
import { hexRgb, rgbFrame, shareInBox } from "../test/render/media-checks";
import { highlightColor } from "./captions";
import type { AudioConfigArtifact } from "./types";

/**
 * The spoken word's highlight and the emoji accent in real renders (270x480, a two-second story, on a
 * flat dark picture): a frame during a word shows the preset's highlight colour in the caption block;
 * with emoji accents on, a frame after "bread" is spoken shows the bread emoji in its box.
 */
const W = 270;
const H = 480;
const STORY = "Maya baked fresh bread today.";

/** The share of pixels in a box close to a colour (each channel within `tol`). */
const shareNear = (
  frame: Uint8Array,
  box: { x: number; y: number; w: number; h: number },
  hex: string,
  tol = 40,
) => shareInBox(frame, W, box, hexRgb(hex), tol);

describe("karaoke and emoji accents in real renders", () => {
  let h: RenderHarness;
  let image: string;

  beforeAll(async () => {
    h = await createRenderHarness();
    image = await flatImageUrl(h.deps.storage, h.userId, "0x1b2330", `${W}x${H}`);
  }, 120_000);
  afterAll(() => h.close());

  async function render(body: Record<string, unknown>) {
    const row = await h.render({ story: STORY, image_urls: [image], size: `${W}x${H}`, ...body });
    const config = JSON.parse(
      (await h.deps.storage.read(`renders/${row.id}/v1/config.json`)).toString("utf8"),
    ) as AudioConfigArtifact;
    const words = config.scenes.flatMap((s) =>
      s.words.map((w) => ({ text: w.text, startMs: w.startMs + s.startMs, endMs: w.endMs + s.startMs })),
    );
    return { file: h.fileOf(String(row.task_result?.video_url)), words };
  }

  it("shows the spoken word in the preset's highlight colour in the caption block", async () => {
    const style = captionStylePresets.find((p) => p.id === "minimalist");
    if (!style) throw new Error("no preset");
    const { file, words } = await render({ caption_style: style.name });
    const word = words.find((w) => w.text.startsWith("bread")) ?? words[2];
    if (!word) throw new Error("no words");
    const block = frameLayout({
      width: W,
      height: H,
      mode: "voice",
      captions: { position: style.position, fontSize: style.fontSize },
    }).captions;
    if (!block) throw new Error("no caption block");
    const during = await rgbFrame(
      file,
      (word.startMs + Math.min(250, (word.endMs - word.startMs) * 0.7)) / 1000,
    );
    expect(shareNear(during, block, highlightColor(style))).toBeGreaterThan(0.003);
    // The words not being spoken keep the preset's white.
    expect(shareNear(during, block, style.color)).toBeGreaterThan(0.003);
  }, 90_000);

  it("draws a template's caption colour, highlight colour and position", async () => {
    const preset = captionStylePresets.find((p) => p.id === "minimalist");
    if (!preset) throw new Error("no preset");
    const style = { ...preset, color: "#33ff66", highlightColor: "#ff33cc", position: "top" as const };
    const { file, words } = await render({ caption_style: style });
    const word = words.find((w) => w.text.startsWith("bread")) ?? words[2];
    if (!word) throw new Error("no words");
    const layout = (position: "top" | "bottom") =>
      frameLayout({ width: W, height: H, mode: "voice", captions: { position, fontSize: style.fontSize } })
        .captions;
    const top = layout("top");
    if (!top) throw new Error("no caption block");
    const during = await rgbFrame(
      file,
      (word.startMs + Math.min(250, (word.endMs - word.startMs) * 0.7)) / 1000,
    );
    // The spoken word in the template's pink, the others in its green, both in the top block.
    expect(shareNear(during, top, "#ff33cc")).toBeGreaterThan(0.003);
    expect(shareNear(during, top, "#33ff66")).toBeGreaterThan(0.003);
    // Not the preset's own yellow highlight, and nothing of either colour low in the frame.
    expect(shareNear(during, top, highlightColor(preset))).toBeLessThan(0.0005);
    const low = { x: 0, y: H * 0.6, w: W, h: H * 0.4 };
    expect(shareNear(during, low, "#33ff66") + shareNear(during, low, "#ff33cc")).toBeLessThan(0.0005);
  }, 90_000);

  it("adds the emoji of a key word beside the caption when emoji accents are on, and none when off", async () => {
    const style = captionStylePresets.find((p) => p.id === "minimalist");
    if (!style) throw new Error("no preset");
    const box = frameLayout({
      width: W,
      height: H,
      mode: "voice",
      captions: { position: style.position, fontSize: style.fontSize },
      emoji: true,
    }).emoji;
    if (!box) throw new Error("no emoji box");
    const on = await render({ caption_style: style.name, caption_emoji: true });
    const bread = on.words.find((w) => w.text.toLowerCase().startsWith("bread"));
    if (!bread) throw new Error("no bread");
    const at = (bread.endMs + 150) / 1000;
    const withEmoji = await rgbFrame(on.file, at);
    const off = await render({ caption_style: style.name, caption_emoji: false });
    const without = await rgbFrame(off.file, at);
    // The flat picture is #1b2330: the emoji box differs from it only where the emoji is drawn.
    const changed = (f: Uint8Array) => 1 - shareNear(f, box, "#1b2330", 24);
    expect(changed(withEmoji)).toBeGreaterThan(0.2);
    expect(changed(without)).toBeLessThan(0.02);
  }, 120_000);
});
