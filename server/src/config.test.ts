import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema } from "./config";

const example = fs.readFileSync(path.resolve(import.meta.dirname, "../../.env.example"), "utf8");
const documented = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));

describe("configuration", () => {
  it("documents every variable the server reads in .env.example", () => {
    const missing = Object.keys(envSchema.shape).filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
  });

  it("runs with no variable set at all", () => {
    expect(envSchema.safeParse({}).success).toBe(true);
  });
});
