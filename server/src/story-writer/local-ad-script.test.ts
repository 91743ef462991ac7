import { describe, expect, it } from "vitest";
import { localAdScript } from "./local-ad-script";

describe("local ad script", () => {
  const lamp = {
    name: "Aurora Lamp",
    description: "A warm, dimmable lamp. It charges your phone. Built from recycled aluminium. Ships free.",
    features: ["Three colour temperatures"],
  };

  it("is a hook, two or three benefit lines and a call to action", () => {
    expect(localAdScript(lamp, "en")).toBe(
      "Meet Aurora Lamp. A warm, dimmable lamp. It charges your phone. Three colour temperatures. Get Aurora Lamp today!",
    );
  });

  it("uses the language's words where it has them, else English", () => {
    expect(localAdScript(lamp, "de")).toMatch(/^Das ist Aurora Lamp\. .* Hol dir Aurora Lamp noch heute!$/);
    expect(localAdScript(lamp, "hi")).toMatch(/^पेश है Aurora Lamp।/);
    expect(localAdScript(lamp, "xx")).toMatch(/^Meet Aurora Lamp\./);
  });

  it("says the price before the call to action when the seller gave one", () => {
    const bottle = { name: "Lumen Bottle", description: "", features: [], price: "$24.00" };
    expect(localAdScript(bottle, "en")).toBe("Meet Lumen Bottle. Just $24.00. Get Lumen Bottle today!");
    expect(localAdScript({ ...bottle, price: "24,00 €" }, "de")).toContain("Nur 24,00 €.");
  });

  it("stays within the story limit", () => {
    const long = { name: "X".repeat(200), description: `${"word ".repeat(400)}.`, features: [] };
    expect(localAdScript(long, "en").length).toBeLessThanOrEqual(1500);
  });
});
