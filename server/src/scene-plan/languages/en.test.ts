import { describe, expect, it } from "vitest";
import { planScenes } from "../planner";

const story = (...sentences: string[]) => planScenes(sentences, "en");
const who = (plan: ReturnType<typeof story>[number]) =>
  plan.characters.map((c) => `${c.name ?? c.icon}:${c.action ?? "stand"}`).sort();

describe("English scenes that read the story", () => {
  it("gives every member of a group the verb 'they' is the subject of", () => {
    const plans = story("Nina and Omar went to the farm.", "They picked apples from the low branches.");
    expect(who(plans[1] as (typeof plans)[number])).toEqual(["Nina:pick", "Omar:pick"]);
  });
});
