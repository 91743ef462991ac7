/**
 * People in the car, taxi or bus they drive or ride: the vehicle's drawing with each one's face in one of
 * its side windows, the driver in front. Fluent has no figure at a wheel; its cyclist, or someone standing
 * beside the car, is not a person driving, and a bus parked beside its passengers is not a ride home.
 */
import type { SceneCharacter } from "../scene-plan/scene-plan-schema";
import { type Figure, type FigurePart, faceOf, type Rel, spanOf } from "./figures";
import { findIcon } from "./icon-library";
import { sizeClassOf } from "./size-classes";

const face = (x: number, y: number, side: number): Rel => ({ x, y, w: side, h: side });

/**
 * The side windows a face shows in, front first, as shares of the vehicle's square (Fluent's drawings face
 * left, looked at): the face a little larger than the window's height, its chin on the window's sill.
 */
export const WINDOWS: Readonly<Record<string, readonly Rel[]>> = {
  automobile: [face(0.315, 0.365, 0.185), face(0.56, 0.365, 0.185)],
  taxi: [face(0.305, 0.35, 0.18), face(0.61, 0.35, 0.18)],
  bus: [face(0.245, 0.34, 0.2), face(0.465, 0.34, 0.2), face(0.685, 0.34, 0.2)],
  // The open cab: the driver's seat before the pole, the passengers' bench behind it.
  "auto-rickshaw": [face(0.4, 0.37, 0.17), face(0.585, 0.37, 0.17)],
};

/** The vehicle with its occupants' faces in its windows, turned to face right where asked. */
export function vehicleFigure(
  ride: { icon: string },
  occupants: SceneCharacter[],
  facingRight: boolean,
): Figure | null {
  const vehicle = findIcon(ride.icon);
  const windows = WINDOWS[ride.icon] ?? [];
  if (!vehicle) return null;
  const parts: FigurePart[] = [{ icon: vehicle, at: { x: 0, y: 0, w: 1, h: 1 }, mirror: facingRight }];
  // The first window is the driver's: passengers with no one driving sit behind it while seats are spare.
  const behindDriver = occupants[0]?.action !== "drive" && occupants.length < windows.length ? 1 : 0;
  for (const [i, c] of occupants.entries()) {
    const icon = faceOf(c);
    const at = windows[i + behindDriver];
    if (!icon || !at) continue;
    parts.push({ icon, at: facingRight ? { ...at, x: 1 - at.x - at.w } : at });
  }
  const [, first] = parts;
  if (!first) return null;
  return {
    main: first.icon,
    parts,
    size: sizeClassOf(ride.icon),
    head: first.at,
    held: [],
    close: false,
    span: spanOf(parts),
  };
}
