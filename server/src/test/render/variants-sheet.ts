/**
 * A contact sheet of a product ad and its variants as rendered into a storage folder (an e2e run's
 * DATA_DIR/storage, say): one row per video, one frame from each scene (60 % into it), each row labelled
 * with its opening line, voice, captions and music.
 * `npx tsx server/src/test/render/variants-sheet.ts <storage-dir> <out.png> <task-id>...`
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { runFfmpeg } from "../../media/run-process";
import { frameStillArgs } from "../../media/sheet-args";
import type { AudioConfigArtifact } from "../../render/types";

const FRAME_W = 180;
const FRAME_H = 320;
const GAP = 6;
const LABEL_H = 46;

const escapeXml = (s: string) =>
  s.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c] ?? c);

async function main() {
  const [storage, out, ...taskIds] = process.argv.slice(2);
  if (!storage || !out || taskIds.length === 0)
    throw new Error("usage: <storage-dir> <out.png> <task-id>...");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "variants-sheet-"));
  const rows: { label: string; frames: string[] }[] = [];
  for (const taskId of taskIds) {
    const prefix = path.join(storage, "renders", taskId, "v1");
    const config = JSON.parse(
      fs.readFileSync(path.join(prefix, "config.json"), "utf8"),
    ) as AudioConfigArtifact;
    const frames: string[] = [];
    for (const [i, scene] of config.scenes.entries()) {
      const at = (scene.startMs + scene.durationMs * 0.6) / 1000;
      const file = path.join(dir, `${taskId}-${i}.png`);
      await runFfmpeg(frameStillArgs(path.join(prefix, "video.mp4"), at, FRAME_W, FRAME_H, file));
      frames.push(file);
    }
    const opening = (config.scenes[0]?.words ?? []).map((w) => w.text).join(" ");
    const label = [
      `${rows.length === 0 ? "Ad" : `Variant ${String.fromCharCode(65 + rows.length)}`}: "${opening}"`,
      `voice ${config.voice.id ?? "-"} · captions ${config.captions?.style.name ?? "none"} · music ${config.music?.id ?? "none"}`,
    ].join("\n");
    rows.push({ label, frames });
  }
  const columns = Math.max(...rows.map((r) => r.frames.length));
  const width = GAP + columns * (FRAME_W + GAP);
  const rowH = LABEL_H + FRAME_H + GAP;
  const height = GAP + rows.length * rowH;
  const layers: OverlayOptions[] = [];
  for (const [r, row] of rows.entries()) {
    const top = GAP + r * rowH;
    const [first, second] = row.label.split("\n");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL_H}"><text x="4" y="18" font-family="DejaVu Sans, sans-serif" font-size="15" font-weight="700" fill="#ffffff">${escapeXml(first ?? "")}</text><text x="4" y="38" font-family="DejaVu Sans, sans-serif" font-size="13" fill="#bbbbbb">${escapeXml(second ?? "")}</text></svg>`;
    layers.push({ input: Buffer.from(svg), left: 0, top });
    for (const [c, frame] of row.frames.entries())
      layers.push({ input: frame, left: GAP + c * (FRAME_W + GAP), top: top + LABEL_H });
  }
  await sharp({ create: { width, height, channels: 3, background: "#111111" } })
    .composite(layers)
    .png()
    .toFile(out);
  console.log(`${rows.length} videos, up to ${columns} scenes -> ${out}`);
}

await main();
