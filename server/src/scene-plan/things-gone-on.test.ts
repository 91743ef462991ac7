import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The icons of the things drawn in each scene of an English story. */
const thingsOf = (sentences: string[]) =>
  planScenes(sentences, "en").map((p) => p.objects.map((o) => o.icon));

describe("the thing a story goes on with", () => {
  it("draws a model sailing boat where it is built", () => {
    expect(thingsOf(["Grandpa built a model sailing boat at the kitchen table."])[0]).toContain("sailboat");
  });

  it("draws the boat, not the brush it was made with, for a later it beside a dog named after it", () => {
    const [, lake] = thingsOf([
      "Grandpa built a model sailing boat at the kitchen table, with glue, thread and a tiny brush.",
      "On Sunday he took it to the lake with Rupa and their dog.",
    ]);
    expect(lake).toContain("sailboat");
    expect(lake).not.toContain("toothbrush");
  });

  it("draws the ball a dog brings back, the dog being the one who brings it", () => {
    const [, back] = thingsOf([
      "Rupa threw the ball into the pond.",
      "The dog leapt in, swam out and brought it back in his mouth.",
    ]);
    expect(back).toContain("soccer-ball");
  });

  it("draws the kite flown, not the brush it was painted with", () => {
    const [, park] = thingsOf([
      "Meena painted a kite with a brush.",
      "The next day she flew it in the park.",
    ]);
    expect(park).toContain("kite");
    expect(park).not.toContain("paintbrush");
  });

  it("draws a sailing boat for a little boat whose sail a gust fills", () => {
    const [, gust] = planScenes(
      [
        "दादाजी ने पाल वाली नाव का एक मॉडल बनाया।",
        "हवा का एक झोंका पाल में भर गया, और छोटी नाव झील के बीच जा पहुँची।",
      ],
      "hi",
    ).map((p) => p.objects.map((o) => o.icon));
    expect(gust).toContain("sailboat");
    expect(gust).not.toContain("canoe");
  });

  it("draws the story's sailing boat, no candle, where its sail is a vela", () => {
    const [, gust] = planScenes(
      ["El abuelo construyó un velero.", "Una ráfaga hinchó la vela y el barco salió disparado."],
      "es",
    ).map((p) => p.objects.map((o) => o.icon));
    expect(gust).toContain("sailboat");
    expect(gust).not.toContain("candle");
  });

  it("draws no stone for the duck that quacks as it swims by", () => {
    const [, duck] = thingsOf([
      "Ravi threw a stone into the river.",
      "A duck swam by, and it quacked at them.",
    ]);
    expect(duck).not.toContain("rock");
  });
});
