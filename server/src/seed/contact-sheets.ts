import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { loadCatalog } from "../catalog/catalog";
import { loadConfig } from "../config";
import { esc } from "../lib/svg";
import { createStorage } from "../storage/create-storage";
import type { Storage } from "../storage/storage";

/**
 * Contact sheets of the seeded catalogue for the docs: every presenter portrait and every visual style's
 * sample image, labelled. Run after the seed: `npx tsx server/src/seed/contact-sheets.ts`.
 */
interface Tile {
  png: Buffer;
  label: string;
  sub: string;
}

async function sheet(tiles: Tile[], cols: number, tw: number, th: number, title: string) {
  const labelH = 44;
  const pad = 10;
  const head = 64;
  const rows = Math.ceil(tiles.length / cols);
  const width = cols * (tw + pad) + pad;
  const height = head + rows * (th + labelH + pad) + pad;
  const composites = await Promise.all(
    tiles.map(async (t, i) => ({
      input: await sharp(t.png).resize(tw, th).toBuffer(),
      left: pad + (i % cols) * (tw + pad),
      top: head + Math.floor(i / cols) * (th + labelH + pad),
    })),
  );
  const labels = tiles
    .map((t, i) => {
      const x = pad + (i % cols) * (tw + pad) + tw / 2;
      const y = head + Math.floor(i / cols) * (th + labelH + pad) + th;
      return `<text x="${x}" y="${y + 19}" font-size="15" font-weight="700" fill="#f4f4f5" text-anchor="middle">${esc(t.label)}</text><text x="${x}" y="${y + 37}" font-size="12" fill="#a1a1aa" text-anchor="middle">${esc(t.sub)}</text>`;
    })
    .join("");
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="Inter, Noto Sans"><text x="${pad}" y="42" font-size="26" font-weight="700" fill="#ffffff">${esc(title)}</text>${labels}</svg>`;
  return sharp({ create: { width, height, channels: 3, background: "#111114" } })
    .composite([...composites, { input: Buffer.from(overlay) }])
    .png({ palette: true, quality: 90, effort: 8 })
    .toBuffer();
}

export async function writeContactSheets(storage: Storage, outDir: string) {
  const m = await loadCatalog(storage);
  const presenters = await Promise.all(
    m.presenters.map(async (p) => ({
      png: await storage.read(p.portraitKey),
      label: p.public.avatar_name,
      sub: p.public.tags
        .filter((t) => !t.startsWith("style:"))
        .map((t) => t.split(":")[1])
        .join(" · "),
    })),
  );
  const styles = await Promise.all(
    m.styles.map(async (s) => ({
      png: await storage.read(storage.keyFromUrl(s.public.reference_url) as string),
      label: s.public.style_name,
      sub: s.public.tags.slice(1, 3).join(" · "),
    })),
  );
  await fs.mkdir(outDir, { recursive: true });
  const files = {
    presenters: path.join(outDir, "presenters.png"),
    styles: path.join(outDir, "styles.png"),
  };
  await fs.writeFile(
    files.presenters,
    await sheet(presenters, 8, 160, 284, `Stock presenters (${presenters.length})`),
  );
  await fs.writeFile(files.styles, await sheet(styles, 4, 270, 480, `Visual styles (${styles.length})`));
  return files;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const config = loadConfig();
  const storage = createStorage(config);
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
  const files = await writeContactSheets(storage, path.join(repoRoot, "docs", "images"));
  console.log(`wrote ${files.presenters} and ${files.styles}`);
}
