/**
 * Renders one Product Ad from three made-up product photos (no page, no internet) and tiles a frame of each
 * scene into a contact sheet: `npx tsx server/src/test/render/own-photos-sheet.ts <out.png>`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { runFfmpeg } from "../../media/run-process";
import { frameStillArgs, tileRowArgs } from "../../media/sheet-args";
import type { AudioConfigArtifact } from "../../render/types";
import { createRenderHarness } from "./harness";
import { readJsonKey } from "./read";

/** A bottle drawn on a studio ground: a stand-in for a seller's product shot. */
function bottleSvg(w: number, h: number, ground: string, body: string, cap: string, tilt: number): string {
  const cx = w / 2;
  const bw = Math.min(w, h) * 0.28;
  const bh = h * 0.62;
  const top = (h - bh) / 2 + h * 0.04;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${body}" stop-opacity="0.75"/><stop offset="0.35" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.6" stop-color="${body}"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></linearGradient></defs><rect width="${w}" height="${h}" fill="${ground}"/><ellipse cx="${cx}" cy="${top + bh + h * 0.02}" rx="${bw * 0.8}" ry="${h * 0.025}" fill="#000" fill-opacity="0.18"/><g transform="rotate(${tilt} ${cx} ${top + bh / 2})"><rect x="${cx - bw / 2}" y="${top + bh * 0.12}" width="${bw}" height="${bh * 0.88}" rx="${bw * 0.22}" fill="${body}"/><rect x="${cx - bw / 2}" y="${top + bh * 0.12}" width="${bw}" height="${bh * 0.88}" rx="${bw * 0.22}" fill="url(#g)"/><rect x="${cx - bw * 0.3}" y="${top}" width="${bw * 0.6}" height="${bh * 0.15}" rx="${bw * 0.08}" fill="${cap}"/><rect x="${cx - bw / 2}" y="${top + bh * 0.45}" width="${bw}" height="${bh * 0.16}" fill="#ffffff" fill-opacity="0.9"/><text x="${cx}" y="${top + bh * 0.53}" text-anchor="middle" dominant-baseline="central" font-family="Inter, sans-serif" font-weight="800" font-size="${bw * 0.2}" fill="${body}">LUMEN</text></g></svg>`;
}

async function main() {
  const out = path.resolve(process.argv[2] ?? "product-ad-own-photos.png");
  const h = await createRenderHarness();
  try {
    const shots = [
      { w: 1000, h: 1000, ground: "#f4f4f2", body: "#0f766e", cap: "#1f2937", tilt: 0 },
      { w: 900, h: 1200, ground: "#e9dcc8", body: "#0f766e", cap: "#fbbf24", tilt: -8 },
      { w: 1200, h: 800, ground: "#dfe8ee", body: "#134e4a", cap: "#1f2937", tilt: 6 },
    ];
    const urls: string[] = [];
    for (const [i, s] of shots.entries()) {
      const jpeg = await sharp(Buffer.from(bottleSvg(s.w, s.h, s.ground, s.body, s.cap, s.tilt)))
        .jpeg({ quality: 85 })
        .toBuffer();
      const key = `uploads/${h.userId}/product_sheet_${i}.jpeg`;
      await h.deps.storage.put(key, jpeg, "image/jpeg");
      urls.push(h.deps.storage.publicUrl(key));
    }
    const row = await h.render({
      type: "PRODUCT_AD",
      story:
        "Meet Lumen Bottle. It keeps water cold for a whole day. Made from recycled steel, it weighs less than a phone. Just $24.00. Get Lumen Bottle today!",
      image_urls: urls,
      product_name: "Lumen Bottle",
      product_price: "$24.00",
      call_to_action: "Get Lumen Bottle today!",
      caption_style: process.argv[3] ?? "Minimalist",
      size: "540x960",
    });
    const prefix = `renders/${row.id}/v1`;
    const { scenes } = await readJsonKey<AudioConfigArtifact>(h, `${prefix}/config.json`);
    const video = path.join(h.storageRoot, `${prefix}/video.mp4`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sheet-"));
    for (const [i, sc] of scenes.entries()) {
      const at = (sc.startMs + sc.durationMs * 0.6) / 1000;
      await runFfmpeg(frameStillArgs(video, at, 270, 480, path.join(dir, `f${i}.png`)));
    }
    const n = scenes.length;
    await runFfmpeg(tileRowArgs(path.join(dir, "f%d.png"), n, out));
    fs.copyFileSync(video, out.replace(/\.png$/, ".mp4"));
    console.log(`${n} scenes -> ${out}`);
  } finally {
    await h.close();
  }
}

await main();
