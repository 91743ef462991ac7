import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";
import { ancestors, commonSenses, nounLemmas, nounSenses, tagCounts } from "./wordnet";

/** The one scene of an English sentence planned on its own. */
function scene(sentence: string) {
  const [plan] = planScenes([sentence], "en");
  if (!plan) throw new Error("no plan");
  return {
    things: plan.objects.map((o) => o.icon),
    people: plan.characters.map((c) => c.icon),
    place: plan.setting.place,
  };
}

describe("WordNet's noun files", () => {
  it("lists a noun's senses most frequent first, with their class", () => {
    const senses = nounSenses("sedan");
    expect(senses.length).toBeGreaterThan(0);
    expect(senses[0]?.synset.nounClass).toBe("noun.artifact");
    expect(senses[0]?.synset.words).toContain("sedan");
  });

  it("finds a plural noun's lemma by WordNet's plural endings", () => {
    expect(nounLemmas("cottages")).toEqual(["cottage"]);
    expect(nounLemmas("dishes")).toContain("dish");
    expect(nounLemmas("zzzq")).toEqual([]);
  });

  it("keeps only the senses tagged often enough to be common", () => {
    const tape = commonSenses("tape").map((s) => s.synset.words);
    expect(tape.length).toBeLessThan(nounSenses("tape").length);
    expect(tape.flat()).not.toContain("tape measure");
  });

  it("reaches a sedan's class, the car, one step up", () => {
    const sedan = nounSenses("sedan")[0]?.synset;
    if (!sedan) throw new Error("no sedan");
    expect(ancestors(sedan, 1).flatMap((s) => s.words)).toContain("car");
  });

  it("counts an adjective's tags against its rare noun senses", () => {
    const heavy = tagCounts("heavy");
    expect(heavy.other).toBeGreaterThan(heavy.noun);
  });
});

describe("English nouns no table lists are read through WordNet", () => {
  it("draws an unlisted noun by the icon of its synset's class", () => {
    expect(scene("She parked the sedan near the gate.").things).toContain("automobile");
    expect(scene("Mina tucked a daisy behind her ear.").things).toContain("blossom");
  });

  it("draws a kind of bird or flower by its class's picture, and a word with senses in two classes by none", () => {
    expect(scene("A heron stood in the shallow water.").people).toEqual(["bird"]);
    expect(scene("She pinned an orchid to her coat.").things).toContain("blossom");
    expect(scene("A crane stood by the pond.").people).toEqual([]);
  });

  it("draws an unlisted noun as the thing or place its curated parent word draws", () => {
    const s = scene("He bought a skillet at the boutique.");
    expect(s.things).toContain("cooking");
    expect(s.place).toBe("shop");
    expect(scene("The ducks swam in the creek.").place).toBe("river");
  });

  it("draws a person noun as a person, with the gender its class says", () => {
    expect(scene("The plumber knocked twice.").people).toEqual(["person"]);
    expect(scene("Our nephew carried the lantern.").people).toContain("man");
  });

  it("takes a person's gender from the head word of a class above, never from a synonym in it", () => {
    expect(scene("The soldier saluted.").people).toEqual(["person"]);
    expect(scene("The widow waved.").people).toEqual(["woman"]);
  });

  it("draws nobody for a noun the corpus also met as a thing", () => {
    expect(scene("The pitcher was full of lemonade.").people).toEqual([]);
  });

  it("draws no owner named only by a possessive", () => {
    expect(scene("The plumber's van was red.").people).toEqual([]);
  });

  it("draws nothing for an abstract noun, even where an emoji keyword names it", () => {
    expect(scene("The accident happened near the bridge.").things).toEqual([]);
    expect(scene("After the long ride, they rested under a tree.").things).not.toContain("bicycle");
    expect(scene("Her happiness filled the quiet afternoon.").things).toEqual([]);
  });

  it("reads an adjective or a past tense that WordNet also lists as a noun as no thing or person", () => {
    expect(scene("A heavy silence fell.").people).toEqual([]);
    expect(scene("They sang all evening.").things).toEqual([]);
  });
});
