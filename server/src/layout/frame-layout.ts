import { ASPECT_RATIOS, ASPECTS, type Aspect, aspectOf } from "@reelsmith/contract/aspect";

/**
 * One layout owns the frame: the platforms' safe zone, the caption block (and its emoji accent), the
 * presenter, the closing card's parts and the room left for a scene's own elements are all cut from it
 * here, so nothing drawn by one part of the render can land on another. A caption preset's position is
 * fixed first; the presenter and the scene take what is left (a preset moves the scene, never the reverse).
 */

/** A rectangle in frame pixels. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type NarrationMode = "avatar" | "voice";
/**
 * How the presenter is shown in avatar mode: a round bubble in the lower left corner; across the lower part
 * of the frame with the scene above (the "AI spokesperson" look); or filling the frame, the scenes shown
 * as cut-aways. The box is what the presenter owns: the bubble, the lower band, or (full) the head and
 * shoulders, which captions and scene elements keep clear of.
 */
export const PRESENTER_LAYOUTS = ["corner", "lower", "full"] as const;
export type PresenterLayout = (typeof PRESENTER_LAYOUTS)[number];
/** The lower presenter's band and the full presenter's head-and-shoulders, as shares of the safe height. */
export const LOWER_PRESENTER_SHARE = 0.36;
export const FULL_PRESENTER_SHARE = 0.56;
export type CaptionPosition = "top" | "center" | "bottom";
export type SceneKind = "story" | "closing-card";

export type Zones = { top: number; bottom: number; right: number; left: number };

/**
 * Fractions of a 9:16 frame that TikTok, Reels and Shorts cover with their own UI: the top bar, the
 * description and buttons at the bottom, the action column on the right; a small margin on the left edge,
 * where phones round their corners.
 */
export const PLATFORM_ZONES: Zones = { top: 0.12, bottom: 0.2, right: 0.12, left: 0.04 };

/**
 * Each ratio's safe zone, as fractions of its frame that the platforms posting it cover or cut:
 * - 9:16 (TikTok, Reels, Shorts): PLATFORM_ZONES.
 * - 4:5 (Instagram and LinkedIn feeds): the profile grid shows a 3:4 crop of a 4:5 post (3 % off each
 *   side), Instagram puts its sound and tag buttons in the lower corners and LinkedIn its player bar along
 *   the foot: 5 % on the sides and top, 10 % at the foot.
 * - 1:1 (the same feeds): as 4:5 at the top and foot; a square reads in the 3:4 grid cut by 12.5 % on each
 *   side, so the sides keep 8 % (the grid is a thumbnail; the post itself shows whole).
 * - 16:9 (YouTube, LinkedIn): YouTube's title and buttons over the top when paused (7 %), its progress bar
 *   and controls at the foot (12 %), and the 5 % action-safe margin of a TV at the sides.
 */
export const PLATFORM_ZONES_BY_ASPECT: Record<Aspect, Zones> = {
  "9:16": PLATFORM_ZONES,
  "4:5": { top: 0.05, bottom: 0.1, right: 0.05, left: 0.05 },
  "1:1": { top: 0.05, bottom: 0.1, right: 0.08, left: 0.08 },
  "16:9": { top: 0.07, bottom: 0.12, right: 0.05, left: 0.05 },
};

/** The ratio of a frame size, the nearest of the four (a size between them takes the closer one). */
export function frameAspect(width: number, height: number): Aspect {
  const exact = aspectOf({ width, height });
  if (exact) return exact;
  const r = Math.log(width / height);
  return [...ASPECTS].sort(
    (a, b) =>
      Math.abs(Math.log(ASPECT_RATIOS[a].w / ASPECT_RATIOS[a].h) - r) -
      Math.abs(Math.log(ASPECT_RATIOS[b].w / ASPECT_RATIOS[b].h) - r),
  )[0] as Aspect;
}

/** The platforms' zones of a frame of this size. */
export const zonesFor = (width: number, height: number): Zones =>
  PLATFORM_ZONES_BY_ASPECT[frameAspect(width, height)];

/** Caption sizes are the editor preview's CSS pixels; the preview is this wide (3x at 1080). */
export const PREVIEW_WIDTH_PX = 360;

/**
 * The smallest caption: 24 preview px, 72 px at 1080 wide (6.7 % of the width). Inter's capitals are 0.73
 * em, so capitals stand 52 px tall, 4.8 % of the width: about 3 mm on a phone whose screen is 65 mm wide,
 * half as tall again as the phone's own 17 pt body text (3.1 % of the width), which a caption needs to be
 * read in the second it is shown, over a moving picture, at arm's length. Professional (20) and
 * Typewriter (22) are drawn at this size.
 */
export const MIN_CAPTION_WIDTH_SHARE = 24 / PREVIEW_WIDTH_PX;

/**
 * A caption's font size in frame pixels: the preset's preview size scaled to the frame, at least the
 * minimum. The preview is a 9:16 frame, so the scale is counted on the short side: a 16:9 frame's captions
 * are as large as a 9:16 frame's of the same quality (72 px at 1080p), not scaled by its width.
 */
export function captionFontPx(presetFontSize: number, width: number, height = width): number {
  const short = Math.min(width, height);
  return Math.round(short * Math.max(presetFontSize / PREVIEW_WIDTH_PX, MIN_CAPTION_WIDTH_SHARE));
}

/** A caption holds two lines at most; each line is this many font sizes tall, with the outline or box. */
export const CAPTION_LINE_EM = 1.25;
const CAPTION_PAD_EM = 0.3;

/** The presenter bubble's diameter (a share of the frame's short side) and its ring (drawn 4 % of the
 * diameter outside it). */
export const BUBBLE_WIDTH_SHARE = 0.32;
export const RING_SHARE = 0.04;

/**
 * The camera's slow move over a still scene: the picture is scaled by PAN_ZOOM and a frame-sized window
 * travels across it from (x0, y0) to (x1, y1), fractions of the spare margin. The composer keeps the
 * elements out of the caption and presenter boxes for the whole move (frameBoxInPicture), so the move
 * travels half the margin across (65 px of a 1080 frame, about 10 px a second) and a quarter of it up or
 * down (58 px of 1920), where the captions and the presenter are stacked: a full sweep cost the subject
 * a fifth of its size.
 */
export const PAN_ZOOM = 1.12;
export const PANS: readonly (readonly [number, number, number, number])[] = [
  [0.25, 0.5, 0.75, 0.5],
  [0.5, 0.625, 0.5, 0.375],
  [0.75, 0.375, 0.25, 0.625],
  [0.5, 0.375, 0.5, 0.625],
  [0.25, 0.625, 0.75, 0.375],
];

/**
 * Parallax: an illustrated scene's backdrop lies far behind its elements, so it travels this share of the
 * camera's move while the elements travel all of it (render/compose/entrances.ts). The elements keep the move
 * the composer kept them clear of the captions and presenter for; only the backdrop, which nothing is
 * kept clear of, moves less. At a half, the elements slide about 32 px past the backdrop across a scene
 * of a 1080 frame: enough to read as depth, not so much that the ground seems to slip under the subject.
 */
export const BACKDROP_TRAVEL = 0.5;

export interface FrameLayoutInput {
  width: number;
  height: number;
  mode: NarrationMode;
  presenter?: PresenterLayout;
  /** The caption preset's position and preview font size; null when captions are off. */
  captions: { position: CaptionPosition; fontSize: number } | null;
  /** Whether key words get an emoji accent beside the caption (its own box). */
  emoji?: boolean;
  scene?: SceneKind;
}

export interface ClosingCardParts {
  photo: Box;
  name: Box;
  price: Box;
  cta: Box;
  domain: Box;
}

export interface FrameLayout {
  frame: Box;
  /** Inside the platforms' zones: every box below lies in it. */
  safe: Box;
  /** The platforms' zones: the top, bottom, right and left strips outside `safe`. */
  platform: Box[];
  captions: Box | null;
  /** Where a caption's emoji accent appears, beside the caption block. */
  emoji: Box | null;
  /** The presenter with its ring. */
  presenter: Box | null;
  /**
   * A lower presenter's whole band, drawn over the scene: the scene keeps out of it. The presenter box is
   * the band itself, or in a wide frame the column of it the presenter fills (captions stand beside it).
   */
  band: Box | null;
  /** The free rectangles left for the scene's elements (maximal, may overlap each other), largest first. */
  content: Box[];
  /** The content area that holds the largest square: where the scene's subject stands, on its bottom. */
  stage: Box;
  card: ClosingCardParts | null;
}

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

export const inside = (a: Box, outer: Box) =>
  a.x >= outer.x - 0.5 &&
  a.y >= outer.y - 0.5 &&
  a.x + a.w <= outer.x + outer.w + 0.5 &&
  a.y + a.h <= outer.y + outer.h + 0.5;

export function safeZone(width: number, height: number): Box {
  const zones = zonesFor(width, height);
  // Rounded inward, so the zone never reaches into the platforms' strips by a pixel.
  const x = Math.ceil(width * zones.left - 1e-9);
  const y = Math.ceil(height * zones.top - 1e-9);
  return {
    x,
    y,
    w: Math.floor(width * (1 - zones.right) + 1e-9) - x,
    h: Math.floor(height * (1 - zones.bottom) + 1e-9) - y,
  };
}

/** The caption block's height for a font size: two lines and the padding of the outline or box. */
export const captionBlockHeight = (fontPx: number) =>
  Math.round(fontPx * (2 * CAPTION_LINE_EM + 2 * CAPTION_PAD_EM));

/** The platforms' zones of a frame: the strips at its top, bottom, right and left outside the safe zone. */
export function platformStrips(w: number, h: number): Box[] {
  const safe = safeZone(w, h);
  const bottom = safe.y + safe.h;
  return [
    { x: 0, y: 0, w, h: safe.y },
    { x: 0, y: bottom, w, h: h - bottom },
    { x: safe.x + safe.w, y: safe.y, w: w - safe.x - safe.w, h: safe.h },
    { x: 0, y: safe.y, w: safe.x, h: safe.h },
  ];
}

export function frameLayout(input: FrameLayoutInput): FrameLayout {
  const { width: w, height: h } = input;
  const safe = safeZone(w, h);
  // Sizes that belong to the viewer (the presenter's bubble, a caption's letters, the gaps) are counted on
  // the frame's short and long sides, so a 16:9 frame's are those of a 9:16 frame of the same quality.
  const short = Math.min(w, h);
  const gap = Math.round(Math.max(w, h) * 0.012);
  const bottom = safe.y + safe.h;
  const platform = platformStrips(w, h);

  // The presenter: a bubble in the lower left corner of the safe zone, a band across its foot, or the
  // head and shoulders filling its upper part.
  const kind: PresenterLayout = input.presenter ?? "corner";
  const bubble = Math.round(short * BUBBLE_WIDTH_SHARE * (1 + 2 * RING_SHARE));
  const band = Math.round(safe.h * LOWER_PRESENTER_SHARE);
  // The caption block's height (two lines) and its emoji accent, known before they are placed: a full
  // presenter leaves them the foot of the safe zone, which a short frame (a square) would not have room
  // for at FULL_PRESENTER_SHARE.
  const font = input.captions ? captionFontPx(input.captions.fontSize, w, h) : 0;
  const ch = input.captions ? Math.min(captionBlockHeight(font), Math.round(safe.h * 0.3)) : 0;
  // The emoji accent: over or under the caption in a tall frame; beside it, on its right, in a square or
  // wide one, whose height is what the scene lacks.
  const accentSide = Math.round(short * 0.12);
  const sideways = Boolean(input.captions && input.emoji) && w >= h * 0.95;
  const accent = input.captions && input.emoji && !sideways ? accentSide : 0;
  const fullH = Math.min(
    Math.round(safe.h * FULL_PRESENTER_SHARE),
    // A strip of the safe zone stays the scene's (the stage is never drawn over the presenter).
    input.captions ? Math.round(safe.h * 0.95) - ch - accent - 3 * gap : safe.h,
  );
  // A lower presenter's band across the foot of the safe zone, drawn over the scene (the scene keeps out
  // of it). In a wide frame (16:9) the presenter, a 9:16 portrait, fills only the middle of the band: the
  // presenter's box is that column, and the captions stand on the band beside it, so the scene keeps the
  // frame above the band instead of a strip over band and captions.
  const lowerBand =
    input.mode === "avatar" && kind === "lower" ? { x: safe.x, y: bottom - band, w: safe.w, h: band } : null;
  const wideBand = lowerBand !== null && w >= h * 1.2;
  const column = Math.min(safe.w, Math.round(band * 1.2));
  // A full presenter's closing card is a cut-away: the card has the frame to itself.
  const presenter: Box | null =
    input.mode !== "avatar" || (kind === "full" && input.scene === "closing-card")
      ? null
      : lowerBand
        ? wideBand
          ? { x: Math.round(w / 2 - column / 2), y: lowerBand.y, w: column, h: band }
          : lowerBand
        : kind === "full"
          ? { x: safe.x, y: safe.y, w: safe.w, h: fullH }
          : { x: safe.x, y: bottom - bubble, w: bubble, h: bubble };

  // The captions: the preset's position is the user's choice. Bottom captions in avatar mode sit beside
  // the presenter, at the foot of the safe zone, so neither stands mid-frame and the scene keeps the
  // whole width above them.
  let captions: Box | null = null;
  let emoji: Box | null = null;
  if (input.captions) {
    // A lower presenter takes the foot: centre and bottom captions stand on it. A full presenter takes the
    // top: every caption sits at the foot, under the face.
    const position =
      presenter && kind === "full"
        ? "bottom"
        : presenter && kind === "lower" && input.captions.position !== "top"
          ? wideBand
            ? "on-band"
            : "above-presenter"
          : input.captions.position;
    const beside = presenter && ((kind === "corner" && position === "bottom") || position === "on-band");
    const from = beside ? presenter.x + presenter.w + gap : safe.x;
    // A line of a wide frame is kept to 1.4 times the short side (a 16:9 caption spans 1512 of 1920 px, not
    // the whole width), centred in the room it has, so a caption reads in one glance.
    const room = safe.x + safe.w - from;
    const reserve = sideways ? accentSide + gap : 0;
    const cw = Math.min(room - reserve, Math.round(short * 1.4));
    const x = beside ? from : Math.round(from + (room - cw - reserve) / 2);
    const y =
      position === "top"
        ? safe.y
        : position === "center"
          ? Math.round(h / 2 - ch / 2)
          : position === "above-presenter" && presenter
            ? presenter.y - gap - ch
            : position === "on-band" && presenter
              ? Math.round(presenter.y + (presenter.h - ch) / 2)
              : bottom - ch;
    const place = (bx: number, by: number, bw: number, under: boolean) => {
      const block = { x: bx, y: by, w: bw, h: ch };
      if (!input.emoji) return { block, accent: null };
      // Next to the caption, away from the platform's edge: under a top caption, over the others; on its
      // right in a square or wide frame.
      const side = accentSide;
      if (sideways)
        return { block, accent: { x: bx + bw + gap, y: Math.round(by + (ch - side) / 2), w: side, h: side } };
      const ex = Math.round(bx + bw / 2 - side / 2);
      return { block, accent: { x: ex, y: under ? by + ch : by - side, w: side, h: side } };
    };
    let placed = place(x, y, cw, position === "top");
    // In a short frame (a square's, a 16:9 frame's) the corner bubble reaches up past the middle: a caption
    // that would meet it stands above it, else beside it, at the foot.
    const meets = (p: ReturnType<typeof place>) =>
      presenter !== null &&
      (overlaps(p.block, presenter) || (p.accent !== null && overlaps(p.accent, presenter)));
    if (presenter && meets(placed)) {
      const above = place(x, presenter.y - gap - ch, cw, false);
      const fits = (p: ReturnType<typeof place>) =>
        inside(p.block, safe) && (p.accent === null || inside(p.accent, safe));
      if (fits(above) && !meets(above)) placed = above;
      else if (kind === "corner") {
        const bx = presenter.x + presenter.w + gap;
        placed = place(bx, bottom - ch, Math.min(safe.x + safe.w - bx - reserve, cw), false);
      }
    }
    captions = placed.block;
    emoji = placed.accent;
  }
  // The captions with their accent: the box round both.
  const captionRegion = captions
    ? emoji
      ? {
          x: Math.min(captions.x, emoji.x),
          y: Math.min(captions.y, emoji.y),
          w: Math.max(captions.x + captions.w, emoji.x + emoji.w) - Math.min(captions.x, emoji.x),
          h: Math.max(captions.y + captions.h, emoji.y + emoji.h) - Math.min(captions.y, emoji.y),
        }
      : captions
    : null;

  const taken = [captionRegion, presenter, lowerBand].filter((b): b is Box => b !== null);
  const content = freeRectangles(safe, taken, gap);
  // The subject's stage: of the areas that hold a square nearly as large as the largest, the one whose
  // floor is lowest, so the subject stands on the caption block or the foot of the safe zone and fills
  // the height, instead of floating over a bare floor.
  const side = (b: Box) => Math.min(b.w, b.h);
  const largest = Math.max(0, ...content.map(side));
  const stage = content
    .filter((b) => side(b) >= largest * 0.75)
    .sort((a, b) => b.y + b.h - (a.y + a.h) || side(b) - side(a))[0] ?? { ...safe };
  const card = input.scene === "closing-card" ? cardParts(stage, Math.max(w, h)) : null;
  return {
    frame: { x: 0, y: 0, w, h },
    safe,
    platform,
    captions,
    emoji,
    presenter,
    band: lowerBand,
    content,
    stage,
    card,
  };
}

/**
 * The maximal rectangles inside `area` that touch none of `taken` (kept `gap` apart), largest first. The
 * candidates' edges are the area's and the taken boxes' edges, so a handful of boxes gives a few hundred
 * candidates at most.
 */
export function freeRectangles(area: Box, taken: Box[], gap: number): Box[] {
  const grown = taken.map((b) => ({ x: b.x - gap, y: b.y - gap, w: b.w + 2 * gap, h: b.h + 2 * gap }));
  const clampX = (v: number) => Math.min(area.x + area.w, Math.max(area.x, v));
  const clampY = (v: number) => Math.min(area.y + area.h, Math.max(area.y, v));
  const xs = [...new Set([area.x, area.x + area.w, ...grown.flatMap((b) => [b.x, b.x + b.w]).map(clampX)])];
  const ys = [...new Set([area.y, area.y + area.h, ...grown.flatMap((b) => [b.y, b.y + b.h]).map(clampY)])];
  xs.sort((a, b) => a - b);
  ys.sort((a, b) => a - b);
  const free: Box[] = [];
  for (const x0 of xs)
    for (const x1 of xs)
      for (const y0 of ys)
        for (const y1 of ys) {
          if (x1 <= x0 || y1 <= y0) continue;
          const b = { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
          if (!grown.some((t) => overlaps(b, t))) free.push(b);
        }
  const maximal = free.filter((b) => !free.some((o) => o !== b && inside(b, o) && o.w * o.h > b.w * b.h));
  return maximal.sort((a, b) => b.w * b.h - a.w * a.h);
}

/**
 * The closing card's parts in the stage: the photo large on top, then name, price, call, domain. A stage
 * much wider than tall (a 16:9 frame's, a square's beside the presenter) puts the photo on the left and the
 * text beside it, so the photo keeps the stage's height instead of a small square over thin lines.
 */
function cardParts(stage: Box, longSide: number): ClosingCardParts {
  const gap = Math.round(longSide * 0.008);
  if (stage.w >= stage.h * 1.5) {
    const photoSide = Math.min(stage.h, Math.floor((stage.w - gap * 2) * 0.48));
    const textW = Math.min(stage.w - photoSide - gap * 2, Math.round(photoSide * 1.6));
    const left = Math.round(stage.x + (stage.w - photoSide - gap * 2 - textW) / 2);
    const photo = { x: left, y: Math.round(stage.y + (stage.h - photoSide) / 2), w: photoSide, h: photoSide };
    const tx = left + photoSide + gap * 2;
    const usable = photoSide - gap * 3;
    let y = photo.y;
    const part = (share: number, wShare: number): Box => {
      const ph = Math.floor(usable * share);
      const bw = Math.round(textW * wShare);
      const b = { x: tx + Math.round((textW - bw) / 2), y, w: bw, h: ph };
      y += ph + gap;
      return b;
    };
    return {
      photo,
      name: part(0.34, 1),
      price: part(0.2, 0.6),
      cta: part(0.28, 0.8),
      domain: part(0.18, 0.7),
    };
  }
  const shares = { photo: 0.5, name: 0.16, price: 0.1, cta: 0.14, domain: 0.08 };
  const usable = stage.h - gap * 4;
  let y = stage.y;
  const part = (share: number, wShare = 1): Box => {
    const ph = Math.floor(usable * share);
    const pw = Math.round(stage.w * wShare);
    const b = { x: Math.round(stage.x + (stage.w - pw) / 2), y, w: pw, h: ph };
    y += ph + gap;
    return b;
  };
  const photoSide = Math.min(stage.w, Math.floor(usable * shares.photo));
  const photo = part(shares.photo, photoSide / stage.w);
  return {
    photo,
    name: part(shares.name),
    price: part(shares.price, 0.6),
    cta: part(shares.cta, 0.8),
    domain: part(shares.domain, 0.7),
  };
}

/**
 * Boxes of the frame carried into the scene picture's own pixels for the camera's move over scene
 * `index`: the picture is scaled by PAN_ZOOM and a window travels across it, so a frame box maps to the
 * picture region that passes under it at any moment of the move (the move is linear, so its two ends
 * bound it). Elements kept out of those regions never meet the captions or the presenter on screen.
 */
export function frameBoxInPicture(box: Box, index: number, width: number, height: number): Box {
  const [x0, y0, x1, y1] = PANS[index % PANS.length] ?? [0, 0.5, 1, 0.5];
  const mx = width * (PAN_ZOOM - 1);
  const my = height * (PAN_ZOOM - 1);
  const ends = [
    [x0 * mx, y0 * my],
    [x1 * mx, y1 * my],
  ] as const;
  const xs = ends.flatMap(([ox]) => [(box.x + ox) / PAN_ZOOM, (box.x + box.w + ox) / PAN_ZOOM]);
  const ys = ends.flatMap(([, oy]) => [(box.y + oy) / PAN_ZOOM, (box.y + box.h + oy) / PAN_ZOOM]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/**
 * A frame area in the picture's pixels halfway through the move: where the composer looks for room (the
 * safe zone, the stage). Elements may drift a little toward the platform's edges as the camera moves;
 * only the caption and presenter boxes are kept clear for the whole move (frameBoxInPicture).
 */
export function frameAreaInPicture(box: Box, index: number, width: number, height: number): Box {
  const [x0, y0, x1, y1] = PANS[index % PANS.length] ?? [0, 0.5, 1, 0.5];
  const ox = ((x0 + x1) / 2) * width * (PAN_ZOOM - 1);
  const oy = ((y0 + y1) / 2) * height * (PAN_ZOOM - 1);
  return { x: (box.x + ox) / PAN_ZOOM, y: (box.y + oy) / PAN_ZOOM, w: box.w / PAN_ZOOM, h: box.h / PAN_ZOOM };
}

/** A Product Ad's scene: the product's photo and the scene's short line, in the scene picture's pixels. */
export interface ProductSceneParts {
  /** The room for the photo: the renderer frames the photo as large as its shape allows inside it. */
  photo: Box;
  /** The scene's short on-screen line (a few words of its claim), above the photo. */
  line: Box;
}

/**
 * Where a product scene puts its photo and line. The scene picture is panned like any scene, so each free
 * area of the frame is carried into the picture's pixels (halfway through the move) and cut back wherever
 * the captions, their emoji or the presenter pass over it at any moment of the move: the line and the photo
 * never meet them. Of those areas, the one that leaves the photo the largest square wins; the line takes
 * its top, the photo the rest.
 */
export function productSceneParts(layout: FrameLayout, index: number): ProductSceneParts {
  const { w, h } = layout.frame;
  const gap = Math.round(h * 0.012);
  const kept = [layout.captions, layout.emoji, layout.presenter, layout.band]
    .filter((b): b is Box => b !== null)
    .map((b) => frameBoxInPicture(b, index, w, h));
  const cut = (free: Box): Box => {
    let area = frameAreaInPicture(free, index, w, h);
    for (const b of kept) {
      if (!overlaps(area, b)) continue;
      const bottom = area.y + area.h;
      const right = area.x + area.w;
      // The part of the area above, below, left or right of the box: the one that holds the largest
      // square (a wide frame's corner bubble is cut round on its side, not by the whole width above it).
      const y = Math.min(bottom - 1, b.y + b.h + gap);
      const x = Math.min(right - 1, b.x + b.w + gap);
      const sides: Box[] = [
        b.y + b.h / 2 < area.y + area.h / 2
          ? { ...area, y, h: bottom - y }
          : { ...area, h: Math.max(1, b.y - gap - area.y) },
        { ...area, w: Math.max(1, b.x - gap - area.x) },
        { ...area, x, w: right - x },
      ];
      const side = (a: Box) => Math.min(a.w, a.h);
      area = sides.reduce((best, a) => (side(a) > side(best) + 0.5 ? a : best));
    }
    return area;
  };
  const lineH = (area: Box) => Math.round(Math.min(area.h * 0.18, h * 0.085));
  const split = (area: Box): ProductSceneParts => {
    const lh = lineH(area);
    const line = { x: area.x, y: area.y, w: area.w, h: lh };
    const photo = { x: area.x, y: area.y + lh + gap, w: area.w, h: Math.max(1, area.h - lh - gap) };
    return { photo, line };
  };
  const clear = (b: Box) => kept.every((k) => !overlaps(b, k));
  const areas = [layout.stage, ...layout.content].map(cut).filter(clear);
  const candidates = areas.map(split);
  // Where the captions split the frame (a centre preset), the line may stand in the other part and leave
  // the photo the whole of its own: a line needs its height, a fair width, and the photo's side of it.
  const minLine = h * 0.05;
  for (const photo of areas)
    for (const other of areas) {
      if (overlaps(photo, other) || other.h < minLine || other.w < photo.w * 0.6) continue;
      const lh = Math.round(Math.min(other.h, h * 0.085));
      const above = other.y + other.h <= photo.y;
      const y = above ? other.y + other.h - lh : other.y;
      candidates.push({ photo, line: { x: other.x, y, w: other.w, h: lh } });
    }
  const side = (p: ProductSceneParts) => Math.min(p.photo.w, p.photo.h);
  return candidates.sort((a, b) => side(b) - side(a))[0] ?? split(cut(layout.safe));
}
