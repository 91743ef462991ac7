import { fitSize, isLatin, type SceneContext, type SceneLayers, textBlock, wrap } from "./scene-context";
import { grainFilter, mix, n } from "./svg";

const caps = (s: string) => (isLatin(s) ? s.toUpperCase() : s);

function burst(cx: number, cy: number, rOut: number, rIn: number, spikes: number, jitter: () => number) {
  const pts: string[] = [];
  for (let i = 0; i < spikes * 2; i++) {
    const a = (i / (spikes * 2)) * Math.PI * 2;
    const rad = (i % 2 ? rIn : rOut) * (1 + jitter());
    pts.push(`${n(cx + Math.cos(a) * rad)},${n(cy + Math.sin(a) * rad * 0.8)}`);
  }
  return pts.join(" ");
}

/** Comic: inked panels with halftone dots, action lines, a starburst title and a speech bubble. */
export function comic(c: SceneContext): SceneLayers {
  const { w, h, u, p, r } = c;
  const g = u * 2.5;
  const ink = `stroke="#111" stroke-width="${n(u * 1.1)}" stroke-linejoin="round"`;
  const midY = h * 0.62;
  const splitX = w * r.range(0.45, 0.58);
  const panels = [
    { x: g, y: g, pw: w - 2 * g, ph: midY - 1.5 * g, fill: p.secondary, dot: "dotsA" },
    { x: g, y: midY + g / 2, pw: splitX - 1.5 * g, ph: h - midY - 1.5 * g, fill: p.accent, dot: "dotsB" },
    {
      x: splitX + g / 2,
      y: midY + g / 2,
      pw: w - splitX - 1.5 * g,
      ph: h - midY - 1.5 * g,
      fill: p.primary,
      dot: "dotsC",
    },
  ];
  const action = Array.from({ length: 28 }, (_, i) => {
    const a = (i / 28) * Math.PI * 2;
    const cx = w / 2;
    const cy = midY * 0.5;
    return `<line x1="${n(cx + Math.cos(a) * w * 0.3)}" y1="${n(cy + Math.sin(a) * w * 0.3)}" x2="${n(cx + Math.cos(a) * w)}" y2="${n(cy + Math.sin(a) * w)}" stroke="#fff" stroke-width="${n(u * r.range(0.4, 1.4))}" opacity="0.6"/>`;
  }).join("");
  // The third panel: a small impact star with motion lines, so no panel is left empty.
  const third = panels[2] as (typeof panels)[number];
  const sx = third.x + third.pw / 2;
  const sy = third.y + third.ph * 0.45;
  const swoosh = [0, 1, 2, 3]
    .map((k) => {
      const y = sy - u * 9 + k * u * 6;
      return `<line x1="${n(third.x + u * 2)}" y1="${n(y)}" x2="${n(sx - u * 10 + k * u)}" y2="${n(y)}" stroke="#111" stroke-width="${n(u * 0.8)}" stroke-linecap="round"/>`;
    })
    .join("");
  const title = caps(c.title);
  const lines = wrap(title, 10, 3);
  const size = fitSize(lines, w * 0.62, u * 13, 0.66);
  const cy = midY * 0.5;
  const bub = panels[1] as (typeof panels)[number];
  const bx = bub.x + bub.pw / 2;
  const by = bub.y + bub.ph * 0.38;
  const subLines = wrap(c.subtitle || c.title, 12, 3);
  const subSize = fitSize(subLines, bub.pw * 0.7, u * 5, 0.6);
  const dotPattern = (id: string, col: string, s: number) =>
    `<pattern id="${id}" width="${n(s)}" height="${n(s)}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><circle cx="${n(s / 2)}" cy="${n(s / 2)}" r="${n(s * 0.28)}" fill="${col}"/></pattern>`;
  return {
    defs: `${dotPattern("dotsA", mix(p.secondary, "#000", 0.3), u * 2.2)}${dotPattern("dotsB", mix(p.accent, "#000", 0.25), u * 1.8)}${dotPattern("dotsC", mix(p.primary, "#b35a00", 0.5), u * 2)}
<clipPath id="top"><rect x="${n(g)}" y="${n(g)}" width="${n(w - 2 * g)}" height="${n(midY - 1.5 * g)}"/></clipPath>`,
    art: `<rect width="${w}" height="${h}" fill="${p.background}"/>
${panels.map((q) => `<rect x="${n(q.x)}" y="${n(q.y)}" width="${n(q.pw)}" height="${n(q.ph)}" fill="${q.fill}"/><rect x="${n(q.x)}" y="${n(q.y)}" width="${n(q.pw)}" height="${n(q.ph)}" fill="url(#${q.dot})" opacity="0.55"/>`).join("")}
<g clip-path="url(#top)">${action}</g>${swoosh}
<polygon points="${burst(sx + u * 3, sy, Math.min(third.pw, third.ph) * 0.34, Math.min(third.pw, third.ph) * 0.2, 9, () => r.range(-0.1, 0.1))}" fill="#fff" ${ink}/>
<circle cx="${n(sx + u * 3)}" cy="${n(sy)}" r="${n(u * 3)}" fill="${p.secondary}" ${ink}/>
${panels.map((q) => `<rect x="${n(q.x)}" y="${n(q.y)}" width="${n(q.pw)}" height="${n(q.ph)}" fill="none" ${ink}/>`).join("")}
<polygon points="${burst(w / 2 + u * 1.2, cy + u * 1.5, w * 0.46, w * 0.33, 14, () => r.range(-0.06, 0.06))}" fill="#111"/>
<polygon points="${burst(w / 2, cy, w * 0.46, w * 0.33, 14, () => r.range(-0.06, 0.06))}" fill="${p.primary}" ${ink}/>
<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(bub.pw * 0.44)}" ry="${n(bub.ph * 0.3)}" fill="#fff" ${ink}/>
<path d="M${n(bx - u * 4)} ${n(by + bub.ph * 0.27)} L${n(bx - u * 9)} ${n(by + bub.ph * 0.5)} L${n(bx + u * 4)} ${n(by + bub.ph * 0.28)}Z" fill="#fff" ${ink}/>
<ellipse cx="${n(bx)}" cy="${n(by + bub.ph * 0.2)}" rx="${n(u * 5)}" ry="${n(u * 1.6)}" fill="#fff"/>`,
    text:
      textBlock({
        lines,
        x: w / 2,
        y: cy - (lines.length - 1) * size * 0.55 + size * 0.35,
        size,
        fill: p.secondary,
        font: c.font,
        weight: 800,
        lineHeight: 1.05,
        extra: `stroke="#111" stroke-width="${n(size * 0.1)}" stroke-linejoin="round" paint-order="stroke" transform="rotate(-6 ${n(w / 2)} ${n(cy)})"`,
      }) +
      textBlock({
        lines: subLines,
        x: bx,
        y: by - (subLines.length - 1) * subSize * 0.55 + subSize * 0.35,
        size: subSize,
        fill: "#111",
        font: c.font,
        weight: 800,
      }),
  };
}

/** Minimal: a flat field, two or three precise shapes and quiet, left-aligned type. */
export function minimal(c: SceneContext): SceneLayers {
  const { w, h, u, p, r } = c;
  const layout = c.index % 3;
  // The title sits high and the shapes below it: the lower part of the frame belongs to the captions
  // and the presenter.
  const shapes = [
    `<circle cx="${n(w * 0.68)}" cy="${n(h * 0.5)}" r="${n(w * 0.26)}" fill="${p.accent}"/><rect x="${n(w * 0.12)}" y="${n(h * 0.62)}" width="${n(w * 0.38)}" height="${n(h * 0.16)}" fill="${p.secondary}"/>`,
    `<rect x="0" y="${n(h * 0.36)}" width="${n(w * 0.42)}" height="${n(h * 0.64)}" fill="${p.secondary}"/><circle cx="${n(w * 0.42)}" cy="${n(h * 0.62)}" r="${n(w * 0.12)}" fill="${p.accent}"/>`,
    `<path d="M${n(w * 0.15)} ${n(h * 0.68)} A${n(w * 0.35)} ${n(w * 0.35)} 0 0 1 ${n(w * 0.85)} ${n(h * 0.68)}Z" fill="${p.accent}"/><rect x="${n(w * 0.15)}" y="${n(h * 0.68)}" width="${n(w * 0.7)}" height="${n(u * 0.6)}" fill="${p.primary}"/>`,
  ][layout];
  const lines = wrap(c.title, 16, 3);
  const size = fitSize(lines, w * 0.76, u * 10, 0.55);
  const ty = h * 0.18;
  const x = w * 0.12;
  return {
    defs: "",
    art: `<rect width="${w}" height="${h}" fill="${p.background}"/>${shapes}
<line x1="${n(x)}" y1="${n(ty - size * 1.3)}" x2="${n(x + u * 10)}" y2="${n(ty - size * 1.3)}" stroke="${p.primary}" stroke-width="${n(u * 0.5)}"/>
<circle cx="${n(w * 0.88)}" cy="${n(h * 0.92)}" r="${n(u * r.range(1, 1.6))}" fill="${p.primary}"/>`,
    text:
      textBlock({
        lines,
        x,
        y: ty,
        size,
        anchor: "start",
        fill: p.text,
        font: c.font,
        weight: 300,
        lineHeight: 1.1,
      }) +
      (c.subtitle
        ? textBlock({
            lines: [caps(c.subtitle)],
            x,
            y: ty + size * lines.length + u * 2,
            size: u * 3.2,
            anchor: "start",
            fill: p.accent,
            font: c.font,
            weight: 700,
            spacing: u * 0.6,
          })
        : ""),
  };
}

/** Neon: synthwave night with a striped sun, a skyline, a glowing perspective grid and glowing type. */
export function neon(c: SceneContext): SceneLayers {
  const { w, h, u, p, r } = c;
  const horizon = h * 0.6;
  const sunR = w * 0.3;
  const sunY = horizon - sunR * 0.45;
  const stripes = Array.from({ length: 6 }, (_, i) => {
    const y = sunY + sunR * (0.1 + i * 0.15);
    return `<rect x="0" y="${n(y)}" width="${w}" height="${n(u * (0.6 + i * 0.5))}" fill="#000"/>`;
  }).join("");
  const grid: string[] = [];
  for (let i = -12; i <= 12; i++)
    grid.push(
      `<line x1="${n(w / 2 + i * u * 2)}" y1="${n(horizon)}" x2="${n(w / 2 + i * w * 0.2)}" y2="${n(h)}"/>`,
    );
  for (let i = 1; i < 14; i++) {
    const y = horizon + (h - horizon) * (i / 14) ** 2.2;
    grid.push(`<line x1="0" y1="${n(y)}" x2="${w}" y2="${n(y)}"/>`);
  }
  let skyline = "";
  for (let x = -u * 2; x < w; ) {
    const bw = u * r.range(5, 11);
    const bh = h * r.range(0.03, 0.14);
    skyline += `<rect x="${n(x)}" y="${n(horizon - bh)}" width="${n(bw)}" height="${n(bh)}" fill="#07041a"/>`;
    for (let k = 0; k < 3; k++)
      if (r.chance(0.6))
        skyline += `<rect x="${n(x + r.range(u, bw - u * 2))}" y="${n(horizon - bh + r.range(u, bh - u))}" width="${n(u * 0.8)}" height="${n(u * 0.8)}" fill="${p.accent}" opacity="0.8"/>`;
    x += bw + u * r.range(0, 1.5);
  }
  const stars = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${n(r.range(0, w))}" cy="${n(r.range(0, horizon * 0.8))}" r="${n(u * r.range(0.15, 0.4))}" fill="#fff" opacity="${r.range(0.3, 0.9).toFixed(2)}"/>`,
  ).join("");
  const lines = wrap(caps(c.title), 11, 3);
  const size = fitSize(lines, w * 0.84, u * 13, 0.66);
  const ty = h * 0.16;
  const glow = (id: string, col: string, sd: number) =>
    `<filter id="${id}" x="-30%" y="-60%" width="160%" height="220%"><feGaussianBlur in="SourceAlpha" stdDeviation="${n(sd)}" result="b"/><feFlood flood-color="${col}"/><feComposite in2="b" operator="in" result="g"/><feMerge><feMergeNode in="g"/><feMergeNode in="g"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
  return {
    defs: `<linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.background}"/><stop offset="0.6" stop-color="${mix(p.background, p.primary, 0.35)}"/><stop offset="1" stop-color="${p.background}"/></linearGradient>
<linearGradient id="sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.primary}"/></linearGradient>
<mask id="stripes"><rect width="${w}" height="${h}" fill="#fff"/>${stripes}</mask>
${glow("glowP", p.primary, u * 1.4)}${glow("glowS", p.secondary, u * 0.9)}`,
    art: `<rect width="${w}" height="${h}" fill="url(#night)"/>${stars}
<circle cx="${n(w / 2)}" cy="${n(sunY)}" r="${n(sunR * 1.25)}" fill="${p.primary}" opacity="0.15"/>
<circle cx="${n(w / 2)}" cy="${n(sunY)}" r="${n(sunR)}" fill="url(#sun)" mask="url(#stripes)"/>${skyline}
<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="#06031a"/>
<g stroke="${p.secondary}" stroke-width="${n(u * 0.35)}" filter="url(#glowS)">${grid.join("")}</g>
<line x1="0" y1="${n(horizon)}" x2="${w}" y2="${n(horizon)}" stroke="${p.primary}" stroke-width="${n(u * 0.6)}" filter="url(#glowP)"/>`,
    text:
      textBlock({
        lines,
        x: w / 2,
        y: ty,
        size,
        fill: p.text,
        font: c.font,
        weight: 800,
        spacing: size * 0.04,
        extra: `filter="url(#glowP)"`,
      }) +
      (c.subtitle
        ? textBlock({
            lines: wrap(caps(c.subtitle), 22, 2),
            x: w / 2,
            y: ty + size * (lines.length - 0.2) + u * 5,
            size: u * 5,
            fill: "#ffffff",
            font: c.font,
            weight: 700,
            spacing: u * 0.5,
            extra: `filter="url(#glowS)"`,
          })
        : ""),
  };
}

/** Vintage film: sepia sunburst, an emblem, sprocket strips, scratches, dust, grain and vignette. */
export function vintage(c: SceneContext): SceneLayers {
  const { w, h, u, p, r } = c;
  const cx = w / 2;
  const cy = h * 0.5;
  const wedges = Array.from({ length: 24 }, (_, i) => {
    const a0 = (i / 24) * Math.PI * 2;
    const a1 = ((i + 0.5) / 24) * Math.PI * 2;
    const R = h;
    return `<polygon points="${n(cx)},${n(cy)} ${n(cx + Math.cos(a0) * R)},${n(cy + Math.sin(a0) * R)} ${n(cx + Math.cos(a1) * R)},${n(cy + Math.sin(a1) * R)}" fill="${p.accent}" opacity="0.12"/>`;
  }).join("");
  const strip = w * 0.08;
  const holes: string[] = [];
  for (let y = u * 2; y < h; y += u * 6) {
    holes.push(
      `<rect x="${n(strip * 0.28)}" y="${n(y)}" width="${n(strip * 0.44)}" height="${n(u * 3.2)}" rx="${n(u * 0.6)}" fill="${p.accent}" opacity="0.85"/>`,
    );
    holes.push(
      `<rect x="${n(w - strip * 0.72)}" y="${n(y)}" width="${n(strip * 0.44)}" height="${n(u * 3.2)}" rx="${n(u * 0.6)}" fill="${p.accent}" opacity="0.85"/>`,
    );
  }
  const scratches = Array.from({ length: 7 }, () => {
    const x = r.range(strip, w - strip);
    return `<line x1="${n(x)}" y1="${n(r.range(0, h * 0.4))}" x2="${n(x + r.range(-u, u))}" y2="${n(r.range(h * 0.5, h))}" stroke="#fff5dc" stroke-width="${n(u * r.range(0.1, 0.25))}" opacity="${r.range(0.2, 0.5).toFixed(2)}"/>`;
  }).join("");
  const dust = Array.from(
    { length: 30 },
    () =>
      `<circle cx="${n(r.range(strip, w - strip))}" cy="${n(r.range(0, h))}" r="${n(u * r.range(0.1, 0.5))}" fill="${r.chance(0.5) ? "#1a120a" : "#fff5dc"}" opacity="0.5"/>`,
  ).join("");
  const lines = wrap(caps(c.title), 11, 3);
  const size = fitSize(lines, w * 0.58, u * 10, 0.66, 0.12);
  const emblemR = w * 0.36;
  const ty = cy - (lines.length - 1) * size * 0.55 + size * 0.3;
  const orn = (y: number) =>
    `<line x1="${n(cx - u * 18)}" y1="${n(y)}" x2="${n(cx - u * 3)}" y2="${n(y)}" stroke="${p.accent}" stroke-width="${n(u * 0.35)}"/><line x1="${n(cx + u * 3)}" y1="${n(y)}" x2="${n(cx + u * 18)}" y2="${n(y)}" stroke="${p.accent}" stroke-width="${n(u * 0.35)}"/><rect x="${n(cx - u * 1.2)}" y="${n(y - u * 1.2)}" width="${n(u * 2.4)}" height="${n(u * 2.4)}" fill="${p.accent}" transform="rotate(45 ${n(cx)} ${n(y)})"/>`;
  return {
    defs: `<radialGradient id="sepia" cx="0.5" cy="0.5" r="0.75"><stop offset="0" stop-color="${mix(p.primary, p.accent, 0.35)}"/><stop offset="0.6" stop-color="${p.primary}"/><stop offset="1" stop-color="${p.secondary}"/></radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.72"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></radialGradient>
${grainFilter("grain", 0.16, 0.8)}`,
    art: `<rect width="${w}" height="${h}" fill="url(#sepia)"/>${wedges}
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(emblemR)}" fill="${p.secondary}" opacity="0.85"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(emblemR - u * 2)}" fill="none" stroke="${p.accent}" stroke-width="${n(u * 0.5)}"/>
<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(emblemR + u * 2)}" fill="none" stroke="${p.secondary}" stroke-width="${n(u * 0.8)}"/>
${orn(cy - emblemR * 0.62)}${orn(cy + emblemR * 0.62)}${scratches}${dust}
<rect width="${w}" height="${h}" fill="url(#vignette)"/><rect width="${w}" height="${h}" filter="url(#grain)"/>
<rect width="${n(strip)}" height="${h}" fill="#120c07"/><rect x="${n(w - strip)}" width="${n(strip)}" height="${h}" fill="#120c07"/>${holes.join("")}`,
    text:
      textBlock({
        lines,
        x: cx,
        y: ty,
        size,
        fill: p.text,
        font: c.font,
        weight: 700,
        spacing: size * 0.12,
        lineHeight: 1.1,
      }) +
      (c.subtitle
        ? textBlock({
            lines: wrap(c.subtitle, 24, 2),
            x: cx,
            y: cy + emblemR * 0.62 + u * 9,
            size: u * 5.5,
            fill: p.text,
            font: c.font,
            weight: 400,
            italic: true,
            extra: `stroke="#120c07" stroke-width="${n(u * 0.8)}" paint-order="stroke"`,
          })
        : ""),
  };
}
