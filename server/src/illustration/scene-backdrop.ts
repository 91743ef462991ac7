import type { SeededRandom } from "../lib/random";
import { n } from "../lib/svg";
import type { ScenePlan } from "../scene-plan/scene-plan-schema";
import type { Canvas } from "./backdrop-canvas";
import { landscape, space } from "./backdrop-land";
import { isRoomPlace, room, shopfront } from "./backdrop-room";
import { weatherMarks } from "./backdrop-sky";
import { behindLayer, frontLayer, haze, keyLight, paper, plainFields } from "./backdrop-style";
import type { Box } from "./scene-layout";
import type { Look } from "./scene-looks";

/**
 * The far layer of an illustrated scene: the place (a room with its furniture and wares, or a landscape
 * with its far shapes and ground), the sky of the time of day through the window or above the horizon,
 * the weather, all in the style's look. Drawn as one SVG over the whole frame; the elements of the
 * story stand in front of it. The parts are backdrop-room.ts, backdrop-land.ts and backdrop-sky.ts.
 */
export interface BackdropInput {
  plan: ScenePlan;
  look: Look;
  w: number;
  h: number;
  r: SeededRandom;
  /** Mirrored left to right (a scene's variety when two scenes share a place). */
  mirror: boolean;
  /** Where the ground (or the floor) starts, as a fraction of the height. */
  horizon: number;
  /** The camera's closeness: 1 wide, up to 1.4 closer (the backdrop scaled about the horizon's middle). */
  zoom: number;
  /** The story's elements: the backdrop's own small things are left out where they would sit behind one. */
  keepClear: Box[];
}

/**
 * The backdrop's SVG and, where rain or snow falls in front of the story's elements, the overlay's ("" for
 * none). The same input and random stream give the same SVG.
 */
export function sceneBackdropSvg(input: BackdropInput): { svg: string; overlay: string } {
  const c = canvasOf(input);
  const { place } = input.plan.setting;
  const indoor = inRoom(input.plan);
  const outdoors = !indoor && place !== "space";
  const layers: string[] = [];
  if (c.look.plain && place !== "space") layers.push(plainFields(c));
  else if (place === "space") layers.push(space(c));
  else if (indoor && isRoomPlace(place)) layers.push(room(c, place));
  else if (isRoomPlace(place)) layers.push(landscape(c, "street"), shopfront(c, place));
  else layers.push(landscape(c, place));
  if (c.look.glow && place !== "space") layers.push(neonGround(c));
  if (c.look.haze > 0 && place !== "space") layers.push(haze(c, c.look.haze));
  if (c.look.light) layers.push(keyLight(c, c.look.light));
  if (place !== "space") layers.push(behindLayer(c));
  let body = zoomed(c, layers.join(""), input.zoom);
  if (outdoors && !c.look.plain) body += weatherMarks(c, 0, 0, c.w, c.h, 0.6);
  body = textured(c, body);
  if (input.mirror) body = `<g transform="translate(${c.w} 0) scale(-1 1)">${body}</g>`;
  const svg = `${svgOpen(c)}<defs>${c.defs.join("")}</defs>${body}</svg>`;
  // Falling rain or snow also passes in front of the story's elements, lightly.
  const weather = input.plan.weather;
  const front = outdoors && (weather === "rain" || weather === "snow" || weather === "storm");
  const falling = front
    ? `<g opacity="0.6">${weatherMarks(c, 0, c.h * 0.12, c.w, c.h * 0.68, 0.35)}</g>`
    : "";
  const film = frontLayer(c);
  const overlay = falling || film ? `${svgOpen(c)}${falling}${film}</svg>` : "";
  return { svg, overlay };
}

/** Whether the backdrop is a room seen from inside (its wall meets its floor at the horizon). */
export function inRoom(plan: ScenePlan): boolean {
  const { place, indoor } = plan.setting;
  return isRoomPlace(place) && (indoor || place === "stage" || place === "studio");
}

const svgOpen = ({ w, h }: Canvas) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;

function canvasOf(input: BackdropInput): Canvas {
  const { plan, look, w, h, r, zoom: z } = input;
  const horizonY = h * input.horizon;
  let ids = 0;
  return {
    plan,
    look,
    w,
    h,
    u: w / 100,
    r,
    horizonY,
    lit: plan.time === "night" || plan.time === "dusk",
    defs: [],
    id: (name) => `${name}${++ids}`,
    avoid: input.keepClear.map((b) => {
      const x = input.mirror ? w - b.x - b.w : b.x;
      return { x: (x - w / 2) / z + w / 2, y: (b.y - horizonY) / z + horizonY, w: b.w / z, h: b.h / z };
    }),
  };
}

/** Neon ground: a glowing perspective grid that brightens toward the viewer, as in the synthwave look. */
function neonGround(c: Canvas): string {
  const { w, h, u, horizonY, look } = c;
  const g = c.id("floor");
  c.defs.push(
    `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.p.primary}" stop-opacity="0"/><stop offset="1" stop-color="${look.p.primary}" stop-opacity="0.45"/></linearGradient>`,
  );
  const grid: string[] = [];
  for (let i = -10; i <= 10; i++)
    grid.push(
      `<line x1="${n(w / 2 + i * u * 3)}" y1="${n(horizonY)}" x2="${n(w / 2 + i * w * 0.16)}" y2="${n(h)}"/>`,
    );
  for (let i = 1; i < 12; i++) {
    const y = horizonY + (h - horizonY) * (i / 12) ** 1.8;
    grid.push(`<line x1="0" y1="${n(y)}" x2="${w}" y2="${n(y)}"/>`);
  }
  return `<rect y="${n(horizonY)}" width="${w}" height="${n(h - horizonY)}" fill="url(#${g})"/><g stroke="${look.glow}" stroke-width="${n(u * 0.3)}" opacity="0.75">${grid.join("")}</g>`;
}

/** The camera's closeness: the backdrop scaled about the horizon's middle. */
function zoomed(c: Canvas, body: string, zoom: number): string {
  if (zoom <= 1.001) return body;
  const cx = c.w / 2;
  return `<g transform="translate(${n(cx)} ${n(c.horizonY)}) scale(${zoom.toFixed(3)}) translate(${n(-cx)} ${n(-c.horizonY)})">${body}</g>`;
}

/** The look's texture over the whole backdrop: watercolor bleed and paper, neon glow. */
function textured(c: Canvas, body: string): string {
  const { w, h, u, look } = c;
  let out = body;
  if (look.bleed) {
    c.defs.push(
      `<filter id="bleed" x="0" y="0" width="${w}" height="${h}" filterUnits="userSpaceOnUse"><feTurbulence type="fractalNoise" baseFrequency="0.02" numOctaves="2" seed="${Math.floor(c.r.range(1, 99))}"/><feDisplacementMap in="SourceGraphic" scale="${n(u * 2.2)}" xChannelSelector="R" yChannelSelector="G"/><feGaussianBlur stdDeviation="${n(u * 0.25)}"/></filter>`,
    );
    out = `<g filter="url(#bleed)">${out}</g><rect width="${w}" height="${h}" fill="${look.p.background}" opacity="0.22"/>${paper(c)}`;
  }
  if (look.glow) {
    c.defs.push(
      `<filter id="neon" x="0" y="0" width="${w}" height="${h}" filterUnits="userSpaceOnUse"><feGaussianBlur stdDeviation="${n(u * 0.6)}" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    );
    out = `<g filter="url(#neon)">${out}</g>`;
  }
  return out;
}
