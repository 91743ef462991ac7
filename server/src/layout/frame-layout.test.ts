import { ASPECTS, aspectOf, frameSizeFor } from "@reelsmith/contract/aspect";
import { captionStylePresets } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import {
  type Box,
  captionFontPx,
  frameBoxInPicture,
  frameLayout,
  inside,
  type NarrationMode,
  overlaps,
  PAN_ZOOM,
  PANS,
  PLATFORM_ZONES_BY_ASPECT,
  PRESENTER_LAYOUTS,
  type SceneKind,
} from "./frame-layout";

// Every ratio at 1080p and 720p, and a small size of each as drafts and tests render them.
const sizes = [
  ...ASPECTS.flatMap((a) => [frameSizeFor(a, "1080p"), frameSizeFor(a, "720p")]),
  { width: 270, height: 480 },
  { width: 320, height: 400 },
  { width: 320, height: 320 },
  { width: 480, height: 270 },
];
const modes: NarrationMode[] = ["avatar", "voice"];
const kinds: SceneKind[] = ["story", "closing-card"];
const captionChoices = [null, ...captionStylePresets];

function ownedBoxes(l: ReturnType<typeof frameLayout>): [string, Box][] {
  const out: [string, Box][] = [];
  if (l.captions) out.push(["captions", l.captions]);
  if (l.emoji) out.push(["emoji", l.emoji]);
  if (l.presenter) out.push(["presenter", l.presenter]);
  if (l.card) for (const [k, b] of Object.entries(l.card)) out.push([`card.${k}`, b]);
  else out.push(["stage", l.stage]);
  return out;
}

describe("the frame layout", () => {
  it("gives captions, emoji, presenter, stage and closing card boxes that never overlap and lie in the safe zone, for every preset, mode and scene kind", () => {
    for (const size of sizes)
      for (const mode of modes)
        for (const preset of captionChoices)
          for (const scene of kinds)
            for (const emoji of [false, true]) {
              const l = frameLayout({
                ...size,
                mode,
                captions: preset ? { position: preset.position, fontSize: preset.fontSize } : null,
                emoji,
                scene,
              });
              const name = `${size.width}x${size.height} ${mode} ${preset?.name ?? "no captions"} ${scene}${emoji ? " emoji" : ""}`;
              const boxes = ownedBoxes(l);
              for (const [k, b] of boxes) {
                expect(inside(b, l.safe), `${name}: ${k} in the safe zone`).toBe(true);
                expect(b.w > 0 && b.h > 0, `${name}: ${k} is not empty`).toBe(true);
                for (const p of l.platform)
                  expect(overlaps(b, p), `${name}: ${k} off the platform UI`).toBe(false);
              }
              for (const [ka, a] of boxes)
                for (const [kb, b] of boxes)
                  if (ka !== kb) expect(overlaps(a, b), `${name}: ${ka} and ${kb}`).toBe(false);
              // The scene's free areas touch none of the boxes the captions and presenter own.
              for (const c of l.content)
                for (const [k, b] of boxes)
                  if (!k.startsWith("card.") && k !== "stage")
                    expect(overlaps(c, b), `${name}: content area on ${k}`).toBe(false);
            }
  });

  it("gives every presenter layout a presenter box that captions, emoji and the scene's stage never overlap, all in the safe zone, for every preset and scene kind", () => {
    for (const size of sizes)
      for (const presenter of PRESENTER_LAYOUTS)
        for (const preset of captionChoices)
          for (const scene of kinds)
            for (const emoji of [false, true]) {
              const l = frameLayout({
                ...size,
                mode: "avatar",
                presenter,
                captions: preset ? { position: preset.position, fontSize: preset.fontSize } : null,
                emoji,
                scene,
              });
              const name = `${size.width}x${size.height} ${presenter} ${preset?.name ?? "no captions"} ${scene}${emoji ? " emoji" : ""}`;
              const boxes = ownedBoxes(l);
              // The full presenter's closing card is a cut-away, with no presenter on it.
              if (presenter === "full" && scene === "closing-card") expect(l.presenter, name).toBeNull();
              else expect(l.presenter, name).not.toBeNull();
              for (const [k, b] of boxes) {
                expect(inside(b, l.safe), `${name}: ${k} in the safe zone`).toBe(true);
                expect(b.w > 0 && b.h > 0, `${name}: ${k} is not empty`).toBe(true);
              }
              for (const [ka, a] of boxes)
                for (const [kb, b] of boxes)
                  if (ka !== kb) expect(overlaps(a, b), `${name}: ${ka} and ${kb}`).toBe(false);
              for (const c of l.content)
                if (l.presenter)
                  expect(overlaps(c, l.presenter), `${name}: content area on the presenter`).toBe(false);
            }
  });

  it("puts the lower presenter across the foot of the safe zone with the scene above, and the full one over most of it", () => {
    const lower = frameLayout({
      width: 1080,
      height: 1920,
      mode: "avatar",
      presenter: "lower",
      captions: null,
    });
    const p = lower.presenter as Box;
    expect(p.w).toBe(lower.safe.w);
    expect(p.y + p.h).toBe(lower.safe.y + lower.safe.h);
    expect(lower.stage.y + lower.stage.h).toBeLessThan(p.y);
    const full = frameLayout({
      width: 1080,
      height: 1920,
      mode: "avatar",
      presenter: "full",
      captions: null,
    });
    const f = full.presenter as Box;
    expect(f.w * f.h).toBeGreaterThan(full.safe.w * full.safe.h * 0.5);
  });

  it("keeps the right-hand strip where TikTok and Reels put their buttons free", () => {
    const l = frameLayout({
      width: 1080,
      height: 1920,
      mode: "avatar",
      captions: { position: "bottom", fontSize: 32 },
    });
    const right = l.safe.x + l.safe.w;
    expect(right).toBeLessThanOrEqual(1080 * 0.88);
    expect(l.safe.y).toBeGreaterThanOrEqual(1920 * 0.12);
    expect(l.safe.y + l.safe.h).toBeLessThanOrEqual(1920 * 0.8);
  });

  it("puts bottom captions at the foot of the safe zone beside the presenter, not mid-frame above it", () => {
    const l = frameLayout({
      width: 1080,
      height: 1920,
      mode: "avatar",
      captions: { position: "bottom", fontSize: 22 },
    });
    const captions = l.captions as Box;
    const presenter = l.presenter as Box;
    expect(captions.y + captions.h).toBe(l.safe.y + l.safe.h);
    expect(presenter.y + presenter.h).toBe(l.safe.y + l.safe.h);
    expect(captions.x).toBeGreaterThanOrEqual(presenter.x + presenter.w);
    // The scene keeps the whole width above them.
    expect(l.stage.w).toBe(l.safe.w);
    expect(l.stage.y + l.stage.h).toBeLessThan(presenter.y);
  });

  it("gives the scene a stage beside a centre caption large enough for a big subject", () => {
    for (const mode of modes) {
      const l = frameLayout({
        width: 1080,
        height: 1920,
        mode,
        captions: { position: "center", fontSize: 32 },
      });
      expect(Math.min(l.stage.w, l.stage.h)).toBeGreaterThan(1080 * 0.45);
      expect(overlaps(l.stage, l.captions as Box)).toBe(false);
    }
  });

  it("draws no caption smaller than the minimum: 72 px at 1080 wide for every preset", () => {
    for (const p of captionStylePresets) expect(captionFontPx(p.fontSize, 1080)).toBeGreaterThanOrEqual(72);
    expect(captionFontPx(32, 1080)).toBe(96);
  });

  it("carries a frame box into the picture so that the camera's move never brings the picture region onto it", () => {
    const W = 1080;
    const H = 1920;
    const caption = { x: 43, y: 1300, w: 907, h: 236 };
    PANS.forEach((pan, index) => {
      const region = frameBoxInPicture(caption, index, W, H);
      for (const t of [0, 0.25, 0.5, 1]) {
        const ox = (pan[0] + (pan[2] - pan[0]) * t) * W * (PAN_ZOOM - 1);
        const oy = (pan[1] + (pan[3] - pan[1]) * t) * H * (PAN_ZOOM - 1);
        // The caption box at time t, in picture pixels, lies inside the region.
        const now = {
          x: (caption.x + ox) / PAN_ZOOM,
          y: (caption.y + oy) / PAN_ZOOM,
          w: caption.w / PAN_ZOOM,
          h: caption.h / PAN_ZOOM,
        };
        expect(inside(now, region)).toBe(true);
      }
    });
  });

  it("lays out every ratio at 1080p with a stage that holds a large subject, in every presenter layout and caption position", () => {
    for (const aspect of ASPECTS) {
      const size = frameSizeFor(aspect, "1080p");
      const short = Math.min(size.width, size.height);
      for (const presenter of [undefined, ...PRESENTER_LAYOUTS])
        for (const position of ["top", "center", "bottom"] as const) {
          // A full presenter's scenes are cut-aways: the picture has the frame but for the captions at
          // its foot (as the images stage lays them out).
          const cutaway = presenter === "full";
          const l = frameLayout({
            ...size,
            mode: presenter && !cutaway ? "avatar" : "voice",
            presenter,
            captions: { position: cutaway ? "bottom" : position, fontSize: 28 },
          });
          const name = `${aspect} ${presenter ?? "voice"} ${position}`;
          // A subject near a quarter of the short side at the least (centre captions split a square or
          // a 16:9 frame in two, and the subject stands in the lower part); never a sliver.
          expect(Math.min(l.stage.w, l.stage.h), name).toBeGreaterThan(short * 0.23);
          expect(inside(l.captions as Box, l.frame), name).toBe(true);
        }
    }
  });

  it("keeps each ratio's platform zones: YouTube's controls at the foot of 16:9, the feeds' margins of 4:5 and 1:1", () => {
    for (const aspect of ASPECTS) {
      const { width, height } = frameSizeFor(aspect, "1080p");
      const l = frameLayout({ width, height, mode: "voice", captions: null });
      const z = PLATFORM_ZONES_BY_ASPECT[aspect];
      expect(aspectOf({ width, height })).toBe(aspect);
      expect(l.safe.x).toBeGreaterThanOrEqual(width * z.left);
      expect(l.safe.y).toBeGreaterThanOrEqual(height * z.top);
      expect(l.safe.x + l.safe.w).toBeLessThanOrEqual(width * (1 - z.right));
      expect(l.safe.y + l.safe.h).toBeLessThanOrEqual(height * (1 - z.bottom));
    }
    expect(PLATFORM_ZONES_BY_ASPECT["16:9"].bottom).toBeGreaterThanOrEqual(0.1);
  });

  it("draws a 16:9 frame's captions and presenter bubble as large as a 9:16 frame's of the same quality", () => {
    const tall = frameLayout({
      width: 1080,
      height: 1920,
      mode: "avatar",
      captions: { position: "bottom", fontSize: 28 },
    });
    const wide = frameLayout({
      width: 1920,
      height: 1080,
      mode: "avatar",
      captions: { position: "bottom", fontSize: 28 },
    });
    expect(captionFontPx(28, 1920, 1080)).toBe(captionFontPx(28, 1080, 1920));
    expect((wide.captions as Box).h).toBe((tall.captions as Box).h);
    expect((wide.presenter as Box).w).toBe((tall.presenter as Box).w);
  });

  it("puts a wide stage's closing card photo beside its text, as tall as the stage allows", () => {
    const l = frameLayout({
      width: 1920,
      height: 1080,
      mode: "voice",
      captions: null,
      scene: "closing-card",
    });
    const card = l.card as NonNullable<typeof l.card>;
    expect(card.name.x).toBeGreaterThan(card.photo.x + card.photo.w);
    expect(card.photo.h).toBeGreaterThan(l.safe.h * 0.8);
  });

  it("keeps the scene off a lower presenter's whole band in every ratio, and in 16:9 stands the captions on the band beside the presenter", () => {
    for (const aspect of ASPECTS)
      for (const position of ["top", "center", "bottom"] as const)
        for (const emoji of [false, true]) {
          const size = frameSizeFor(aspect, "1080p");
          const l = frameLayout({
            ...size,
            mode: "avatar",
            presenter: "lower",
            captions: { position, fontSize: 28 },
            emoji,
          });
          const band = l.band as Box;
          const name = `${aspect} ${position}${emoji ? " emoji" : ""}`;
          expect(band, name).not.toBeNull();
          expect(inside(l.presenter as Box, band), name).toBe(true);
          expect(overlaps(l.stage, band), name).toBe(false);
          for (const c of l.content) expect(overlaps(c, band), name).toBe(false);
        }
    const wide = frameLayout({
      width: 1920,
      height: 1080,
      mode: "avatar",
      presenter: "lower",
      captions: { position: "bottom", fontSize: 28 },
    });
    const captions = wide.captions as Box;
    const band = wide.band as Box;
    const presenter = wide.presenter as Box;
    expect(inside(captions, band)).toBe(true);
    expect(captions.x).toBeGreaterThanOrEqual(presenter.x + presenter.w);
    // The scene has the frame above the band: a stage as tall as the safe zone above it, less a gap.
    expect(wide.stage.y + wide.stage.h).toBeLessThan(band.y);
    expect(wide.stage.h).toBeGreaterThan((band.y - wide.safe.y) * 0.9);
  });
});
