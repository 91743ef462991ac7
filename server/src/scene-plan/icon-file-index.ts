import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Where each icon of an Iconify JSON file lies, by byte range, read once per process and shared by the
 * planner (which needs the names) and the illustration library (which reads an icon's body when it is
 * first drawn). Fluent's file is 100 MB of SVG bodies: parsing it whole costs a second and 200 MB of heap,
 * and turning it into one string costs as much again, so the raw bytes are scanned with Buffer.indexOf.
 * The files are pretty-printed ASCII: an icon (or an alias) starts on a line `\t\t"name": {` and ends at
 * `\n\t\t}`. A scan still reads 100 MB (about a second on a busy machine), so its result is kept in a
 * small file beside it in the temporary folder, named by the icon file's path, size and time, and a
 * later process (a worker, the next render) reads that instead.
 */
export interface IconFileIndex {
  file: string;
  /** Each icon's JSON object, `{` to `}` inclusive, as [from, to) byte offsets. */
  ranges: Map<string, [number, number]>;
  /** The set's default icon size (Iconify's top-level width and height, 16 when absent). */
  width: number;
  height: number;
}

const indexes = new Map<string, IconFileIndex>();
const ENTRY_START = Buffer.from('\n\t\t"', "latin1");
const ENTRY_END = Buffer.from("\n\t\t}", "latin1");
const OPENS_OBJECT = '": {';
const QUOTE = 0x22;
const NEWLINE = 0x0a;

export function iconFileIndex(file: string): IconFileIndex {
  const known = indexes.get(file);
  if (known) return known;
  const index = readIconFileIndex(file, os.tmpdir());
  indexes.set(file, index);
  return index;
}

interface StoredIndex {
  ranges: [string, number, number][];
  width: number;
  height: number;
}

/** The index from the kept copy in `cacheDir` when the icon file is unchanged, else scanned and kept. */
export function readIconFileIndex(file: string, cacheDir: string): IconFileIndex {
  const stat = fs.statSync(file);
  const key = createHash("sha1")
    .update(`${path.resolve(file)}\0${stat.size}\0${stat.mtimeMs}`)
    .digest("hex");
  const kept = path.join(cacheDir, `reelsmith-icon-index-${key.slice(0, 16)}.json`);
  try {
    const stored = JSON.parse(fs.readFileSync(kept, "utf8")) as StoredIndex;
    if (!stored.ranges.every(([, from, to]) => from >= 0 && from < to && to <= stat.size))
      throw new Error("a kept range lies outside the file");
    const ranges = new Map(stored.ranges.map(([name, from, to]) => [name, [from, to] as [number, number]]));
    return { file, ranges, width: stored.width, height: stored.height };
  } catch {
    // Not kept yet, or unreadable: scan.
  }
  const index = scan(file);
  const stored: StoredIndex = {
    ranges: [...index.ranges].map(([name, [from, to]]) => [name, from, to]),
    width: index.width,
    height: index.height,
  };
  try {
    const partial = `${kept}.${process.pid}.tmp`;
    fs.writeFileSync(partial, JSON.stringify(stored));
    fs.renameSync(partial, kept);
  } catch {
    // A read-only temporary folder only costs the next process a scan.
  }
  return index;
}

function scan(file: string): IconFileIndex {
  const bytes = fs.readFileSync(file);
  const ranges = new Map<string, [number, number]>();
  let at = bytes.indexOf(ENTRY_START);
  while (at !== -1) {
    const nameFrom = at + ENTRY_START.length;
    const nameTo = bytes.indexOf(QUOTE, nameFrom);
    if (nameTo === -1) break;
    const opensObject =
      bytes.toString("latin1", nameTo, nameTo + OPENS_OBJECT.length) === OPENS_OBJECT &&
      bytes[nameTo + OPENS_OBJECT.length] === NEWLINE;
    if (!opensObject) {
      at = bytes.indexOf(ENTRY_START, nameFrom);
      continue;
    }
    const from = nameTo + OPENS_OBJECT.length - 1;
    const close = bytes.indexOf(ENTRY_END, from);
    if (close === -1) break;
    const to = close + ENTRY_END.length;
    ranges.set(bytes.toString("latin1", nameFrom, nameTo), [from, to]);
    at = bytes.indexOf(ENTRY_START, to);
  }
  const tail = bytes.toString("latin1", Math.max(0, bytes.length - 200));
  const size = (key: string) => Number(new RegExp(`\\n\\t"${key}": (\\d+)`).exec(tail)?.[1] ?? 16);
  return { file, ranges, width: size("width"), height: size("height") };
}
