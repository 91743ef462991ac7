import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconFileIndex, readIconFileIndex } from "./icon-file-index";

const require = createRequire(import.meta.url);

describe("the index of an icon file", () => {
  it.each(["fluent-emoji", "noto"])(
    "finds every icon and alias of the %s set, each range one JSON object",
    (set) => {
      const file = require.resolve(`@iconify-json/${set}/icons.json`);
      const json = JSON.parse(fs.readFileSync(file, "utf8")) as {
        icons: Record<string, { body: string }>;
        aliases?: Record<string, { parent: string }>;
        width?: number;
      };
      const index = iconFileIndex(file);
      const expected = [...Object.keys(json.icons), ...Object.keys(json.aliases ?? {})].sort();
      expect([...index.ranges.keys()].sort()).toEqual(expected);
      expect(index.width).toBe(json.width ?? 16);
      const fd = fs.openSync(file, "r");
      try {
        for (const name of expected.filter((_, i) => i % 97 === 0)) {
          const [from, to] = index.ranges.get(name) as [number, number];
          const bytes = Buffer.alloc(to - from);
          fs.readSync(fd, bytes, 0, bytes.length, from);
          expect(JSON.parse(bytes.toString("latin1"))).toEqual(json.icons[name] ?? json.aliases?.[name]);
        }
      } finally {
        fs.closeSync(fd);
      }
    },
  );

  it("reads a small set's sizes and skips lines that only look like entries", () => {
    const { file, text, dir } = smallSet();
    const index = readIconFileIndex(file, dir);
    expect([...index.ranges.keys()]).toEqual(["cat", "dog", "kitten"]);
    const [from, to] = index.ranges.get("dog") as [number, number];
    expect(JSON.parse(text.slice(from, to))).toEqual({ body: "<g/>", width: 32 });
    expect([index.width, index.height]).toEqual([36, 36]);
  });

  it("keeps the index for the next process, and scans again once the icon file changes", () => {
    const { file, dir } = smallSet();
    readIconFileIndex(file, dir);
    const [kept] = fs.readdirSync(dir).filter((f) => f.startsWith("reelsmith-icon-index-"));
    expect(kept).toBeDefined();
    // A kept index is what a later reader gets: mark it to see it is read rather than the file scanned.
    const keptPath = path.join(dir, kept as string);
    const stored = JSON.parse(fs.readFileSync(keptPath, "utf8"));
    stored.ranges = stored.ranges.filter(([name]: [string]) => name !== "dog");
    fs.writeFileSync(keptPath, JSON.stringify(stored));
    expect([...readIconFileIndex(file, dir).ranges.keys()]).toEqual(["cat", "kitten"]);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect([...readIconFileIndex(file, dir).ranges.keys()]).toEqual(["cat", "dog", "kitten"]);
  });

  it("scans again when a kept index points outside the file", () => {
    const { file, dir } = smallSet();
    readIconFileIndex(file, dir);
    const keptPath = path.join(
      dir,
      fs.readdirSync(dir).find((f) => f.startsWith("reelsmith-icon-index-")) as string,
    );
    fs.writeFileSync(keptPath, JSON.stringify({ ranges: [["cat", 10, 99999]], width: 16, height: 16 }));
    expect([...readIconFileIndex(file, dir).ranges.keys()]).toEqual(["cat", "dog", "kitten"]);
  });
});

function smallSet() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "icon-index-"));
  const file = path.join(dir, "icons.json");
  const text = [
    "{",
    '\t"prefix": "x",',
    '\t"icons": {',
    '\t\t"cat": {',
    '\t\t\t"body": "<path d=\\"M0 0\\"/>"',
    "\t\t},",
    '\t\t"dog": {',
    '\t\t\t"body": "<g/>",',
    '\t\t\t"width": 32',
    "\t\t}",
    "\t},",
    '\t"aliases": {',
    '\t\t"kitten": {',
    '\t\t\t"parent": "cat"',
    "\t\t}",
    "\t},",
    '\t\t"note": "not an icon",',
    '\t"width": 36,',
    '\t"height": 36',
    "}",
  ].join("\n");
  fs.writeFileSync(file, text);
  return { file, text, dir };
}
