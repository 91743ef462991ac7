import { fitSize, isLatin, type SceneContext, type SceneLayers, textBlock, wrap } from "./scene-context";
import { grainFilter, mix, n } from "./svg";

/** Cinematic: dusk sky over layered ridges, sun rays, grain, spaced serif title (no bars: no style draws a dark band). */
export function cinematic(c: SceneContext): SceneLayers {
  const { w, h, u, p, r } = c;
  const horizon = h * r.range(0.52, 0.6);
  const sunX = w * r.range(0.3, 0.7);
  const ridges = [0, 1, 2]
    .map((i) => {
      const base = horizon + i * h * 0.07;
      let y = base - r.range(0, h * 0.05);
      const pts = [`0,${n(h)}`];
      for (let x = 0; x <= w + 20; x += w / 12) {
        y = Math.min(base + h * 0.03, Math.max(base - h * 0.09, y + r.range(-h * 0.035, h * 0.035)));
        pts.push(`${n(x)},${n(y)}`);
      }
      pts.push(`${n(w)},${n(h)}`);
      return `<polygon points="${pts.join(" ")}" fill="${mix(p.secondary, "#05080a", 0.35 + i * 0.28)}"/>`;
    })
    .join("");
  const rays = Array.from({ length: 6 }, (_, i) => {
    const a = -Math.PI / 2 + (i - 2.5) * 0.28 + r.range(-0.08, 0.08);
    const len = h;
    const x1 = sunX + Math.cos(a - 0.04) * len;
    const y1 = horizon + Math.sin(a - 0.04) * len;
    const x2 = sunX + Math.cos(a + 0.04) * len;
    const y2 = horizon + Math.sin(a + 0.04) * len;
    return `<polygon points="${n(sunX)},${n(horizon)} ${n(x1)},${n(y1)} ${n(x2)},${n(y2)}" fill="${p.accent}" opacity="0.07"/>`;
  }).join("");
  const title = isLatin(c.title) ? c.title.toUpperCase() : c.title;
  const lines = wrap(title, 14, 2);
  const size = fitSize(lines, w * 0.84, u * 11, 0.62, 0.18);
  // In the sky: the lower part of the frame belongs to the captions and the presenter.
  const titleY = h * 0.2;
  return {
    defs: `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.background}"/><stop offset="0.45" stop-color="${p.secondary}"/><stop offset="0.8" stop-color="${p.primary}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="#fffaf0"/><stop offset="0.15" stop-color="${p.accent}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.primary}" stop-opacity="0"/></radialGradient>
<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>
${grainFilter("grain", 0.1)}`,
    art: `<rect width="${w}" height="${n(horizon + h * 0.1)}" fill="url(#sky)"/>
<circle cx="${n(sunX)}" cy="${n(horizon)}" r="${n(w * 0.55)}" fill="url(#sun)"/>${rays}${ridges}
<rect y="${n(h * 0.55)}" width="${w}" height="${n(h * 0.45)}" fill="url(#fade)"/>
<rect width="${w}" height="${h}" filter="url(#grain)"/>`,
    text:
      textBlock({
        lines,
        x: w / 2,
        y: titleY,
        size,
        fill: p.text,
        font: c.font,
        weight: 400,
        spacing: size * 0.18,
      }) +
      (c.subtitle
        ? `<rect x="${n(w / 2 - u * 8)}" y="${n(titleY + size * (lines.length - 0.5) + u * 2)}" width="${n(u * 16)}" height="${n(u * 0.4)}" fill="${p.primary}"/>` +
          textBlock({
            lines: wrap(c.subtitle, 30, 2),
            x: w / 2,
            y: titleY + size * lines.length + u * 5,
            size: u * 4.2,
            fill: p.accent,
            font: c.font,
            weight: 400,
            italic: true,
          })
        : ""),
  };
}

function cloud(cx: number, cy: number, s: number, shade: string) {
  const puffs: [number, number, number][] = [
    [-1.1, 0.15, 0.55],
    [-0.45, -0.25, 0.75],
    [0.35, -0.35, 0.85],
    [1.05, 0.05, 0.6],
    [0, 0.25, 0.7],
  ];
  const draw = (dy: number, fill: string) =>
    puffs
      .map(
        ([x, y, rr]) =>
          `<circle cx="${n(cx + x * s)}" cy="${n(cy + y * s + dy)}" r="${n(rr * s)}" fill="${fill}"/>`,
      )
      .join("");
  return `<g>${draw(s * 0.12, shade)}${draw(0, "#ffffff")}</g>`;
}

function sparkle(x: number, y: number, s: number, fill: string) {
  const q = s * 0.22;
  return `<path d="M${n(x)} ${n(y - s)} Q${n(x + q)} ${n(y - q)} ${n(x + s)} ${n(y)} Q${n(x + q)} ${n(y + q)} ${n(x)} ${n(y + s)} Q${n(x - q)} ${n(y + q)} ${n(x - s)} ${n(y)} Q${n(x - q)} ${n(y - q)} ${n(x)} ${n(y - s)}Z" fill="${fill}"/>`;
}

/** Anime: cel-shaded sky, puffy clouds, rolling hills, sparkles, bold outlined title. */
export function anime(c: SceneContext): SceneLayers {
  const { w, h, u, p, r } = c;
  const clouds = Array.from({ length: 4 }, (_, i) =>
    cloud(
      r.range(0, w),
      h * (0.12 + i * 0.13) + r.range(-u * 4, u * 4),
      u * r.range(9, 15),
      mix(p.secondary, "#ffffff", 0.55),
    ),
  ).join("");
  const hill = (y: number, amp: number, fill: string, phase: number) => {
    let d = `M0 ${n(h)} L0 ${n(y)}`;
    for (let x = 0; x <= w; x += w / 24)
      d += ` L${n(x)} ${n(y - Math.sin((x / w) * Math.PI * 1.6 + phase) * amp)}`;
    return `<path d="${d} L${n(w)} ${n(h)}Z" fill="${fill}"/>`;
  };
  const green = mix("#5cc26f", p.secondary, 0.15);
  const sparkles = Array.from({ length: 9 }, () =>
    sparkle(
      r.range(u * 5, w - u * 5),
      r.range(h * 0.05, h * 0.6),
      u * r.range(1.2, 3),
      r.chance(0.5) ? "#ffffff" : p.accent,
    ),
  ).join("");
  const lines = wrap(c.title, 12, 3);
  const size = fitSize(lines, w * 0.86, u * 14, 0.6);
  const ty = h * 0.34 - (lines.length - 1) * size * 0.55;
  return {
    defs: `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(p.secondary, "#2a6fd6", 0.35)}"/><stop offset="0.55" stop-color="${p.background}"/><stop offset="0.8" stop-color="${mix(p.primary, "#ffffff", 0.55)}"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="#ffffff"/><stop offset="0.25" stop-color="#fffbe0" stop-opacity="0.9"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    art: `<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${n(w * 0.78)}" cy="${n(h * 0.14)}" r="${n(u * 30)}" fill="url(#sun)"/>${clouds}
${hill(h * 0.72, h * 0.03, mix(green, p.secondary, 0.45), 0.3)}${hill(h * 0.8, h * 0.04, green, 2.1)}${hill(h * 0.9, h * 0.025, mix(green, "#1d5b3a", 0.4), 4)}
${sparkles}`,
    text:
      textBlock({
        lines,
        x: w / 2,
        y: ty,
        size,
        fill: p.text,
        font: c.font,
        weight: 800,
        extra: `stroke="${p.primary}" stroke-width="${n(size * 0.14)}" stroke-linejoin="round" paint-order="stroke" transform="rotate(-4 ${n(w / 2)} ${n(ty)})"`,
      }) +
      (c.subtitle
        ? textBlock({
            lines: wrap(c.subtitle, 24, 2),
            x: w / 2,
            y: ty + size * lines.length + u * 3,
            size: u * 5.5,
            fill: "#ffffff",
            font: c.font,
            weight: 700,
            extra: `stroke="${mix(p.secondary, "#1b3d8f", 0.5)}" stroke-width="${n(u * 1.1)}" stroke-linejoin="round" paint-order="stroke"`,
          })
        : ""),
  };
}

/** Watercolor: pigment blooms with wobbly soft edges on textured paper, italic serif title. */
export function watercolor(c: SceneContext): SceneLayers {
  const { w, h, u, p, r } = c;
  const colors = [p.primary, p.secondary, p.accent, mix(p.primary, p.secondary, 0.5)];
  // Blooms around the edges (the middle stays light for the words), each with the darker rim that
  // pigment leaves where a wash dries.
  const blobs = Array.from({ length: 8 }, (_, i) => {
    const fill = colors[i % colors.length] as string;
    const rx = u * r.range(16, 30);
    const side = i % 2 === 0 ? r.range(-u * 8, w * 0.3) : r.range(w * 0.7, w + u * 8);
    const cy = (h / 8) * i + r.range(0, h / 8);
    const shape = `cx="${n(side)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(rx * r.range(0.75, 1.25))}"`;
    return `<ellipse ${shape} fill="${fill}" opacity="${r.range(0.5, 0.7).toFixed(2)}"/><ellipse ${shape} fill="none" stroke="${mix(fill, "#000000", 0.25)}" stroke-width="${n(u * 0.7)}" opacity="0.35"/>`;
  }).join("");
  const drops = Array.from(
    { length: 26 },
    () =>
      `<circle cx="${n(r.range(0, w))}" cy="${n(r.range(0, h))}" r="${n(u * r.range(0.3, 1.2))}" fill="${r.pick(colors)}" opacity="0.5"/>`,
  ).join("");
  const lines = wrap(c.title, 14, 3);
  const size = fitSize(lines, w * 0.8, u * 12, 0.52);
  const ty = h * 0.46 - (lines.length - 1) * size * 0.55;
  return {
    defs: `<filter id="bleed" x="0" y="0" width="${w}" height="${h}" filterUnits="userSpaceOnUse"><feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="3" seed="${c.index + 7}"/><feDisplacementMap in="SourceGraphic" scale="${n(u * 14)}" xChannelSelector="R" yChannelSelector="G"/><feGaussianBlur stdDeviation="${n(u * 0.8)}"/></filter>
${grainFilter("paper", 0.07, 0.5)}
<radialGradient id="wash"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    art: `<rect width="${w}" height="${h}" fill="${p.background}"/><g filter="url(#bleed)">${blobs}</g>${drops}
<ellipse cx="${n(w / 2)}" cy="${n(h * 0.47)}" rx="${n(w * 0.55)}" ry="${n(h * 0.16)}" fill="url(#wash)"/>
<rect width="${w}" height="${h}" filter="url(#paper)"/>`,
    text:
      textBlock({ lines, x: w / 2, y: ty, size, fill: p.text, font: c.font, weight: 400, italic: true }) +
      (c.subtitle
        ? textBlock({
            lines: wrap(c.subtitle, 28, 2),
            x: w / 2,
            y: ty + size * (lines.length - 0.2) + u * 4,
            size: u * 4.5,
            fill: mix(p.text, p.primary, 0.5),
            font: c.font,
            weight: 400,
          })
        : ""),
  };
}

/** 3D render: glossy spheres, a shaded cube and a cylinder on a studio floor with soft shadows. */
export function render3d(c: SceneContext): SceneLayers {
  const { w, h, u, p, r } = c;
  const floor = h * 0.64;
  const colors = [p.primary, p.secondary, p.accent];
  const grads = colors
    .map(
      (col, i) =>
        `<radialGradient id="ball${i}" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="${mix(col, "#ffffff", 0.75)}"/><stop offset="0.35" stop-color="${col}"/><stop offset="1" stop-color="${mix(col, "#000000", 0.55)}"/></radialGradient>`,
    )
    .join("");
  const shadow = (x: number, y: number, rx: number) =>
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(rx * 0.22)}" fill="#000" opacity="0.28" filter="url(#soft)"/>`;
  const balls = [0, 1, 2].map((i) => {
    const rad = u * r.range(9, 16);
    const x = w * (0.2 + i * 0.3) + r.range(-u * 4, u * 4);
    const y = floor + h * r.range(0.06, 0.2) - rad;
    return { x, y, rad, i };
  });
  const cube = (x: number, y: number, s: number, col: string) => {
    const top = `${n(x)},${n(y - s * 0.5)} ${n(x + s)},${n(y)} ${n(x)},${n(y + s * 0.5)} ${n(x - s)},${n(y)}`;
    const left = `${n(x - s)},${n(y)} ${n(x)},${n(y + s * 0.5)} ${n(x)},${n(y + s * 1.6)} ${n(x - s)},${n(y + s * 1.1)}`;
    const right = `${n(x + s)},${n(y)} ${n(x)},${n(y + s * 0.5)} ${n(x)},${n(y + s * 1.6)} ${n(x + s)},${n(y + s * 1.1)}`;
    return `${shadow(x + s * 0.3, y + s * 1.6, s * 1.4)}<polygon points="${top}" fill="${mix(col, "#ffffff", 0.35)}"/><polygon points="${left}" fill="${col}"/><polygon points="${right}" fill="${mix(col, "#000000", 0.35)}"/>`;
  };
  const cubeX = w * r.range(0.55, 0.75);
  const cubeS = u * 13;
  const lines = wrap(c.title, 12, 3);
  const size = fitSize(lines, w * 0.86, u * 13, 0.62);
  const ty = h * 0.2 - (lines.length - 1) * size * 0.4;
  return {
    defs: `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(p.background, p.primary, 0.25)}"/><stop offset="1" stop-color="${p.background}"/></linearGradient>
<radialGradient id="floor" cx="0.5" cy="0.2" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${mix(p.background, "#000000", 0.18)}"/></radialGradient>
<filter id="soft" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="${n(u * 1.6)}"/></filter>
<filter id="lift" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="${n(u * 0.8)}" stdDeviation="${n(u * 1.2)}" flood-color="#000" flood-opacity="0.3"/></filter>
<linearGradient id="cyl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(p.secondary, "#000", 0.3)}"/><stop offset="0.4" stop-color="${mix(p.secondary, "#fff", 0.35)}"/><stop offset="1" stop-color="${mix(p.secondary, "#000", 0.45)}"/></linearGradient>${grads}`,
    art: `<rect width="${w}" height="${h}" fill="url(#wall)"/><rect y="${n(floor)}" width="${w}" height="${n(h - floor)}" fill="url(#floor)"/>
${shadow(w * 0.25, floor + h * 0.05, u * 12)}<rect x="${n(w * 0.25 - u * 10)}" y="${n(floor - u * 8)}" width="${n(u * 20)}" height="${n(u * 13)}" fill="url(#cyl)"/><ellipse cx="${n(w * 0.25)}" cy="${n(floor - u * 8)}" rx="${n(u * 10)}" ry="${n(u * 3)}" fill="${mix(p.secondary, "#fff", 0.5)}"/><ellipse cx="${n(w * 0.25)}" cy="${n(floor + u * 5)}" rx="${n(u * 10)}" ry="${n(u * 3)}" fill="url(#cyl)"/>
${cube(cubeX, floor - u * 12, cubeS, p.primary)}
${balls.map((b) => `${shadow(b.x + b.rad * 0.25, b.y + b.rad, b.rad * 1.1)}<circle cx="${n(b.x)}" cy="${n(b.y)}" r="${n(b.rad)}" fill="url(#ball${b.i})"/>`).join("")}`,
    text:
      textBlock({
        lines,
        x: w / 2,
        y: ty,
        size,
        fill: p.text,
        font: c.font,
        weight: 800,
        extra: `filter="url(#lift)"`,
      }) +
      (c.subtitle
        ? textBlock({
            lines: wrap(c.subtitle, 26, 2),
            x: w / 2,
            y: ty + size * (lines.length - 0.3) + u * 4,
            size: u * 5,
            fill: p.primary,
            font: c.font,
            weight: 700,
          })
        : ""),
  };
}
