import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const drawn = (plan: { characters: { name?: string; icon: string }[] } | undefined) =>
  plan?.characters.map((c) => c.name ?? c.icon) ?? [];

describe("Telugu 'వాడు' (he, said of a boy)", () => {
  it("draws the story's boy for 'వాడి' after his father was named, and no new man", () => {
    const plans = planScenes(
      ["చిన్నారి కిరణ్ నాన్నతో కలిసి ఆసుపత్రికి వెళ్ళాడు.", "నాన్న బెంచీ మీద కూర్చున్నాడు.", "డాక్టర్ వర్మ వాడి చెవి పరీక్షించారు."],
      "te",
    );
    expect(drawn(plans[2])).toContain("కిరణ్");
    expect(drawn(plans[2])).not.toContain("man");
  });

  it("draws the boy for 'వాడికి' in a sentence that names him first, not someone new", () => {
    const plans = planScenes(
      ["చిన్నారి కిరణ్ ఇంట్లో ఆడుకున్నాడు.", "కిరణ్ పాలు తాగాడు, కానీ సాయంత్రానికి వాడికి మళ్ళీ ఆకలి వేసింది."],
      "te",
    );
    expect(drawn(plans[1])).toEqual(["కిరణ్"]);
  });

  it("reads 'NAME, వాడి' and a relative as the boy and his relative", () => {
    const plans = planScenes(["ఆదివారం ఉదయం జోజో, వాడి నాన్న మార్కెట్‌కి వెళ్ళారు."], "te");
    expect(drawn(plans[0])).toContain("జోజో");
    expect(drawn(plans[0])).toHaveLength(2);
  });
});
