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

describe("English people the story points at", () => {
  it("draws Priya, not a second librarian, for 'the librarian asked her'", () => {
    const plans = story("Priya walked to the library.", "The librarian asked her quietly.");
    expect(plans[1]?.characters.map((c) => c.name ?? c.icon).sort()).toEqual(["Priya", "person"]);
  });

  it("draws the girl Sam pushed, and no stranger, for 'so he pushed her'", () => {
    const plans = story("Sam took his little sister to the park.", "She wanted a swing, so he pushed her.");
    expect(plans[1]?.characters.map((c) => c.name ?? c.icon).sort()).toEqual(["Sam", "girl"]);
  });

  it("draws the two people on stage after a goat that 'followed them'", () => {
    const plans = story("Nina and her son went to the farm.", "A brown goat followed them to the house.");
    expect(plans[1]?.characters.map((c) => c.name ?? c.icon).sort()).toEqual(["Nina", "boy", "goat"]);
  });

  it("leaves the uncle who owns the farm out of 'they'", () => {
    const plans = story("Nina drove her son to her uncle's farm.", "They picked apples.");
    expect(who(plans[1] as never)).toEqual(["Nina:pick", "boy:pick"]);
  });

  it("draws Mrs Rao as a woman, never Mrs Claus", () => {
    const [plan] = story("Mrs Rao bought a jar of honey and paid with a note.");
    expect(plan?.characters.map((c) => [c.name, c.icon])).toEqual([["Rao", "woman"]]);
    expect(plan?.objects.map((o) => o.icon)).toEqual(["honey-pot", "dollar-banknote"]);
  });

  it("draws the old fisherman as an old man", () => {
    expect(story("The old fisherman mended his nets.")[0]?.characters.map((c) => c.icon)).toEqual([
      "old-man",
    ]);
  });

  it("keeps an old woman who sat on a bench and waved on her bench", () => {
    const [plan] = story("An old woman sat on a bench and waved.");
    expect(plan?.characters.map((c) => [c.icon, c.action, c.seat])).toEqual([["old-woman", "sit", "bench"]]);
  });
});

describe("English everyday things", () => {
  it("draws flat stones, a cloth bag and bell peppers by their icons", () => {
    const icons = (text: string) => story(text)[0]?.objects.map((o) => o.icon);
    expect(icons("They threw flat stones into the water.")).toEqual(["rock"]);
    expect(icons("She carried it in her cloth bag.")).toEqual(["shopping-bags"]);
    expect(icons("He chopped peppers for the soup.")).toEqual(["bell-pepper", "pot-of-food"]);
  });

  it("draws a stew as a pot of food and a van as a car", () => {
    expect(story("She made a stew.")[0]?.objects.map((o) => o.icon)).toEqual(["pot-of-food"]);
    expect(story("A van stopped outside.")[0]?.objects.map((o) => o.icon)).toEqual(["automobile"]);
  });
});

describe("English kitchen work", () => {
  it("poses someone who chopped onions and carrots as cooking, and someone who cut a rope standing", () => {
    expect(who(story("Marco chopped onions and carrots.")[0] as never)).toEqual(["Marco:cook"]);
    expect(who(story("Marco went out.", "Marco cut the rope.")[1] as never)).toEqual(["Marco:stand"]);
  });
});
