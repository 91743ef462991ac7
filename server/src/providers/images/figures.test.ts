import { SCENE_ACTIONS } from "@reelsmith/contract/scene-plan";
import { describe, expect, it } from "vitest";
import { frameLayout } from "../../layout/frame-layout";
import type { SceneCharacter, ScenePlan } from "../../scene-plan/scene-plan-schema";
import { allStyles, maya } from "../../test/scene-fixtures";
import { figureOf } from "./figures";
import { composeScene, type SceneElement } from "./scene-composer";
import { sizeClassOf } from "./size-classes";

const [style] = allStyles();
if (!style) throw new Error("no style");
const size = { width: 1080, height: 1920 };

const scene = (
  characters: SceneCharacter[],
  objects: [string, string][] = [],
  place: ScenePlan["setting"]["place"] = "street",
): ScenePlan => ({
  characters,
  objects: objects.map(([icon, word]) => ({ icon, word })),
  setting: { place, indoor: false },
  time: "day",
  weather: "clear",
  mood: "neutral",
});
const compose = (plan: ScenePlan, index = 0, dims = size) =>
  composeScene({
    plan,
    style,
    ...dims,
    seed: 7,
    index,
    frame: frameLayout({ ...dims, mode: "avatar", captions: { position: "bottom", fontSize: 24 } }),
  });
const byIcon = (elements: SceneElement[], part: string) =>
  elements.find((e) => e.icon.includes(part)) as SceneElement;

const ravi: SceneCharacter = {
  id: "ravi",
  name: "Ravi",
  kind: "person",
  gender: "male",
  age: "adult",
  icon: "man",
  skinTone: "medium-dark",
  word: "Ravi",
};
const dog: SceneCharacter = {
  id: "dog",
  kind: "animal",
  gender: "unknown",
  age: "adult",
  icon: "dog",
  word: "dog",
};

describe("a character drawn whole, in the pose of what it does", () => {
  it("draws Maya running when Maya ran to the bakery, her whole figure in her skin tone", () => {
    const { elements } = compose(scene([{ ...maya, action: "run" }], [], "bakery"));
    const subject = elements.find((e) => e.role === "subject") as SceneElement;
    expect(subject.icon).toMatch(/^fluent-emoji:woman-running(-facing-right)?-medium$/);
    expect(subject.pose).toBe("figure");
  });

  it("has a whole figure for every action a plan names, for a woman, a man and a person of any skin tone", () => {
    for (const action of SCENE_ACTIONS)
      for (const gender of ["female", "male", "unknown"] as const) {
        const figure = figureOf({ ...ravi, gender, action, skinTone: "dark" });
        expect(figure, `${gender} ${action}`).not.toBeNull();
        if (action === "cry" || action === "laugh") expect(figure?.close, action).toBe(true);
        else
          expect(figure?.main.name, `${gender} ${action}`).toMatch(
            /standing|walking|running|lotus|kneeling|dancing|hugging|in-bed|biking|swimming|climbing|bouncing/,
          );
        if (action !== "hug") expect(figure?.main.name, `${gender} ${action}`).toMatch(/-dark$/);
      }
  });

  it("puts the action's thing in the hand: a pan to cook, a book to read, a box to carry, a desk and a laptop to work", () => {
    for (const [action, thing] of [
      ["cook", "cooking"],
      ["read", "open-book"],
      ["carry", "package"],
      ["desk", "laptop"],
      ["drink", "hot-beverage"],
    ] as const) {
      const { elements } = compose(scene([{ ...ravi, action }]));
      const subject = elements.find((e) => e.role === "subject") as SceneElement;
      const held = subject.held?.find((h) => h.icon === thing);
      expect(held, action).toBeDefined();
      // Held at the figure's chest or hands: inside its box, below its head.
      expect(held?.box.y ?? 0, action).toBeGreaterThan((subject.head?.y ?? 0) + (subject.head?.h ?? 0) * 0.5);
    }
  });

  it("turns the second of two people who talk to face the first", () => {
    const { elements } = compose(
      scene([
        { ...ravi, action: "talk" },
        { ...maya, action: "talk" },
      ]),
    );
    const mirrored = elements.filter((e) => e.svg.includes("scale(-1 1)"));
    expect(elements.filter((e) => e.pose === "figure")).toHaveLength(2);
    expect(mirrored).toHaveLength(1);
  });

  it("keeps a child's own face on a whole body, and an animal an animal", () => {
    const leo: SceneCharacter = {
      id: "leo",
      kind: "person",
      gender: "male",
      age: "child",
      icon: "boy",
      skinTone: "medium-light",
      word: "Leo",
    };
    const { elements } = compose(scene([leo, dog]));
    const child = byIcon(elements, "boy-medium-light");
    expect(child.pose).toBe("figure");
    // The face sits on top of a body: the head is a part of the box, not all of it.
    expect(child.head?.h ?? 0).toBeLessThan(child.box.h * 0.5);
    expect(byIcon(elements, ":dog").icon).toBe("fluent-emoji:dog");
  });

  it("draws a head alone only in a close shot, with room over it in every ratio", () => {
    for (const dims of [
      size,
      { width: 1080, height: 1350 },
      { width: 1080, height: 1080 },
      { width: 1920, height: 1080 },
    ]) {
      const { elements } = compose(scene([{ ...maya, action: "cry" }]), 0, dims);
      const subject = elements.find((e) => e.role === "subject") as SceneElement;
      expect(subject.pose, `${dims.width}x${dims.height}`).toBe("head");
      expect(subject.box.y, `${dims.width}x${dims.height}`).toBeGreaterThanOrEqual(dims.height * 0.04 - 1);
    }
  });
});

describe("things at their size beside the people", () => {
  it("orders the size classes: cup < loaf < cat < dog < person < car < tree < house", () => {
    const order = [
      "hot-beverage",
      "bread",
      "cat",
      "dog",
      "person-standing",
      "automobile",
      "deciduous-tree",
      "house",
    ];
    const sizes = order.map((name) => (name === "person-standing" ? 1 : sizeClassOf(name)));
    for (let i = 1; i < sizes.length; i++)
      expect(sizes[i], order[i]).toBeGreaterThanOrEqual(sizes[i - 1] as number);
  });

  it("puts a cup of the story in the hand of the person standing there, smaller than her head", () => {
    const { elements } = compose(scene([ravi], [["hot-beverage", "tea"]]));
    const person = elements.find((e) => e.role === "subject") as SceneElement;
    // Held in the hand, as a person holds a cup.
    const cup = person.held?.find((h) => h.icon === "hot-beverage");
    expect(cup).toBeDefined();
    expect(cup?.box.h ?? Number.POSITIVE_INFINITY).toBeLessThan(person.head?.h ?? 0);
    expect(elements.some((e) => e.icon.includes("hot-beverage"))).toBe(false);
  });

  it("stands a loaf beside a person whose hands are full at its size: smaller than her head's twice, on her floor", () => {
    const { elements } = compose(scene([{ ...maya, action: "read" }], [["bread", "bread"]]));
    const person = elements.find((e) => e.role === "subject") as SceneElement;
    const loaf = byIcon(elements, ":bread");
    expect(loaf.box.h).toBeLessThan((person.head?.h ?? 0) * 1.5);
    expect(loaf.box.y + loaf.box.h).toBeGreaterThan(person.box.y + person.box.h * 0.9);
  });

  it("draws a dog smaller than a person, and a person smaller than a house", () => {
    for (let index = 0; index < 3; index++) {
      const withDog = compose(scene([ravi, dog]), index).elements;
      expect(byIcon(withDog, ":dog").box.h, `scene ${index}`).toBeLessThan(
        byIcon(withDog, "man-").box.h * 0.7,
      );
      const withHouse = compose(scene([ravi], [["house", "home"]]), index).elements;
      expect(byIcon(withHouse, "man-").box.h, `scene ${index}`).toBeLessThan(
        byIcon(withHouse, "house").box.h,
      );
    }
  });
});
