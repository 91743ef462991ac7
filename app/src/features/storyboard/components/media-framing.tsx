import type { MediaFit, MediaPicture } from "@reelsmith/contract/storyboard";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";

/** Where a filled picture is cropped around: its subject (found by the render), or an edge or the middle. */
const FOCUS = {
  subject: { label: "The subject (automatic)", x: undefined, y: undefined },
  left: { label: "Left", x: 0, y: 0.5 },
  center: { label: "Centre", x: 0.5, y: 0.5 },
  right: { label: "Right", x: 1, y: 0.5 },
  top: { label: "Top", x: 0.5, y: 0 },
  bottom: { label: "Bottom", x: 0.5, y: 1 },
} as const;
type Focus = keyof typeof FOCUS;

/** The named place a picture's focus is, "subject" when it has none. */
export function focusOf(picture: Pick<MediaPicture, "focusX" | "focusY">): Focus {
  if (picture.focusX === undefined && picture.focusY === undefined) return "subject";
  const x = picture.focusX ?? 0.5;
  const y = picture.focusY ?? 0.5;
  const named = (Object.keys(FOCUS) as Focus[]).find((k) => FOCUS[k].x === x && FOCUS[k].y === y);
  return named ?? "center";
}

/** The picture with its framing set: fill (the default, so left out) or fit, and where a fill crops. */
export function withFraming(picture: MediaPicture, fit: MediaFit, focus: Focus): MediaPicture {
  const { fit: _fit, focusX: _x, focusY: _y, ...rest } = picture;
  const at = FOCUS[focus];
  return {
    ...rest,
    ...(fit === "fit" ? { fit } : {}),
    ...(fit === "fill" && at.x !== undefined ? { focusX: at.x, focusY: at.y } : {}),
  };
}

/**
 * How a photo or clip of another shape fills the scene's frame: cropped to it (around its subject, or the
 * left, the middle, the right...) or shown whole on a blurred fill of itself. The render and the scene's
 * thumbnail frame it so.
 */
export function MediaFraming({
  picture,
  onChange,
}: {
  picture: MediaPicture;
  onChange: (picture: MediaPicture) => void;
}) {
  const fitId = useId();
  const focusId = useId();
  const fit: MediaFit = picture.fit ?? "fill";
  const focus = focusOf(picture);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={fitId}>Framing</Label>
        <Select
          id={fitId}
          value={fit}
          onChange={(e) => onChange(withFraming(picture, e.target.value as MediaFit, focus))}
        >
          <option value="fill">Fill the frame (crop)</option>
          <option value="fit">Fit the whole picture</option>
        </Select>
      </div>
      {fit === "fill" ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={focusId}>Crop around</Label>
          <Select
            id={focusId}
            value={focus}
            onChange={(e) => onChange(withFraming(picture, "fill", e.target.value as Focus))}
          >
            {(Object.keys(FOCUS) as Focus[]).map((k) => (
              <option key={k} value={k}>
                {FOCUS[k].label}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
    </div>
  );
}
