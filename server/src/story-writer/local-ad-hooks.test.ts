import { describe, expect, it } from "vitest";
import { localAdHooks, withHook } from "./local-ad-hooks";
import { localAdScript } from "./local-ad-script";

describe("local ad hooks", () => {
  const script = localAdScript(
    { name: "Lumen Bottle", description: "Keeps drinks cold for a day.", features: [], price: "$24.00" },
    "en",
  );

  it("writes as many different openings as asked, none the script's own", () => {
    for (const count of [2, 3, 6]) {
      const hooks = localAdHooks({ name: "Lumen Bottle", price: "$24.00", script }, "en", count);
      expect(hooks).toHaveLength(count);
      expect(new Set(hooks).size).toBe(count);
      expect(hooks).not.toContain("Meet Lumen Bottle.");
      for (const hook of hooks) expect(hook).toContain("Lumen Bottle");
    }
  });

  it("names the price in one opening only when the seller gave one", () => {
    const priced = localAdHooks({ name: "Lumen Bottle", price: "$24.00", script }, "en", 6);
    expect(priced.filter((h) => h.includes("$24.00"))).toHaveLength(1);
    const unpriced = localAdHooks({ name: "Lumen Bottle", script }, "en", 6);
    expect(unpriced.join(" ")).not.toMatch(/\$|undefined/);
  });

  it("writes in the script's language where it has the words", () => {
    const de = localAdHooks({ name: "Lumen Bottle", script: "Das ist Lumen Bottle. Kalt." }, "de", 3);
    expect(de.join(" ")).toMatch(/Lumen Bottle/);
    expect(de.some((h) => /Das|Schau|Bereit|Nicht|Suche|Blick/.test(h))).toBe(true);
    expect(de).not.toContain("Das ist Lumen Bottle.");
    const es = localAdHooks({ name: "Lumen Bottle", script: "x" }, "es", 2);
    expect(es.join(" ")).not.toMatch(/Stop scrolling|Meet/);
  });

  it("has no openings for a language without its words", () => {
    expect(localAdHooks({ name: "Lumen Bottle", script: "x" }, "kn", 3)).toEqual([]);
  });

  it("puts a new opening in place of the script's first sentence and keeps the rest", () => {
    expect(withHook(script, "Stop scrolling: this is Lumen Bottle.", "en")).toBe(
      "Stop scrolling: this is Lumen Bottle. Keeps drinks cold for a day. Just $24.00. Get Lumen Bottle today!",
    );
    expect(withHook("Only one line.", "New opening.", "en")).toBe("New opening. Only one line.");
    expect(withHook(`Meet X. ${"word ".repeat(400)}`, "A much longer new opening.", "en").length).toBe(1500);
  });
});
