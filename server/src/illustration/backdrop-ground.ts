import { mix, n, polygonPath } from "../lib/svg";
import type { ScenePlace } from "../scene-plan/scene-plan-schema";
import { type Canvas, paint } from "./backdrop-canvas";
import { quayLines } from "./backdrop-harbour";

/**
 * The near ground of a scene in perspective, so that the band under the captions reads as the floor or the
 * ground of the place and not as a bare field: floorboards and tiles converging toward the back wall, a rug
 * under the people at home; outdoors a path or track receding and grass, flowers, pebbles, shells or leaves
 * scattered over the ground, larger and sparser toward the viewer. Drawn with the look (its ink, glow and
 * tone); Minimal keeps to plain fields and Neon to its grid, each with one shape of the place on it.
 *
 * The floor is a plane seen from a camera a little above the people's heads: a line on it at depth z (1 at
 * the frame's bottom) lies at y = eye + (bottom - eye) / z, and a point X units across (a unit is the
 * frame's bottom distance from the eye line, in pixels) at x = w/2 + X (y - eye).
 */
interface Plane {
  eye: number;
  /** The far edge of the floor (the wall's foot, the horizon) and the frame's bottom, in pixels. */
  top: number;
  bottom: number;
  /** Depth at the far edge (the near edge is 1). */
  far: number;
  cx: number;
}

function plane(c: Canvas, indoor: boolean): Plane {
  const { w, h, horizonY } = c;
  // Indoors the eye is over the wall's foot (the boards converge gently); outdoors it is the horizon.
  const eye = Math.max(h * 0.04, horizonY - h * (indoor ? 0.24 : 0.015));
  const bottom = h;
  return { eye, top: horizonY, bottom, far: (bottom - eye) / (horizonY - eye), cx: w / 2 };
}

/** The screen y of depth z, and the depth of screen y. */
const yAt = (p: Plane, z: number) => p.eye + (p.bottom - p.eye) / z;
const zAt = (p: Plane, y: number) => (p.bottom - p.eye) / Math.max(1e-3, y - p.eye);
/** A point of the floor, X across and z deep, on the screen. */
const at = (p: Plane, X: number, z: number): [number, number] => {
  const y = yAt(p, z);
  return [p.cx + X * (y - p.eye), y];
};
const pts = (ps: [number, number][]) => ps.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

/** How far across the floor reaches inside the frame at its far edge, in units. */
const reach = (p: Plane, c: Canvas) => c.w / 2 / (p.top - p.eye) + 0.05;

/** Where the story's subject stands on the floor (the largest element's feet), in the backdrop's pixels. */
function feet(c: Canvas): [number, number] | null {
  const big = [...c.avoid].sort((a, b) => b.w * b.h - a.w * a.h)[0];
  return big ? [big.x + big.w / 2, Math.min(c.h * 0.97, big.y + big.h * 0.94)] : null;
}

/** The middle of the lower band, where captions usually sit: few marks there, and none bright or big. */
const calm = (c: Canvas, x: number, y: number) =>
  x > c.w * 0.2 && x < c.w * 0.8 && y > c.h * 0.64 && y < c.h * 0.88;

// ---------------------------------------------------------------------------------------------- indoors

type FloorKind = "boards" | "tiles" | "checker" | "terracotta" | "carpet" | "sweep";

/** Each room's floor (a room not listed has boards). */
const FLOORS: Partial<Record<ScenePlace, FloorKind>> = {
  home: "boards",
  school: "boards",
  stage: "boards",
  shop: "tiles",
  hospital: "tiles",
  kitchen: "checker",
  cafe: "checker",
  bakery: "terracotta",
  office: "carpet",
  studio: "sweep",
  library: "carpet",
  restaurant: "boards",
};

/** The room's floor: its surface in perspective and, at home, a rug under the people. */
export function floorDetail(c: Canvas, kind: ScenePlace, floor: string): string {
  const p = plane(c, true);
  const surface = FLOORS[kind] ?? "boards";
  const out: string[] = [];
  if (c.look.plain) out.push(plainFloor(c, p, surface, floor));
  else if (!c.look.glow) {
    if (surface === "boards") out.push(boards(c, p, floor));
    else if (surface === "carpet") out.push(tiles(c, p, floor, 0.5, 0.04, 0.06));
    else if (surface === "tiles") out.push(tiles(c, p, floor, 0.32, 0.03, 0.16));
    else if (surface === "checker") out.push(tiles(c, p, floor, 0.24, 0.22, 0.1, true));
    else if (surface === "terracotta") out.push(tiles(c, p, floor, 0.22, 0.09, 0.2));
    else out.push(tapeMarks(c, p));
  }
  if (kind === "home" || kind === "office" || kind === "school") out.push(rug(c, p, kind));
  return out.join("");
}

/** Boards running to the back wall, every one its own shade, their ends staggered. */
function boards(c: Canvas, p: Plane, floor: string): string {
  const { u, r, look } = c;
  const bw = 0.085;
  const R = reach(p, c);
  const shades: string[][] = [[], [], []];
  const seams: string[] = [];
  const joints: string[] = [];
  for (let X = -Math.ceil(R / bw) * bw; X < R; X += bw) {
    const k = Math.round(X / bw);
    (shades[((k % 3) + 3) % 3] as string[]).push(
      polygonPath([at(p, X, 1), at(p, X + bw, 1), at(p, X + bw, p.far), at(p, X, p.far)]),
    );
    const [x0, y0] = at(p, X, 1);
    const [x1, y1] = at(p, X, p.far);
    seams.push(`M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}`);
    // A board is about 14 of its widths long; its joints fall at random along it.
    for (let z = 1 + r.range(0, 1.2); z < p.far; z += r.range(1.0, 1.6)) {
      const [a, y] = at(p, X, z);
      const [b] = at(p, X + bw, z);
      joints.push(`M${n(a)} ${n(y)}L${n(b)} ${n(y)}`);
    }
  }
  const tone = (k: number) => look.tone(mix(floor, k ? "#000000" : "#ffffff", [0.06, 0.05, 0.1][k] ?? 0));
  const line = look.tone(mix(floor, "#000000", 0.32));
  return [
    ...shades.map((d, k) => `<path d="${d.join("")}" fill="${tone(k)}"/>`),
    `<path d="${seams.join("")}${joints.join("")}" fill="none" stroke="${line}" stroke-width="${n(u * 0.35)}" stroke-linecap="round"/>`,
  ].join("");
}

/**
 * Square tiles of `size` units (at the frame's bottom, a unit is about two thirds of the width): every
 * other one `contrast` darker (a checkerboard) or each a little different, with grout lines.
 */
function tiles(
  c: Canvas,
  p: Plane,
  floor: string,
  size: number,
  contrast: number,
  vary: number,
  checker = false,
): string {
  const { u, r, look } = c;
  const R = reach(p, c);
  const dark: string[] = [];
  const light: string[] = [];
  const grout: string[] = [];
  const cols = Math.ceil(R / size);
  // The depth of a tile: as long as it is wide (X and z are the same units at depth 1).
  const depth = size;
  for (let z = 1 - r.range(0, depth), row = 0; z < p.far; z += depth * Math.max(1, z * 0.6), row++) {
    const z1 = Math.min(p.far, z + depth * Math.max(1, z * 0.6));
    for (let k = -cols; k < cols; k++) {
      const X = k * size;
      const cell = polygonPath([at(p, X, z), at(p, X + size, z), at(p, X + size, z1), at(p, X, z1)]);
      if (checker ? (k + row) % 2 === 0 : r.chance(vary)) dark.push(cell);
      else if (!checker && r.chance(vary)) light.push(cell);
    }
    const [, y] = at(p, 0, z1);
    grout.push(`M0 ${n(y)}L${n(c.w)} ${n(y)}`);
  }
  for (let k = -cols; k <= cols; k++) {
    const [x0, y0] = at(p, k * size, 0.7);
    const [x1, y1] = at(p, k * size, p.far);
    grout.push(`M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}`);
  }
  return [
    `<path d="${dark.join("")}" fill="${look.tone(mix(floor, "#000000", contrast))}"/>`,
    light.length ? `<path d="${light.join("")}" fill="${look.tone(mix(floor, "#ffffff", 0.12))}"/>` : "",
    `<path d="${grout.join("")}" fill="none" stroke="${look.tone(mix(floor, "#ffffff", checker ? 0.3 : 0.4))}" stroke-width="${n(u * 0.3)}"/>`,
  ].join("");
}

/** A studio's paper floor: tape marks where the talent stands. */
function tapeMarks(c: Canvas, p: Plane): string {
  const [fx, fy] = feet(c) ?? [c.w / 2, yAt(p, 2)];
  const z = zAt(p, fy);
  const X = (fx - p.cx) / (fy - p.eye);
  const arm = 0.12;
  const legs: [number, number][][] = [
    [at(p, X - arm, z), at(p, X + arm, z)],
    [at(p, X, z), at(p, X, z / 1.25)],
  ];
  const d = legs.map((leg) => `M${pts(leg).replace(" ", "L")}`).join("");
  return `<path d="${d}" stroke="${c.look.tone("#e8b04a")}" stroke-width="${n(c.u * 1.1)}" stroke-linecap="square"/>`;
}

const RUGS = ["#a8453a", "#3f5f8f", "#6f7f3a", "#8a4a78"];

/** A rug in perspective under the subject (or the middle of the floor): border, field, a lozenge, fringe. */
function rug(c: Canvas, p: Plane, kind: ScenePlace): string {
  const { u, r, look } = c;
  const [fx, fy] = feet(c) ?? [c.w * r.range(0.35, 0.65), yAt(p, 2.2)];
  const z = zAt(p, fy);
  const X = (fx - p.cx) / (fy - p.eye);
  const colour = kind === "office" ? "#5f6f7f" : r.pick(RUGS);
  const half = (kind === "office" ? 0.34 : 0.42) * (look.glow ? 1.2 : 1);
  // From a little behind the feet to well in front of them.
  const zf = Math.max(1.02, z / 1.5);
  const zb = Math.min(p.far * 0.97, z * 1.3);
  const corners = (m: number, a: number, b: number): [number, number][] => [
    at(p, X - half + m, a),
    at(p, X + half - m, a),
    at(p, X + half - m, b),
    at(p, X - half + m, b),
  ];
  const zIn = (k: number) => [zf + (zb - zf) * k, zb - (zb - zf) * k] as const;
  const [a1, b1] = zIn(0.08);
  const [a2, b2] = zIn(0.28);
  const mid = (zf + zb) / 2;
  const lozenge: [number, number][] = [
    at(p, X, a2),
    at(p, X + half * 0.55, mid),
    at(p, X, b2),
    at(p, X - half * 0.55, mid),
  ];
  if (look.plain)
    return `<polygon points="${pts(corners(0, zf, zb))}" fill="${look.tone(mix(colour, "#ffffff", 0.35))}"/>`;
  const fringe: string[] = [];
  for (let k = 0; k <= 16; k++) {
    const Xk = X - half + (2 * half * k) / 16;
    const [x0, y0] = at(p, Xk, zf);
    fringe.push(`M${n(x0)} ${n(y0)}L${n(x0)} ${n(y0 + u * 1.2)}`);
  }
  return [
    `<polygon points="${pts(corners(0, zf, zb))}" ${paint(c, colour, { shade: false })}/>`,
    `<polygon points="${pts(corners(half * 0.12, a1, b1))}" fill="${look.glow ? "none" : look.tone(mix(colour, "#f3e3c4", 0.55))}" stroke="${look.glow ?? look.tone(mix(colour, "#000000", 0.3))}" stroke-width="${n(u * 0.4)}"/>`,
    `<polygon points="${pts(lozenge)}" fill="${look.glow ? "none" : look.tone(colour)}" stroke="${look.glow ?? look.tone(mix(colour, "#f3e3c4", 0.3))}" stroke-width="${n(u * 0.4)}"/>`,
    look.glow
      ? ""
      : `<path d="${fringe.join("")}" stroke="${look.tone("#efe2c6")}" stroke-width="${n(u * 0.3)}"/>`,
  ].join("");
}

/** Minimal: the floor stays plain fields, broad boards or big tiles in two close tones. */
function plainFloor(c: Canvas, p: Plane, surface: FloorKind, floor: string): string {
  const { look } = c;
  const R = reach(p, c);
  const tone = look.tone(mix(floor, "#000000", 0.07));
  const cells: string[] = [];
  if (surface === "boards" || surface === "sweep" || surface === "carpet") {
    const bw = 0.22;
    for (let k = -Math.ceil(R / bw); k * bw < R; k += 2)
      cells.push(
        polygonPath([
          at(p, k * bw, 1),
          at(p, (k + 1) * bw, 1),
          at(p, (k + 1) * bw, p.far),
          at(p, k * bw, p.far),
        ]),
      );
  } else {
    const s = 0.4;
    for (let z = 1, row = 0; z < p.far; z += s * Math.max(1, z * 0.6), row++) {
      const z1 = Math.min(p.far, z + s * Math.max(1, z * 0.6));
      for (let k = -Math.ceil(R / s); k * s < R; k++)
        if ((k + row) % 2 === 0)
          cells.push(
            polygonPath([at(p, k * s, z), at(p, (k + 1) * s, z), at(p, (k + 1) * s, z1), at(p, k * s, z1)]),
          );
    }
  }
  return `<path d="${cells.join("")}" fill="${tone}"/>`;
}

// --------------------------------------------------------------------------------------------- outdoors

type Track = "path" | "trail" | "ruts" | "footprints" | "none";

interface GroundLook {
  /** The ground's own colour, that the marks are mixed from. */
  ground: string;
  track: Track;
  trackColour: string;
  /** How many marks of each kind over the whole ground (the nearest few big, the far ones small). */
  marks: [Mark, number][];
}

type Mark = "tuft" | "flower" | "pebble" | "leaf" | "shell" | "ripple" | "stone";

/** Each place's ground: its track and its scattered things. A place not listed gets DEFAULT_GROUND. */
const GROUND_LOOKS: Partial<Record<ScenePlace, GroundLook>> = {
  park: {
    ground: "#79b85a",
    track: "path",
    trackColour: "#d9c8a0",
    marks: [
      ["tuft", 110],
      ["flower", 22],
      ["pebble", 10],
    ],
  },
  forest: {
    ground: "#4f8f45",
    track: "trail",
    trackColour: "#8a6a45",
    marks: [
      ["tuft", 50],
      ["leaf", 40],
      ["stone", 6],
    ],
  },
  countryside: {
    ground: "#79b85a",
    track: "ruts",
    trackColour: "#b8946a",
    marks: [
      ["tuft", 100],
      ["flower", 26],
    ],
  },
  farm: {
    ground: "#c9a94f",
    track: "ruts",
    trackColour: "#9c7a52",
    marks: [
      ["tuft", 60],
      ["pebble", 14],
    ],
  },
  mountains: {
    ground: "#79b85a",
    track: "trail",
    trackColour: "#a99a86",
    marks: [
      ["stone", 16],
      ["tuft", 50],
      ["pebble", 20],
    ],
  },
  beach: {
    ground: "#ecd397",
    track: "footprints",
    trackColour: "#c9ab6e",
    marks: [
      ["ripple", 40],
      ["shell", 14],
      ["pebble", 12],
    ],
  },
  desert: {
    ground: "#edc98b",
    track: "ruts",
    trackColour: "#d4a86a",
    marks: [
      ["ripple", 55],
      ["pebble", 16],
      ["stone", 5],
    ],
  },
  sea: { ground: "#3f8fc4", track: "none", trackColour: "#3f8fc4", marks: [["ripple", 50]] },
  // A river's near bank: no track (it would run into the water), grass and pebbles to the water's edge.
  river: {
    ground: "#79b85a",
    track: "none",
    trackColour: "#79b85a",
    marks: [
      ["tuft", 90],
      ["pebble", 16],
      ["flower", 10],
    ],
  },
  // A garden's lawn in front of its beds: a path between them, grass and a few flowers.
  garden: {
    ground: "#79b85a",
    track: "path",
    trackColour: "#c9b48a",
    marks: [
      ["tuft", 70],
      ["flower", 14],
    ],
  },
  // A playground's lawn in front of its sandpit: worn grass, a few pebbles kicked out of the sand.
  playground: {
    ground: "#79b85a",
    track: "path",
    trackColour: "#d9c8a0",
    marks: [
      ["tuft", 60],
      ["pebble", 14],
    ],
  },
  // A station's platform: concrete, a few pebbles and a leaf blown onto it.
  station: {
    ground: "#c2beb5",
    track: "none",
    trackColour: "#c2beb5",
    marks: [
      ["pebble", 10],
      ["leaf", 8],
    ],
  },
};

/** A place this module does not know (a new outdoor place): a worn track and a few pebbles and tufts. */
const DEFAULT_GROUND: GroundLook = {
  ground: "#b8b4ad",
  track: "trail",
  trackColour: "#9a8f80",
  marks: [
    ["pebble", 24],
    ["tuft", 16],
  ],
};

/**
 * The near ground of an outdoor place, from `top` (where its own far ground ends) to the frame's bottom:
 * its track receding and its marks scattered in perspective. Pavement for a street or a city.
 */
export function groundDetail(c: Canvas, place: ScenePlace, top = c.horizonY): string {
  const p = plane(c, false);
  if (place === "street" || place === "city" || place === "square" || place === "harbour")
    return pavement(c, p, place);
  const g = GROUND_LOOKS[place] ?? DEFAULT_GROUND;
  const out: string[] = [];
  // Neon's grid is its rows already: its glowing crop rows ran together into a bright band at the horizon.
  if (place === "farm" && !c.look.plain && !c.look.glow) out.push(cropRows(c, p, g, top));
  if (g.track !== "none") out.push(track(c, p, g, top));
  if (!c.look.plain) out.push(scatter(c, p, g, top));
  return out.join("");
}

/** A farm's crop rows running away from the camera to the horizon. */
function cropRows(c: Canvas, p: Plane, g: GroundLook, top: number): string {
  const zTop = zAt(p, top);
  const R = c.w / 2 / (top - p.eye) + 0.1;
  const d: string[] = [];
  for (let X = -Math.ceil(R / 0.1) * 0.1; X < R; X += 0.1) {
    const [x0, y0] = at(p, X, 0.8);
    const [x1, y1] = at(p, X, zTop);
    d.push(`M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}`);
  }
  return `<path d="${d.join("")}" fill="none" stroke="${c.look.tone(mix(g.ground, "#5a4a1a", 0.35))}" stroke-width="${n(c.u * 0.5)}"/>`;
}

/** A path, trail or track from the frame's bottom winding to the horizon, narrowing with distance. */
function track(c: Canvas, p: Plane, g: GroundLook, top: number): string {
  const { u, r, look } = c;
  const phase = r.range(0, Math.PI * 2);
  const side = r.range(-0.25, 0.25);
  const half = g.track === "path" ? 0.17 : g.track === "trail" ? 0.12 : 0.2;
  const zTop = Math.min(p.far * 0.9, zAt(p, top + c.h * 0.01));
  const centre = (z: number) => side + Math.sin(phase + z * 0.9) * 0.35 * Math.min(1, (z - 0.6) / 2);
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  const steps = 28;
  for (let k = 0; k <= steps; k++) {
    const z = 0.85 * (zTop / 0.85) ** (k / steps);
    left.push(at(p, centre(z) - half, z));
    right.push(at(p, centre(z) + half, z));
  }
  const outline = [...left, ...right.reverse()];
  if (g.track === "footprints") {
    // Footprints walked toward the sea: pairs of small ovals that shrink with distance.
    const prints: string[] = [];
    for (let z = 1, k = 0; z < zTop; z *= 1.12, k++) {
      const [x, y] = at(p, centre(z) + (k % 2 ? 0.05 : -0.05), z);
      const s = (y - p.eye) * 0.03;
      prints.push(ellipse(x, y, s * 0.6, s * 0.9));
    }
    return `<path d="${prints.join("")}" fill="${look.tone(mix(g.ground, "#6a4a20", 0.35))}"/>`;
  }
  if (look.plain || look.glow)
    return `<polygon points="${pts(outline)}" ${look.glow ? paint(c, g.trackColour) : `fill="${look.tone(mix(g.trackColour, g.ground, 0.35))}"`}/>`;
  const out = [`<polygon points="${pts(outline)}" ${paint(c, g.trackColour, { shade: false })}/>`];
  if (g.track === "ruts") {
    // Two wheel ruts with grass between them.
    const mid: [number, number][][] = [[], []];
    for (let k = 0; k <= steps; k++) {
      const z = 0.85 * (zTop / 0.85) ** (k / steps);
      (mid[0] as [number, number][]).push(at(p, centre(z) - half * 0.25, z));
      (mid[1] as [number, number][]).push(at(p, centre(z) + half * 0.25, z));
    }
    out.push(
      `<polygon points="${pts([...(mid[0] as []), ...(mid[1] as [number, number][]).reverse()])}" fill="${look.tone(mix(g.ground, "#000000", 0.05))}"/>`,
    );
  }
  if (g.track === "path" || g.track === "trail") {
    // Gravel on the path, low in contrast (it may lie behind the captions), finer with distance.
    const grit: string[] = [];
    for (let i = 0; i < 40; i++) {
      const z = zTop ** r.range(0, 1);
      const [x, y] = at(p, centre(z) + r.range(-0.8, 0.8) * half, z);
      const s = c.w * 0.022 * ((y - p.eye) / (p.bottom - p.eye)) * r.range(0.7, 1.3);
      if (s >= u * 0.5) grit.push(ellipse(x, y, s * 0.5, s * 0.3));
    }
    out.push(`<path d="${grit.join("")}" fill="${look.tone(mix(g.trackColour, "#000000", 0.22))}"/>`);
  }
  // The track's edge a shade darker, so that it reads as worn into the ground.
  out.push(
    `<path d="M${pts(left).replaceAll(" ", "L")}M${pts(right).replaceAll(" ", "L")}" fill="none" stroke="${look.tone(mix(g.trackColour, "#000000", 0.35))}" stroke-width="${n(u * 0.6)}"/>`,
  );
  return out.join("");
}

const ellipse = (x: number, y: number, rx: number, ry: number) =>
  `M${n(x - rx)} ${n(y)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;

/** Colour and size (at the frame's bottom, a share of the width) of each mark. */
const MARK_SIZE: Record<Mark, number> = {
  tuft: 0.08,
  flower: 0.035,
  pebble: 0.04,
  leaf: 0.05,
  shell: 0.07,
  ripple: 0.16,
  stone: 0.12,
};

/**
 * The place's marks scattered over the ground plane, as many in each doubling of the distance: on the
 * screen they crowd toward the horizon and grow and thin out toward the viewer. Fewer, and no bright flowers, in the middle of the lower band.
 */
function scatter(c: Canvas, p: Plane, g: GroundLook, top: number): string {
  const { w, u, r, look } = c;
  const paths = new Map<string, string[]>();
  const add = (key: string, d: string) => {
    const list = paths.get(key);
    if (list) list.push(d);
    else paths.set(key, [d]);
  };
  const zTop = zAt(p, top + c.h * 0.015);
  const glow = look.glow !== null;
  for (const [mark, count] of g.marks)
    for (let i = 0; i < (glow ? count / 4 : count); i++) {
      // As many in each doubling of the distance: on the screen every band of the ground gets some, the
      // near ones bigger and sparser (evenly over the ground, the few near the camera were all left).
      const z = zTop ** r.range(0, 1);
      const y = yAt(p, z);
      const scale = (y - p.eye) / (p.bottom - p.eye);
      const X = r.range(-1, 1) * (w / 2 / (y - p.eye) + 0.1);
      const x = p.cx + X * (y - p.eye);
      const s = MARK_SIZE[mark] * w * scale * r.range(0.7, 1.3);
      if (s < u * 1.2) continue;
      const quiet = calm(c, x, y);
      if (quiet && (mark === "flower" || mark === "shell" || mark === "stone" || r.chance(0.7))) continue;
      if (c.avoid.some((b) => x > b.x && x < b.x + b.w && y > b.y + b.h * 0.8 && y < b.y + b.h * 1.05))
        continue;
      drawMark(mark, x, y, s, r, g, add);
    }
  const ink = look.ink ? look.ink[0] : null;
  const out: string[] = [];
  for (const [key, ds] of paths) {
    const [kind, colour] = key.split("|") as [string, string];
    const fill = glow ? mix(colour, look.p.background, 0.5) : look.tone(colour);
    if (kind === "s")
      out.push(
        `<path d="${ds.join("")}" fill="none" stroke="${glow ? (look.glow as string) : fill}" stroke-width="${n(u * 0.45)}" stroke-linecap="round"/>`,
      );
    else
      out.push(
        // Blades are too fine to ink: an outline would turn a tuft into a scribble.
        `<path d="${ds.join("")}" fill="${fill}"${glow ? ` stroke="${look.glow}" stroke-width="${n(u * 0.3)}"` : ink && kind !== "t" ? ` stroke="${ink}" stroke-width="${n(u * 0.3)}"` : ""}/>`,
      );
  }
  return out.join("");
}

function drawMark(
  mark: Mark,
  x: number,
  y: number,
  s: number,
  r: Canvas["r"],
  g: GroundLook,
  add: (key: string, d: string) => void,
): void {
  const dark = mix(g.ground, "#2f5a1f", 0.6);
  if (mark === "tuft") {
    // Blades from one root, as a filled fan (a stroke per blade would not scale with distance).
    let d = "";
    for (const [dx, tall] of [
      [-0.45, 0.6],
      [-0.15, 1],
      [0.2, 0.85],
      [0.45, 0.55],
    ] as const) {
      const tx = x + dx * s;
      const ty = y - tall * s;
      d += `M${n(x - s * 0.12)} ${n(y)}Q${n(x + dx * s * 0.4)} ${n(y - tall * s * 0.5)} ${n(tx)} ${n(ty)}Q${n(x + dx * s * 0.3 + s * 0.06)} ${n(y - tall * s * 0.4)} ${n(x + s * 0.12)} ${n(y)}Z`;
    }
    add(`t|${r.chance(0.55) ? dark : mix(g.ground, "#e4f5a8", 0.4)}`, d);
  } else if (mark === "flower") {
    const petal = r.pick(["#ffffff", "#ffd35c", "#ff8fa3", "#b59cff"]);
    add(`f|${petal}`, ellipse(x, y - s * 0.5, s * 0.5, s * 0.42));
    add("f|#f4a72c", ellipse(x, y - s * 0.5, s * 0.18, s * 0.16));
  } else if (mark === "pebble" || mark === "stone") {
    const shade =
      mark === "stone"
        ? r.pick(["#8f8b86", "#a39f98", "#7d7770"])
        : r.pick(["#bdb6aa", "#9c968c", "#d8d1c4"]);
    add(`f|${shade}`, ellipse(x, y - s * 0.2, s * 0.5, s * 0.28));
    if (mark === "stone")
      add(`f|${mix(shade, "#ffffff", 0.35)}`, ellipse(x - s * 0.12, y - s * 0.3, s * 0.22, s * 0.1));
  } else if (mark === "leaf") {
    const colour = r.pick(["#d9822b", "#b85c2a", "#e0b040", "#8a5a2a"]);
    const a = r.range(-0.6, 0.6);
    const dx = Math.cos(a) * s * 0.5;
    const dy = Math.sin(a) * s * 0.2;
    add(
      `f|${colour}`,
      `M${n(x - dx)} ${n(y - dy)}Q${n(x)} ${n(y - s * 0.3)} ${n(x + dx)} ${n(y + dy)}Q${n(x)} ${n(y + s * 0.15)} ${n(x - dx)} ${n(y - dy)}Z`,
    );
  } else if (mark === "shell") {
    const colour = r.pick(["#f7e6da", "#f2c6b4", "#fff4e8"]);
    add(
      `f|${colour}`,
      `M${n(x - s * 0.5)} ${n(y)}A${n(s * 0.5)} ${n(s * 0.45)} 0 0 1 ${n(x + s * 0.5)} ${n(y)}Z`,
    );
    add(
      `s|${mix(colour, "#8a5a4a", 0.5)}`,
      `M${n(x)} ${n(y)}L${n(x)} ${n(y - s * 0.42)}M${n(x)} ${n(y)}L${n(x - s * 0.3)} ${n(y - s * 0.3)}M${n(x)} ${n(y)}L${n(x + s * 0.3)} ${n(y - s * 0.3)}`,
    );
  } else {
    // A ripple of sand or water: a low arc, lighter on its crest.
    add(
      `s|${mix(g.ground, g.ground === "#3f8fc4" ? "#dff3ff" : "#8a6432", 0.5)}`,
      `M${n(x - s * 0.5)} ${n(y)}Q${n(x)} ${n(y - s * 0.12)} ${n(x + s * 0.5)} ${n(y)}`,
    );
  }
}

/** A street's, a city's, a square's or a quay's near ground: paving slabs in perspective, a kerb. */
function pavement(c: Canvas, p: Plane, place: ScenePlace): string {
  const { w, h, u, r, look } = c;
  // The road lies across the frame in the distance; the pavement the camera stands on comes up to it.
  // A town square is paved right up to the house fronts, in smaller, warmer stones.
  // A harbour's quay starts at its edge over the water, in big grey setts.
  const kerbY =
    place === "harbour"
      ? quayLines(c).quay
      : c.horizonY + h * (place === "street" ? 0.2 : place === "square" ? 0.004 : 0.02);
  const slab = place === "street" ? 0.2 : place === "square" ? 0.15 : 0.28;
  const stone =
    place === "street"
      ? "#c9c2b6"
      : place === "square"
        ? "#d2c4a8"
        : place === "harbour"
          ? "#aaa59b"
          : "#bdb5a8";
  if (look.plain) return "";
  const zK = zAt(p, kerbY);
  const cells: string[] = [];
  const lines: string[] = [];
  const R = w / 2 / (kerbY - p.eye) + 0.1;
  for (let z = 1 - r.range(0, slab); z < zK; z += slab * Math.max(1, z * 0.5)) {
    const z1 = Math.min(zK, z + slab * Math.max(1, z * 0.5));
    const [, y] = at(p, 0, z1);
    lines.push(`M0 ${n(y)}L${n(w)} ${n(y)}`);
    for (let k = -Math.ceil(R / slab); k * slab < R; k++)
      if (r.chance(0.25))
        cells.push(
          polygonPath([
            at(p, k * slab, z),
            at(p, (k + 1) * slab, z),
            at(p, (k + 1) * slab, z1),
            at(p, k * slab, z1),
          ]),
        );
  }
  for (let k = -Math.ceil(R / slab); k * slab <= R; k++) {
    const [x0, y0] = at(p, k * slab, 0.7);
    const [x1, y1] = at(p, k * slab, zK);
    lines.push(`M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}`);
  }
  const out = [
    `<rect y="${n(kerbY)}" width="${w}" height="${n(h - kerbY)}" ${paint(c, stone, { shade: false })}/>`,
  ];
  if (!look.glow)
    out.push(
      `<path d="${cells.join("")}" fill="${look.tone(mix(stone, "#000000", 0.07))}"/>`,
      `<path d="${lines.join("")}" fill="none" stroke="${look.tone(mix(stone, "#000000", 0.28))}" stroke-width="${n(u * 0.35)}"/>`,
    );
  // The kerb's edge.
  out.push(
    `<rect y="${n(kerbY - u * 0.6)}" width="${w}" height="${n(u * 1.4)}" ${paint(c, mix(stone, "#ffffff", 0.3), { shade: false })}/>`,
  );
  out.push(
    scatter(
      c,
      p,
      {
        ground: stone,
        track: "none",
        trackColour: stone,
        marks: [
          ["leaf", 10],
          ["pebble", 8],
        ],
      },
      kerbY,
    ),
  );
  return out.join("");
}
