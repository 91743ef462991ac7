import type { MediaPicture } from "@reelsmith/contract/storyboard";
import sharp from "sharp";

/**
 * How a user's photo or clip of another shape fills a scene's frame (the media picture's `fit`, `focusX`,
 * `focusY`): `fill` crops it to the frame, around its subject where no focus is given (libvips' attention
 * strategy for a photo, the middle for a clip) or around the focus (0 the left/top edge, 1 the right/bottom);
 * `fit` shows the whole picture, centred on a blurred, darkened fill of itself. The render's picture, a
 * clip's frames and the storyboard's thumbnail are all framed here, so they agree.
 */
export interface Framing {
  fit: "fill" | "fit";
  focus: { x: number; y: number } | null;
}

export const DEFAULT_FRAMING: Framing = { fit: "fill", focus: null };

export function framingOf(p: Pick<MediaPicture, "fit" | "focusX" | "focusY">): Framing {
  const focus =
    p.focusX === undefined && p.focusY === undefined ? null : { x: p.focusX ?? 0.5, y: p.focusY ?? 0.5 };
  return { fit: p.fit ?? "fill", focus };
}

/** The blur of a fitted picture's fill, in pixels of the frame's width per 100 (so a thumbnail looks alike). */
const BLUR_PER_100PX = 4;
const FILL_BRIGHTNESS = 0.7;

/** A picture framed to width x height as `framing` says (upright first: phones store a turn in EXIF). */
export async function framedStill(
  data: Buffer,
  width: number,
  height: number,
  framing: Framing = DEFAULT_FRAMING,
  quality = 90,
): Promise<Buffer> {
  const { data: upright, info } = await sharp(data).rotate().toBuffer({ resolveWithObject: true });
  if (framing.fit === "fit") {
    const sigma = Math.max(1, (width / 100) * BLUR_PER_100PX);
    const fill = await sharp(upright)
      .resize(width, height, { fit: "cover" })
      .blur(sigma)
      .modulate({ brightness: FILL_BRIGHTNESS })
      .toBuffer();
    const whole = await sharp(upright).resize(width, height, { fit: "inside" }).toBuffer();
    return sharp(fill)
      .composite([{ input: whole, gravity: "centre" }])
      .jpeg({ quality })
      .toBuffer();
  }
  if (!framing.focus)
    return sharp(upright)
      .resize(width, height, { fit: "cover", position: sharp.strategy.attention })
      .jpeg({ quality })
      .toBuffer();
  const scale = Math.max(width / info.width, height / info.height);
  const w = Math.max(width, Math.round(info.width * scale));
  const h = Math.max(height, Math.round(info.height * scale));
  return sharp(upright)
    .resize(w, h, { fit: "fill" })
    .extract({
      left: Math.round((w - width) * framing.focus.x),
      top: Math.round((h - height) * framing.focus.y),
      width,
      height,
    })
    .jpeg({ quality })
    .toBuffer();
}

/**
 * The ffmpeg filter chain that frames a clip's frames to width x height as `framing` says (one input, one
 * output, for `-vf`): cropped around the focus (the middle without one) or fitted on a blurred fill.
 */
export function clipFramingFilter(width: number, height: number, framing: Framing = DEFAULT_FRAMING): string {
  const cover = `scale=${width}:${height}:force_original_aspect_ratio=increase`;
  if (framing.fit === "fit") {
    const sigma = Math.max(1, (width / 100) * BLUR_PER_100PX).toFixed(1);
    return [
      "split[fr_a][fr_b]",
      `[fr_a]${cover},crop=${width}:${height},gblur=sigma=${sigma},eq=brightness=-0.12[fr_fill]`,
      `[fr_b]scale=${width}:${height}:force_original_aspect_ratio=decrease[fr_whole]`,
      "[fr_fill][fr_whole]overlay=x=(W-w)/2:y=(H-h)/2,setsar=1",
    ].join(";");
  }
  const { x, y } = framing.focus ?? { x: 0.5, y: 0.5 };
  return `${cover},crop=${width}:${height}:x=(iw-ow)*${x.toFixed(3)}:y=(ih-oh)*${y.toFixed(3)},setsar=1`;
}
