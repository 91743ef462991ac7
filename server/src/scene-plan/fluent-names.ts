import fs from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

let names: Set<string> | null = null;

/**
 * The icon names of the Fluent Emoji set (with their skin-tone variants). The set's JSON is about 100 MB of
 * SVG bodies; the planner needs the names only, so they are read off the file's top-level keys with a scan
 * (about 0.2 s once per process) and the whole JSON is parsed only if the file's layout ever changes.
 */
export function fluentIconNames(): ReadonlySet<string> {
  if (names) return names;
  const file = require.resolve("@iconify-json/fluent-emoji/icons.json");
  const text = fs.readFileSync(file, "latin1");
  const found = new Set<string>();
  const key = /\n\t\t"([a-z0-9-]+)": \{/g;
  for (let m = key.exec(text); m; m = key.exec(text)) if (m[1]) found.add(m[1]);
  if (found.size < 1000) {
    const json = JSON.parse(fs.readFileSync(file, "utf8")) as {
      icons: Record<string, unknown>;
      aliases?: Record<string, unknown>;
    };
    for (const n of [...Object.keys(json.icons), ...Object.keys(json.aliases ?? {})]) found.add(n);
  }
  names = found;
  return names;
}
