import sharp from "sharp";

/**
 * Product pictures for the Product Showcase sample: a fictional smart bottle ("Lumen") drawn as vector art
 * and rasterised by sharp, standing in for the photos a shop page would give. Three shots: hero on the
 * brand colour, ice cold, glowing on a desk at night. Drawn on a 540x960 canvas, scaled to any 9:16 size.
 */
const FONT = "Inter, DejaVu Sans, sans-serif";

/** The bottle, centred on x=270 with its base at y=770; `glow` 0..1 lights the reminder ring. */
function bottle(glow: number): string {
  return `
  <g>
    <path d="M232 196 C232 150 308 150 308 196" fill="none" stroke="#1e293b" stroke-width="14" stroke-linecap="round"/>
    <rect x="214" y="190" width="112" height="74" rx="22" fill="url(#cap)"/>
    <rect x="226" y="256" width="88" height="50" rx="14" fill="#0f172a"/>
    <rect x="198" y="296" width="144" height="474" rx="58" fill="url(#body)"/>
    <rect x="220" y="330" width="14" height="380" rx="7" fill="#ffffff" opacity="0.32"/>
    <text x="270" y="470" text-anchor="middle" font-family="${FONT}" font-size="27" font-weight="700"
      letter-spacing="7" fill="#ecfeff" opacity="0.92">LUMEN</text>
    <rect x="198" y="672" width="144" height="20" fill="#fbbf24" opacity="${(0.35 + glow * 0.65).toFixed(2)}"
      filter="url(#glow)"/>
    <rect x="198" y="672" width="144" height="20" fill="#fde68a" opacity="${(0.3 + glow * 0.7).toFixed(2)}"/>
  </g>`;
}

const defs = `
  <linearGradient id="body" x1="0" x2="1" y1="0" y2="0">
    <stop offset="0" stop-color="#0d5f58"/><stop offset="0.35" stop-color="#2dd4bf"/>
    <stop offset="0.6" stop-color="#0f766e"/><stop offset="1" stop-color="#073b37"/>
  </linearGradient>
  <linearGradient id="cap" x1="0" x2="1" y1="0" y2="0">
    <stop offset="0" stop-color="#0f172a"/><stop offset="0.4" stop-color="#475569"/><stop offset="1" stop-color="#0f172a"/>
  </linearGradient>
  <filter id="glow" x="-60%" y="-300%" width="220%" height="700%"><feGaussianBlur stdDeviation="14"/></filter>
  <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="30"/></filter>`;

const shadow = (y: number, rx: number, opacity: number) =>
  `<ellipse cx="270" cy="${y}" rx="${rx}" ry="${Math.round(rx / 6)}" fill="#000" opacity="${opacity}" filter="url(#soft)"/>`;

/** Hero: the bottle on a podium, the brand teal behind with a warm glow. */
const hero = () => `
  <defs>${defs}
    <linearGradient id="bg" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#042f2e"/><stop offset="1" stop-color="#115e59"/></linearGradient>
  </defs>
  <rect width="540" height="960" fill="url(#bg)"/>
  <circle cx="270" cy="470" r="230" fill="#fbbf24" opacity="0.22" filter="url(#soft)"/>
  <ellipse cx="270" cy="800" rx="200" ry="40" fill="#0a2e2b"/>
  <rect x="70" y="800" width="400" height="160" fill="#0a2e2b"/>
  <ellipse cx="270" cy="800" rx="200" ry="40" fill="#134e4a"/>
  ${shadow(776, 120, 0.55)}
  ${bottle(0.4)}`;

/** Ice cold: tilted among ice cubes on a frosty blue. */
function iceCube(x: number, y: number, s: number, r: number) {
  return `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${Math.round(s / 5)}" transform="rotate(${r} ${x + s / 2} ${y + s / 2})"
    fill="#e0f2fe" fill-opacity="0.55" stroke="#ffffff" stroke-opacity="0.9" stroke-width="3"/>`;
}
const cold = () => `
  <defs>${defs}
    <linearGradient id="bg" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#0c4a6e"/><stop offset="1" stop-color="#0369a1"/></linearGradient>
  </defs>
  <rect width="540" height="960" fill="url(#bg)"/>
  ${[
    [90, 140, 5],
    [430, 230, 4],
    [120, 420, 3],
    [450, 520, 5],
    [70, 640, 4],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="0.8"/>`)
    .join("")}
  <circle cx="270" cy="480" r="250" fill="#7dd3fc" opacity="0.25" filter="url(#soft)"/>
  ${shadow(790, 140, 0.45)}
  <g transform="rotate(-9 270 520)">${bottle(0.2)}</g>
  ${iceCube(96, 700, 92, -14)}${iceCube(360, 712, 84, 12)}${iceCube(180, 770, 70, 28)}${iceCube(318, 790, 62, -22)}`;

/** The reminder: glowing on a desk at night, a plant beside it. */
const glow = () => `
  <defs>${defs}
    <linearGradient id="bg" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#0b1020"/><stop offset="1" stop-color="#1e1b4b"/></linearGradient>
  </defs>
  <rect width="540" height="960" fill="url(#bg)"/>
  <rect x="330" y="110" width="150" height="210" rx="8" fill="#312e81" opacity="0.6"/>
  <circle cx="430" cy="170" r="26" fill="#fef3c7" opacity="0.85"/>
  <circle cx="270" cy="682" r="190" fill="#fbbf24" opacity="0.3" filter="url(#soft)"/>
  <rect x="0" y="770" width="540" height="190" fill="#3b2f2a"/>
  <rect x="0" y="770" width="540" height="10" fill="#57463d"/>
  ${shadow(774, 110, 0.6)}
  ${bottle(1)}
  <g>
    <path d="M80 770 L96 700 L144 700 L160 770 Z" fill="#b45309"/>
    <ellipse cx="104" cy="640" rx="18" ry="58" fill="#15803d" transform="rotate(-24 104 690)"/>
    <ellipse cx="138" cy="636" rx="16" ry="62" fill="#16a34a" transform="rotate(20 138 690)"/>
    <ellipse cx="120" cy="624" rx="15" ry="70" fill="#22c55e"/>
  </g>`;

const shots = [hero, cold, glow];

/** Shot `index` (wrapping) as a JPEG of the given size. */
export async function renderProductShot(index: number, width: number, height: number): Promise<Buffer> {
  const draw = shots[index % shots.length] ?? hero;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 540 960">${draw()}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
