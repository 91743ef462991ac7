import { createRequire } from "node:module";
import { iconFileIndex } from "./icon-file-index";

const require = createRequire(import.meta.url);

/** The icon names of the Fluent Emoji set (with their skin-tone variants and aliases), from its file's index. */
export function fluentIconNames(): ReadonlySet<string> {
  return names ?? loadNames();
}

let names: Set<string> | null = null;

function loadNames(): Set<string> {
  const index = iconFileIndex(require.resolve("@iconify-json/fluent-emoji/icons.json"));
  names = new Set(index.ranges.keys());
  return names;
}
