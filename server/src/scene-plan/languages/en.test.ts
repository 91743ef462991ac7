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

describe("English verbs read with their objects", () => {
  it("poses people who share a cake as eating", () => {
    expect(who(story("Mira and Leo shared a piece of chocolate cake.")[0] as never)).toEqual([
      "Leo:eat",
      "Mira:eat",
    ]);
  });

  it("poses someone who caught a trout as fishing, and draws the fish", () => {
    const [plan] = story("Kabir caught a big trout.");
    expect(who(plan as never)).toEqual(["Kabir:fish"]);
    expect(plan?.objects.map((o) => o.icon)).toContain("fish");
  });

  it("poses someone answering emails at a desk, not talking", () => {
    expect(who(story("Rita answered emails until it got dark.")[0] as never)).toEqual(["Rita:desk"]);
  });

  it("poses children racing down a slide as playing", () => {
    expect(who(story("Sam and Nina raced down the big slide.")[0] as never)).toEqual([
      "Nina:play",
      "Sam:play",
    ]);
  });

  it("draws a librarian, an uncle and a crowd as people", () => {
    for (const text of ["The librarian smiled.", "The uncle shouted.", "A crowd gathered."])
      expect(story(text)[0]?.characters).toHaveLength(1);
  });
});

describe("English street names", () => {
  it("draws nobody for a street's name", () => {
    const [plan] = story("After school Priya walked to the library on Park Road.");
    expect(plan?.characters.map((c) => c.name)).toEqual(["Priya"]);
  });
});
