import type { LOGO_CORNERS } from "./templates";

/**
 * Where a brand template's logo is drawn in a frame, shared by the render (server/src/render/brand.ts) and
 * the template editor's preview, so the preview shows the logo where and as large as the video will.
 */

export type LogoCorner = (typeof LOGO_CORNERS)[number];

export interface LogoBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What a logo left unset is drawn with. */
export const LOGO_DEFAULTS = { corner: "top-right" as LogoCorner, size: 0.15, opacity: 1 };

/** The logo's height at most, as a share of the frame's height (a tall logo is drawn narrower). */
export const LOGO_MAX_HEIGHT_SHARE = 0.3;

/**
 * The logo's size in pixels: `share` of the frame's width, the photo's own proportions (`ratio`, its width
 * over its height), no taller than LOGO_MAX_HEIGHT_SHARE of the frame.
 */
export function logoSizePx(
  frame: { width: number; height: number },
  share: number,
  ratio: number,
): { w: number; h: number } {
  const maxW = Math.max(2, Math.round(frame.width * share));
  const maxH = Math.round(frame.height * LOGO_MAX_HEIGHT_SHARE);
  const w = Math.min(maxW, Math.round(maxH * ratio));
  return { w: Math.max(1, w), h: Math.max(1, Math.round(w / ratio)) };
}

const overlaps = (a: LogoBox, b: LogoBox) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Where the logo of `w` x `h` pixels sits: in its corner of the platforms' safe zone, a margin in (2% of
 * the frame's short side), moved along the frame's edge past what it would cover (`obstacles`: the caption
 * block, the presenter ...), down from a top corner, up from a bottom one; always inside the frame.
 */
export function placeLogo(
  frame: { width: number; height: number },
  safe: LogoBox,
  corner: LogoCorner,
  w: number,
  h: number,
  obstacles: LogoBox[] = [],
): LogoBox {
  const margin = Math.round(Math.min(frame.width, frame.height) * 0.02);
  const left = corner.endsWith("left");
  const top = corner.startsWith("top");
  const box: LogoBox = {
    x: left ? safe.x + margin : safe.x + safe.w - margin - w,
    y: top ? safe.y + margin : safe.y + safe.h - margin - h,
    w,
    h,
  };
  for (let pass = 0; pass < obstacles.length; pass++) {
    const hit = obstacles.find((b) => overlaps(box, b));
    if (!hit) break;
    box.y = top ? hit.y + hit.h + margin : hit.y - margin - h;
  }
  box.y = Math.round(Math.max(0, Math.min(frame.height - h, box.y)));
  box.x = Math.round(Math.max(0, Math.min(frame.width - w, box.x)));
  return box;
}
