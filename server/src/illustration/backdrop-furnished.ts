import { mix, n } from "../lib/svg";
import { type Canvas, paint, standingIcon } from "./backdrop-canvas";
import { overlaps } from "./scene-layout";

/**
 * Two rooms drawn with their own furniture rather than a window, a shelf and a counter. A library: its wall
 * lined with bookcases, rows of spines of every colour and height, a long reading table at the wall's foot
 * with a green reading lamp and books on it. A restaurant: a panelled wall with a chalk menu board, lamps
 * hanging from the ceiling, small tables in white cloths with their chairs.
 */

const WOOD = "#6b4228";
const SPINES = ["#a8343a", "#2f5d8a", "#3f7a4a", "#c79a3a", "#6b3f7a", "#8a5a32", "#d6cdb8", "#2f3f4f"];
const LAMP = "#2f7a4f";

/** The bookcases' top and foot: from near the ceiling to a little over the table. */
const caseSpan = (c: Canvas): [number, number] => [c.h * 0.05, c.horizonY - c.h * 0.05];

/** Bookcases over the whole wall: uprights, shelves and, on each shelf, a row of spines. */
export function bookcases(c: Canvas): string {
  const { w, h, u, r, look } = c;
  const [top, foot] = caseSpan(c);
  const rowH = h * 0.075;
  const rows = Math.max(2, Math.floor((foot - top) / rowH));
  const step = (foot - top) / rows;
  const byColour = new Map<string, string[]>();
  for (let k = 0; k < rows; k++) {
    const shelf = top + step * (k + 1);
    for (let x = u; x < w - u; ) {
      const bw = u * r.range(1.3, 2.4);
      const bh = step * r.range(0.62, 0.86);
      // Now and then a gap, as on a shelf in use.
      if (r.chance(0.06)) {
        x += bw * 2;
        continue;
      }
      const colour = r.pick(SPINES);
      const list = byColour.get(colour) ?? [];
      list.push(`M${n(x)} ${n(shelf - bh)}h${n(bw)}V${n(shelf)}h${n(-bw)}Z`);
      byColour.set(colour, list);
      x += bw + u * 0.15;
    }
  }
  const ink = look.ink ? ` stroke="${look.ink[0]}" stroke-width="${n(u * 0.2)}"` : "";
  const out = [
    `<rect y="${n(top - u * 1.5)}" width="${w}" height="${n(foot - top + u * 1.5)}" ${paint(c, mix(WOOD, "#000000", 0.35), { shade: false })}/>`,
  ];
  for (const [colour, d] of byColour)
    out.push(
      `<path d="${d.join("")}" fill="${look.glow ? mix(colour, look.p.background, 0.5) : look.tone(colour)}"${ink}/>`,
    );
  // The shelves and the uprights over the books' ends.
  const planks: string[] = [];
  for (let k = 0; k <= rows; k++) planks.push(`M0 ${n(top + step * k - u)}h${n(w)}v${n(u * 1.2)}h${n(-w)}Z`);
  const bays = Math.max(2, Math.round(w / (h * 0.22)));
  for (let k = 0; k <= bays; k++) {
    const x = (w / bays) * k;
    planks.push(`M${n(x - u * 0.8)} ${n(top - u * 1.5)}h${n(u * 1.6)}V${n(foot)}h${n(-u * 1.6)}Z`);
  }
  out.push(`<path d="${planks.join("")}" ${paint(c, WOOD, { shade: false })}/>`);
  return out.join("");
}

/** The reading table at the wall's foot, a green-shaded lamp on it and a few books. */
export function readingTable(c: Canvas): string {
  const { w, h, u, r, horizonY, look } = c;
  const y = horizonY - h * 0.035;
  const out = [
    `<rect x="${n(w * 0.04)}" y="${n(y + u * 1.6)}" width="${n(u * 1.6)}" height="${n(h * 0.06)}" ${paint(c, mix(WOOD, "#000000", 0.2))}/>`,
    `<rect x="${n(w * 0.96 - u * 1.6)}" y="${n(y + u * 1.6)}" width="${n(u * 1.6)}" height="${n(h * 0.06)}" ${paint(c, mix(WOOD, "#000000", 0.2))}/>`,
    `<rect x="${n(w * 0.02)}" y="${n(y)}" width="${n(w * 0.96)}" height="${n(u * 2)}" ${paint(c, WOOD)}/>`,
  ];
  const s = Math.min(w, h) / 100;
  const spots = [w * 0.2, w * 0.8, w * 0.5];
  const lampX = spots.find(
    (x) => !c.avoid.some((b) => overlaps(b, { x: x - s * 7, y: y - s * 16, w: s * 14, h: s * 16 })),
  );
  if (lampX !== undefined) {
    const glow = c.id("lampglow");
    c.defs.push(
      `<radialGradient id="${glow}" cx="0.5" cy="0.3" r="0.6"><stop offset="0" stop-color="#ffe9a8" stop-opacity="${c.lit ? 0.75 : 0.45}"/><stop offset="1" stop-color="#ffe9a8" stop-opacity="0"/></radialGradient>`,
    );
    out.push(
      `<ellipse cx="${n(lampX)}" cy="${n(y)}" rx="${n(s * 14)}" ry="${n(s * 7)}" fill="url(#${glow})"/>`,
      `<rect x="${n(lampX - s * 0.5)}" y="${n(y - s * 11)}" width="${n(s)}" height="${n(s * 11)}" fill="${look.tone("#b08d3a")}"/>`,
      `<rect x="${n(lampX - s * 3)}" y="${n(y - s * 1.2)}" width="${n(s * 6)}" height="${n(s * 1.2)}" rx="${n(s * 0.5)}" fill="${look.tone("#b08d3a")}"/>`,
      `<path d="M${n(lampX - s * 6)} ${n(y - s * 9)}Q${n(lampX)} ${n(y - s * 15)} ${n(lampX + s * 6)} ${n(y - s * 9)}Z" ${paint(c, LAMP)}/>`,
    );
  }
  const bookX = lampX !== undefined && lampX < w / 2 ? w * r.range(0.62, 0.72) : w * r.range(0.28, 0.38);
  out.push(
    standingIcon(c, { name: r.pick(["books", "open-book"]), x: bookX, bottom: y + u * 0.4, size: w * 0.1 }),
  );
  return out.join("");
}

/** Minimal's library: the bookcases as flat blocks, three rows of spines in two tones, and the table. */
export function plainShelves(c: Canvas): string {
  const { w, h, u, look } = c;
  const [top, foot] = caseSpan(c);
  const rows = 3;
  const step = (foot - top) / rows;
  const blocks: string[] = [];
  for (let k = 0; k < rows; k++)
    for (let x = u * 2 + k * u * 3; x < w - u * 8; x += u * 9)
      blocks.push(
        `M${n(x)} ${n(top + step * (k + 0.3))}h${n(u * 6)}V${n(top + step * (k + 1))}h${n(-u * 6)}Z`,
      );
  return `<rect y="${n(top)}" width="${w}" height="${n(foot - top)}" fill="${look.tone(mix(WOOD, "#ffffff", 0.55))}"/><path d="${blocks.join("")}" fill="${look.tone(SPINES[0] as string)}"/><rect x="${n(w * 0.02)}" y="${n(c.horizonY - h * 0.035)}" width="${n(w * 0.96)}" height="${n(u * 2)}" fill="${look.tone(WOOD)}"/>`;
}

const PANEL = "#7a2e36";
const CLOTH = "#f7f3ea";

/** A restaurant's wall: dark panelling under a rail, a chalk menu board, lamps hanging from the ceiling. */
export function diningWall(c: Canvas): string {
  const { w, h, u, r, horizonY, look } = c;
  const rail = horizonY - h * 0.12;
  const out = [
    `<rect y="${n(rail)}" width="${w}" height="${n(horizonY - rail + u)}" ${paint(c, PANEL)}/>`,
    `<rect y="${n(rail - u)}" width="${w}" height="${n(u * 1.4)}" fill="${look.tone("#c9a25a")}"/>`,
  ];
  // The menu board, on a side of the wall no element stands before.
  const bw = w * 0.3;
  const bh = Math.min(h * 0.16, (rail - h * 0.2) * 0.9);
  const by = rail - bh - h * 0.03;
  const bx = [w * 0.06, w * 0.64, w * 0.35].find(
    (x) => !c.avoid.some((b) => overlaps(b, { x, y: by, w: bw, h: bh })),
  );
  if (bx !== undefined && bh > h * 0.06) {
    out.push(
      `<rect x="${n(bx - u)}" y="${n(by - u)}" width="${n(bw + 2 * u)}" height="${n(bh + 2 * u)}" ${paint(c, "#8a5a32")}/><rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" fill="${look.tone("#2f3a34")}"/>`,
    );
    const lines: string[] = [`M${n(bx + bw * 0.3)} ${n(by + bh * 0.18)}h${n(bw * 0.4)}`];
    for (let y = by + bh * 0.38; y < by + bh * 0.9; y += bh * 0.16) {
      lines.push(`M${n(bx + bw * 0.12)} ${n(y)}h${n(bw * r.range(0.35, 0.5))}`);
      lines.push(`M${n(bx + bw * 0.78)} ${n(y)}h${n(bw * 0.1)}`);
    }
    out.push(
      `<path d="${lines.join("")}" stroke="#eef0e8" stroke-width="${n(u * 0.6)}" stroke-linecap="round" opacity="0.85"/>`,
    );
  }
  out.push(pendants(c));
  return out.join("");
}

/** Lamps on long cords from the ceiling: a brass shade and the bulb's glow under it. */
function pendants(c: Canvas): string {
  const { w, h, u, lit, look } = c;
  const count = Math.max(3, Math.round((w / h) * 4));
  const s = Math.min(w, h) / 100;
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const x = (w / count) * (k + 0.5);
    const y = h * (k % 2 ? 0.16 : 0.12);
    const glow = c.id("bulb");
    c.defs.push(
      `<radialGradient id="${glow}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe6a0" stop-opacity="${lit ? 0.8 : 0.5}"/><stop offset="1" stop-color="#ffe6a0" stop-opacity="0"/></radialGradient>`,
    );
    out.push(
      `<line x1="${n(x)}" y1="0" x2="${n(x)}" y2="${n(y)}" stroke="${look.tone("#3a2a20")}" stroke-width="${n(u * 0.3)}"/>`,
      `<circle cx="${n(x)}" cy="${n(y + s * 4)}" r="${n(s * 8)}" fill="url(#${glow})"/>`,
      `<path d="M${n(x - s * 5)} ${n(y + s * 4)}Q${n(x)} ${n(y - s * 2)} ${n(x + s * 5)} ${n(y + s * 4)}Z" ${paint(c, "#c9962e")}/>`,
    );
  }
  return out.join("");
}

/** Small tables in white cloths at the wall's foot, a chair at each side, a candle or a glass on it. */
export function diningTables(c: Canvas): string {
  const { w, h, u, r, horizonY, look } = c;
  const count = Math.max(2, Math.round((w / h) * 3));
  const slot = w / count;
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const x = slot * (k + 0.5) + r.range(-u * 2, u * 2);
    const tw = Math.min(slot * 0.7, h * 0.16);
    const top = horizonY - h * 0.02;
    const drop = h * 0.065;
    // Two chairs, one each side, their backs standing over the table's edge; the cloth falls in front.
    for (const side of [-1, 1]) {
      const cx = x + side * (tw / 2 + u * 0.5);
      out.push(
        `<path d="M${n(cx - u * 2.2)} ${n(top + drop)}V${n(top - h * 0.05)}h${n(u * 4.4)}V${n(top + drop)}h${n(-u)}V${n(top - h * 0.035)}h${n(-u * 2.4)}V${n(top + drop)}Z" ${paint(c, "#5a3a26")}/>`,
      );
    }
    out.push(
      `<path d="M${n(x - tw / 2)} ${n(top)}h${n(tw)}l${n(u * 1.5)} ${n(drop)}h${n(-tw - u * 3)}Z" ${paint(c, CLOTH)}/>`,
      `<rect x="${n(x - tw / 2 - u * 1.5)}" y="${n(top + drop - u)}" width="${n(tw + u * 3)}" height="${n(u)}" fill="${look.tone("#b8312f")}"/>`,
    );
    out.push(
      standingIcon(c, { name: k % 2 ? "wine-glass" : "candle", x, bottom: top + u * 0.3, size: w * 0.06 }),
    );
  }
  return out.join("");
}

/** Minimal's restaurant: the panelling and three lamp shades, flat. */
export function plainDining(c: Canvas): string {
  const { w, h, u, horizonY, look } = c;
  const rail = horizonY - h * 0.12;
  const shades = [0.2, 0.5, 0.8]
    .map(
      (t) =>
        `<line x1="${n(w * t)}" y1="0" x2="${n(w * t)}" y2="${n(h * 0.14)}" stroke="${look.tone("#3a2a20")}" stroke-width="${n(u * 0.4)}"/><path d="M${n(w * t - u * 5)} ${n(h * 0.14 + u * 3)}A${n(u * 5)} ${n(u * 4)} 0 0 1 ${n(w * t + u * 5)} ${n(h * 0.14 + u * 3)}Z" fill="${look.tone("#c9962e")}"/>`,
    )
    .join("");
  return `<rect y="${n(rail)}" width="${w}" height="${n(horizonY - rail)}" fill="${look.tone(mix(PANEL, "#ffffff", 0.25))}"/>${shades}`;
}
