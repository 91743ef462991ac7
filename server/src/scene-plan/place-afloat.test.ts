import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places } from "./story-probes";

describe("a boat crossing the water to a place is drawn on the water, short of that place", () => {
  it.each<[Language, string]>([
    ["en", "Ravi and his grandmother took a small boat across the lake to the floating market."],
    ["es", "Ravi y su abuela cruzaron el lago en una barca hasta el mercado."],
    ["fr", "Ravi et sa grand-mère ont traversé le lac en barque jusqu'au marché."],
    ["de", "Ravi und seine Oma fuhren mit dem Boot über den See zum Markt."],
  ])("%s: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["river"]);
  });

  it("draws a walk across a bridge over the river where it goes", () => {
    expect(
      places("en", ["Ravi and his grandmother walked across the bridge over the river to the market."]),
    ).toEqual(["market"]);
  });
});
