import { SCENE_ACTIONS } from "@reelsmith/contract/scene-plan";
import { describe, expect, it } from "vitest";
import { frameLayout } from "../layout/frame-layout";
import type { SceneCharacter, ScenePlan } from "../scene-plan/scene-plan-schema";
import { allStyles, dog, leo, maya, ravi } from "../test/scene-fixtures";
import { figureOf } from "./figures";
import { composeScene, type SceneElement, sceneArea } from "./scene-composer";
import { overlaps } from "./scene-layout";
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
/** Every icon drawn: the elements and what their figures hold. */
const shown = (elements: SceneElement[]) =>
  elements.flatMap((e) => [e.icon, ...(e.held ?? []).map((h) => h.icon)]);
const byIcon = (elements: SceneElement[], part: string) =>
  elements.find((e) => e.icon.includes(part)) as SceneElement;

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
            /standing|walking|running|lotus|kneeling|dancing|hugging|person-in-bed|biking|swimming|climbing|bouncing|rowing-boat/,
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

  it("gives a carrying figure the story's own thing in its arms, and the parcel only when nothing is named", () => {
    const { elements } = compose(scene([{ ...ravi, action: "carry" }], [["bread", "bread"]], "park"));
    const subject = elements.find((e) => e.role === "subject") as SceneElement;
    expect(subject.held?.map((h) => h.icon)).toEqual(["bread"]);
    // The bread is in the arms, not drawn a second time beside the figure.
    expect(elements.filter((e) => e.icon.includes("bread"))).toEqual([]);
    const child = { ...ravi, age: "child" as const, action: "carry" as const };
    const small = compose(scene([child], [["croissant", "croissants"]], "park"));
    const carrier = small.elements.find((e) => e.role === "subject") as SceneElement;
    expect(carrier.held?.map((h) => h.icon)).toEqual(["croissant"]);
  });

  it("gives what the story names in place of the pose's stand-in: the fish given, the ball thrown, the apples picked, the catch hauled in", () => {
    for (const [action, thing, word, standIn] of [
      ["give", "fish", "fish", "wrapped-gift"],
      ["throw", "soccer-ball", "ball", "baseball"],
      ["pick", "red-apple", "apples", "basket"],
      ["drink", "teacup-without-handle", "tea", "hot-beverage"],
      ["pull", "fish", "fish", "luggage"],
      ["push", "fish", "fish", "shopping-cart"],
    ] as const) {
      const { elements } = compose(scene([{ ...ravi, action }], [[thing, word]], "park"));
      const subject = elements.find((e) => e.role === "subject") as SceneElement;
      expect(
        subject.held?.map((h) => h.icon),
        action,
      ).toEqual([thing]);
      expect(
        shown(elements).some((icon) => icon.includes(standIn)),
        action,
      ).toBe(false);
    }
  });

  it("puts the food a cook fries in the pan, not on the floor beside her", () => {
    const { elements } = compose(scene([{ ...ravi, action: "cook" }], [["fish", "fish"]], "home"));
    const cook = elements.find((e) => e.role === "subject") as SceneElement;
    expect(cook.held?.map((h) => h.icon)).toEqual(["cooking", "fish"]);
    const [pan, fish] = cook.held ?? [];
    if (!pan || !fish) return;
    // The fish lies over the pan, smaller than it, and is not drawn a second time.
    expect(overlaps(fish.box, pan.box)).toBe(true);
    expect(fish.box.w).toBeLessThan(pan.box.w);
    expect(shown(elements).filter((icon) => icon.includes("fish"))).toHaveLength(1);
  });

  it("puts the fish in the hands of the grandmother who gives it when a walking child is the subject", () => {
    const child = { ...ravi, age: "child" as const, action: "walk" as const };
    const gran: SceneCharacter = { ...maya, id: "gran", age: "elder", icon: "old-woman", action: "give" };
    const { elements } = compose(scene([child, gran], [["fish", "fish"]], "home"));
    const giver = elements.find((e) => e.icon.includes("old-woman")) as SceneElement;
    expect(giver.held?.map((h) => h.icon)).toEqual(["fish"]);
    expect(shown(elements).filter((icon) => icon.includes("fish"))).toHaveLength(1);
    expect(shown(elements).some((icon) => icon.includes("wrapped-gift"))).toBe(false);
  });

  it("draws no made-up parcel for a grandfather who carries the kite the child holds", () => {
    const child: SceneCharacter = { ...maya, age: "child", icon: "girl", action: "carry" };
    const grandpa: SceneCharacter = {
      ...ravi,
      id: "grandpa",
      age: "elder",
      icon: "old-man",
      action: "carry",
    };
    const { elements } = compose(scene([child, grandpa], [["kite", "kite"]], "mountains"));
    expect(shown(elements).filter((icon) => icon.includes("kite"))).toHaveLength(1);
    expect(shown(elements).some((icon) => icon.includes("package"))).toBe(false);
  });

  it("gives the bone to the child who gives it when the subject's own pose holds a pan", () => {
    const grandpa: SceneCharacter = { ...ravi, id: "grandpa", age: "elder", icon: "old-man", action: "cook" };
    const child: SceneCharacter = { ...maya, age: "child", icon: "girl", action: "give" };
    const { elements } = compose(scene([grandpa, child], [["bone", "bone"]], "home"));
    const giver = elements.find((e) => e.icon.includes("girl")) as SceneElement;
    expect(giver.held?.map((h) => h.icon)).toEqual(["bone"]);
    expect(shown(elements).some((icon) => icon.includes("wrapped-gift"))).toBe(false);
  });

  it("draws no cart or suitcase for someone who pushes a bus or pulls a sofa: the bus and the sofa are there", () => {
    for (const [action, thing, standIn] of [
      ["push", "bus", "shopping-cart"],
      ["pull", "couch-and-lamp", "luggage"],
    ] as const) {
      const { elements } = compose(scene([{ ...ravi, action }], [[thing, thing]], "street"));
      expect(
        shown(elements).some((icon) => icon.includes(standIn)),
        action,
      ).toBe(false);
      expect(
        shown(elements).some((icon) => icon.includes(thing)),
        action,
      ).toBe(true);
    }
  });

  it("draws no cart in anyone's hands where several push the bus together", () => {
    const grandpa: SceneCharacter = { ...ravi, id: "grandpa", age: "elder", icon: "old-man", action: "push" };
    const child: SceneCharacter = { ...maya, age: "child", icon: "girl", action: "push" };
    const { elements } = compose(scene([child, grandpa], [["bus", "bus"]], "mountains"));
    expect(shown(elements).some((icon) => icon.includes("shopping-cart"))).toBe(false);
    expect(shown(elements).some((icon) => icon.includes("bus"))).toBe(true);
  });

  it("draws empty hands, no ball, suitcase or cart, for a throw, a pull or a push done to something with no picture", () => {
    for (const [action, standIn] of [
      ["throw", "baseball"],
      ["pull", "luggage"],
      ["push", "shopping-cart"],
    ] as const) {
      const { elements } = compose(scene([{ ...ravi, action, actsOn: "net" }], [], "river"));
      const subject = elements.find((e) => e.role === "subject") as SceneElement;
      expect(subject.held ?? [], action).toEqual([]);
      expect(
        shown(elements).some((icon) => icon.includes(standIn)),
        action,
      ).toBe(false);
    }
  });

  it("draws a rower in a rowing boat and a climber on the rock: the pose is the figure's own body", () => {
    for (const [action, figure] of [
      ["row", /^fluent-emoji:man-rowing-boat-medium-dark$/],
      ["climb", /^fluent-emoji:man-climbing-medium-dark$/],
      ["plant", /^fluent-emoji:man-kneeling(-facing-right)?-medium-dark$/],
    ] as const) {
      const { elements } = compose(scene([{ ...ravi, action }], [], "park"));
      const subject = elements.find((e) => e.role === "subject") as SceneElement;
      expect(subject.icon, action).toMatch(figure);
    }
  });

  it("puts what is pushed, pulled, thrown, picked, planted, given, clapped or fished with against the figure's own body, never beside it", () => {
    for (const [action, thing] of [
      ["push", "shopping-cart"],
      ["pull", "luggage"],
      ["throw", "baseball"],
      ["pick", "basket"],
      ["plant", "seedling"],
      ["give", "wrapped-gift"],
      ["clap", "clapping-hands"],
      ["fish", "fishing-pole"],
    ] as const) {
      const { elements } = compose(scene([{ ...ravi, action }], [], "park"));
      const subject = elements.find((e) => e.role === "subject") as SceneElement;
      const held = subject.held?.find((h) => h.icon === thing);
      expect(held, action).toBeDefined();
      if (!held) continue;
      // The body is the middle of the figure's square, below its head: the thing overlaps it.
      const body = {
        x: subject.box.x + subject.box.w * 0.3,
        y: (subject.head?.y ?? 0) + (subject.head?.h ?? 0),
        w: subject.box.w * 0.4,
        h: subject.box.y + subject.box.h - ((subject.head?.y ?? 0) + (subject.head?.h ?? 0)),
      };
      expect(overlaps(held.box, body), action).toBe(true);
    }
  });

  it("seats an old woman who sits: her own face on a seated body, not standing", () => {
    const gran: SceneCharacter = { ...maya, id: "gran", age: "elder", icon: "old-woman", action: "sit" };
    const figure = figureOf(gran);
    expect(figure?.main.name).toMatch(/^old-woman/);
    const body = figure?.parts[0];
    expect(typeof body === "string" ? body : body?.icon.name).toMatch(/^person-in-lotus-position/);
  });

  it("seats a person who sits on a bench or a chair on that seat, drawn behind her: lower than standing, her feet on the ground", () => {
    const standing = figureOf(maya) as NonNullable<ReturnType<typeof figureOf>>;
    for (const seat of ["bench", "chair"] as const)
      for (const who of [maya, { ...maya, age: "elder" as const, icon: "old-woman" }]) {
        const sat = figureOf({ ...who, action: "sit", seat }) as NonNullable<ReturnType<typeof figureOf>>;
        const [first] = sat.parts;
        expect(typeof first === "string" && first.startsWith(`${seat}@`), `${seat}: ${first}`).toBe(true);
        // The head a tenth of the figure's height lower than a standing one's, the legs still reaching the
        // ground (the lowest part ends at the square's foot).
        expect(sat.head.y).toBeGreaterThan(standing.head.y + 0.1);
        const feet = Math.max(...sat.parts.map((p) => (typeof p === "string" ? 0 : p.at.y + p.at.h)));
        expect(feet).toBeCloseTo(1, 2);
        // A bench is wider than the person on it.
        if (seat === "bench") expect(sat.span.w).toBeGreaterThan(standing.span.w * 2);
      }
    // Sitting on the floor, or nowhere said, is cross-legged.
    for (const seat of ["floor", undefined] as const)
      expect(figureOf({ ...maya, action: "sit", ...(seat ? { seat } : {}) })?.main.name).toMatch(/lotus/);
  });

  it("draws a wave with the figure's own raised hand: on its shoulder, in its skin tone, in place of its hanging arm", () => {
    const gran: SceneCharacter = { ...maya, id: "gran", age: "elder", icon: "old-woman", action: "wave" };
    for (const who of [{ ...ravi, action: "wave" as const }, gran])
      for (const mirror of [false, true]) {
        const f = figureOf(who, { mirror });
        const body = f?.parts.find((p) => typeof p !== "string" && p.icon.name.includes("-standing"));
        const hand = f?.parts.find((p) => typeof p !== "string" && p.icon.name.includes("waving-hand"));
        if (!f || !body || !hand || typeof body === "string" || typeof hand === "string")
          throw new Error(`${who.id}: no body or no hand`);
        // The hand in the figure's own skin tone.
        expect(hand.icon.name).toBe(`waving-hand-${who.skinTone}`);
        // At the shoulder: its wrist a third of the way down the body, its inner edge over the body's outline.
        const b = body.at;
        const h = hand.at;
        expect(h.y + h.h).toBeGreaterThan(b.y + b.h * 0.3);
        expect(h.y + h.h).toBeLessThan(b.y + b.h * 0.45);
        const bodyRight = b.x + b.w * 0.6;
        const bodyLeft = b.x + b.w * 0.4;
        if (mirror) expect(h.x + h.w).toBeGreaterThan(bodyLeft);
        else expect(h.x).toBeLessThan(bodyRight);
        // Not beside the face: its box reaches below the head's.
        expect(h.y + h.h).toBeGreaterThan(f.head.y + f.head.h);
        // The hanging arm on that side is left out of the body: two arms show, not three.
        expect(body.hide?.y ?? 0).toBeGreaterThan(h.y);
      }
    const { elements } = compose(scene([gran], [], "park"));
    const subject = elements.find((e) => e.role === "subject") as SceneElement;
    expect(subject.svg).toContain("mask=");
    const hand = subject.held?.find((t) => t.icon.startsWith("waving-hand"));
    if (!hand) throw new Error("no waving hand");
    // In the scene the hand's box overlaps the figure's box in its upper half, not floating beside it.
    expect(overlaps(hand.box, subject.box)).toBe(true);
    expect(hand.box.y + hand.box.h).toBeLessThan(subject.box.y + subject.box.h * 0.5);
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
    const { elements } = compose(scene([leo, dog]));
    const child = byIcon(elements, "boy-medium-light");
    expect(child.pose).toBe("figure");
    // The face sits on top of a body: the head is a part of the box, not all of it.
    expect(child.head?.h ?? 0).toBeLessThan(child.box.h * 0.5);
    expect(byIcon(elements, ":dog").icon).toBe("fluent-emoji:dog");
  });

  it("draws a sleeping woman, man, child or elder lying in bed in their skin tone, never standing", () => {
    for (const who of [maya, ravi, leo, { ...ravi, age: "elder" as const }]) {
      const asleep = figureOf({ ...who, action: "sleep", skinTone: "dark" });
      expect(asleep?.main.name, who.name).toBe("person-in-bed-dark");
      expect(asleep?.close, who.name).toBe(false);
    }
    // A child in bed is a child's size.
    const child = figureOf({ ...leo, action: "sleep" })?.size ?? 0;
    expect(child).toBeLessThan(figureOf({ ...ravi, action: "sleep" })?.size ?? 0);
  });

  it("draws someone asleep in the street or at a station seated with a zzz, and in a bed only at home or in hospital", () => {
    const drawn = (place: ScenePlan["setting"]["place"]) =>
      shown(
        compose(
          scene(
            [
              { ...leo, action: "sleep" },
              { ...ravi, action: "stand" },
            ],
            [],
            place,
          ),
        ).elements,
      );
    for (const place of ["street", "station", "market"] as const)
      expect(
        drawn(place).some((icon) => icon.includes("person-in-bed")),
        place,
      ).toBe(false);
    for (const place of ["home", "hospital"] as const)
      expect(
        drawn(place).some((icon) => icon.includes("person-in-bed")),
        place,
      ).toBe(true);
    const dozing = figureOf({ ...ravi, action: "sleep" }, { bed: false });
    const parts = dozing?.parts.map((p) => (typeof p === "string" ? p : p.icon.name)) ?? [];
    expect(parts.some((name) => name.includes("in-lotus-position"))).toBe(true);
    expect(parts).toContain("zzz");
  });

  it("draws a sleeping dog lying on the ground, its legs tucked under it, with a zzz over its head", () => {
    const standing = figureOf(dog);
    const asleep = figureOf({ ...dog, action: "sleep" });
    const body = asleep?.parts[0];
    if (!body || typeof body === "string") throw new Error("no body");
    // The drawing above the legs only, resting on the box's floor: lower and shorter than the standing dog.
    expect(body.rows?.[1]).toBeLessThan(0.8);
    expect(body.at.y + body.at.h).toBeCloseTo(1);
    expect(body.at.h).toBeLessThan(0.8);
    expect(asleep?.parts.map((p) => (typeof p === "string" ? p : p.icon.name))).toEqual(["dog", "zzz"]);
    expect(standing?.parts.map((p) => (typeof p === "string" ? p : p.icon.name))).toEqual(["dog"]);
    // A cow that sits rests the same way, awake.
    const resting = figureOf({ ...dog, id: "cow", icon: "cow", word: "cow", action: "sit" });
    expect(resting?.parts.map((p) => (typeof p === "string" ? p : p.icon.name))).toEqual(["cow"]);
    const restingBody = resting?.parts[0] as { rows?: number[] } | undefined;
    expect(restingBody?.rows?.[1]).toBeLessThan(0.8);
  });

  it("draws a teacher's dancing pupils as children in the dance pose: their own faces on dancing bodies, smaller than the teacher", () => {
    const teacher: SceneCharacter = { ...maya, id: "teacher", name: undefined, icon: "woman-teacher" };
    const girl: SceneCharacter = { ...leo, id: "child-2", name: undefined, gender: "female", icon: "girl" };
    const { elements } = compose(
      scene([teacher, { ...leo, action: "dance" }, { ...girl, action: "dance" }], [], "park"),
    );
    // A grown-up's figure is named by its body, a child's by its face.
    const grown = byIcon(elements, ":woman-");
    for (const face of ["boy-medium-light", "girl-medium-light"]) {
      const child = byIcon(elements, face);
      expect(child.pose, face).toBe("figure");
      expect(child.box.h, face).toBeLessThan(grown.box.h * 0.85);
      // The face is the head of the figure, at its top, over a body below it.
      expect(child.head?.y ?? 0, face).toBeLessThan(child.box.y + child.box.h * 0.25);
      expect(child.head?.h ?? 0, face).toBeLessThan(child.box.h * 0.5);
    }
    for (const c of [leo, girl]) {
      const figure = figureOf({ ...c, action: "dance" });
      const names = figure?.parts.map((p) => (typeof p === "string" ? p : p.icon.name)) ?? [];
      expect(
        names.some((n) => n.includes("dancing")),
        c.icon,
      ).toBe(true);
      expect(
        names.some((n) => n.includes("standing")),
        c.icon,
      ).toBe(false);
      expect(figure?.main.name, c.icon).toMatch(new RegExp(`^${c.icon}`));
    }
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

  it("draws an elder laughing beside a child whole, standing, not as a head on the ground", () => {
    const grandpa: SceneCharacter = {
      ...ravi,
      id: "grandpa",
      age: "elder",
      icon: "old-man",
      action: "laugh",
    };
    const { elements } = compose(scene([{ ...maya, action: "pull" }, grandpa]));
    const laughing = elements.find((e) => e.icon.includes("old-man")) as SceneElement;
    expect(laughing.pose).toBe("figure");
    const head = laughing.head as NonNullable<SceneElement["head"]>;
    expect(head.h).toBeLessThan(laughing.box.h * 0.5);
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

  it("holds an opened umbrella over her head by its handle, behind her, her face in front of it", () => {
    const gran: SceneCharacter = { ...maya, id: "gran", age: "elder", icon: "old-woman", action: "stand" };
    for (const index of [0, 1, 2]) {
      const { elements } = compose(scene([gran], [["umbrella", "umbrella"]]), index);
      const person = elements.find((e) => e.role === "subject") as SceneElement;
      const umbrella = person.held?.find((h) => h.icon === "umbrella");
      expect(umbrella, `scene ${index}`).toBeDefined();
      expect(
        elements.some((e) => e.icon.includes("umbrella")),
        `scene ${index}`,
      ).toBe(false);
      const head = person.head as NonNullable<SceneElement["head"]>;
      const box = umbrella?.box as NonNullable<typeof umbrella>["box"];
      // The canopy's top at the head's crown, its width over the head, its handle at the hand below the face.
      expect(box.y, `scene ${index}`).toBeLessThan(head.y + head.h * 0.1);
      expect(box.x, `scene ${index}`).toBeLessThan(head.x);
      expect(box.x + box.w, `scene ${index}`).toBeGreaterThan(head.x + head.w);
      expect(box.y + box.h, `scene ${index}`).toBeGreaterThan(head.y + head.h * 2);
    }
  });

  it("gives the umbrella to the grandmother, not to the child beside her who is named first", () => {
    const child = { ...ravi, age: "child" as const };
    const gran: SceneCharacter = { ...maya, id: "gran", age: "elder", icon: "old-woman", action: "stand" };
    const { elements } = compose(scene([child, gran], [["umbrella", "umbrella"]]));
    const holder = elements.find((e) => e.held?.some((h) => h.icon === "umbrella"));
    expect(holder?.icon).toContain("old-woman");
  });

  it("draws someone playing with a kite standing, its line in her hand and the kite up beside her head", () => {
    const flyer: SceneCharacter = { ...maya, action: "play" };
    for (const index of [0, 1, 2]) {
      const { elements } = compose(scene([flyer], [["kite", "kite"]]), index);
      const person = elements.find((e) => e.role === "subject") as SceneElement;
      // Standing to fly it, not bouncing a ball.
      expect(person.icon, `scene ${index}`).not.toMatch(/bouncing-ball/);
      const kite = person.held?.find((h) => h.icon === "kite")?.box;
      expect(kite, `scene ${index}`).toBeDefined();
      expect(
        elements.some((e) => e.role !== "subject" && e.icon.includes("kite")),
        `scene ${index}`,
      ).toBe(false);
      const head = person.head as NonNullable<SceneElement["head"]>;
      const box = kite as NonNullable<typeof kite>;
      // Up at the head's height, beside it rather than over the face; its line drawn in the figure.
      expect(box.y, `scene ${index}`).toBeLessThan(head.y + head.h);
      expect(
        box.x + box.w <= head.x + head.w * 0.25 || box.x >= head.x + head.w * 0.75,
        `scene ${index}`,
      ).toBe(true);
      expect(person.svg, `scene ${index}`).toMatch(/<line [^>]*stroke=/);
    }
  });

  it("puts a balloon's string in the child's hand, the balloon beside the child, not loose in the sky", () => {
    const child = { ...ravi, id: "arjun", age: "child" as const, icon: "boy" };
    const gran: SceneCharacter = { ...maya, id: "gran", age: "elder", icon: "old-woman", action: "stand" };
    for (const index of [0, 1, 2]) {
      const { elements } = compose(scene([gran, child], [["balloon", "balloon"]]), index);
      const holder = elements.find((e) => e.held?.some((h) => h.icon === "balloon"));
      expect(holder?.icon, `scene ${index}`).toMatch(/:boy/);
      expect(
        elements.some((e) => e.icon.includes("balloon")),
        `scene ${index}`,
      ).toBe(false);
      const balloon = holder?.held?.find((h) => h.icon === "balloon")?.box;
      // Its string's end low at the hand, below the face; its top no lower than the shoulders.
      expect(balloon && holder?.head && balloon.y + balloon.h > holder.head.y + holder.head.h).toBe(true);
      expect(balloon && holder && balloon.y < holder.box.y + holder.box.h * 0.45).toBe(true);
    }
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

describe("people large in a tall frame, small things on a table", () => {
  const ratios = [
    size,
    { width: 1080, height: 1350 },
    { width: 1080, height: 1080 },
    { width: 1920, height: 1080 },
  ];
  const frameOf = (dims: { width: number; height: number }) =>
    frameLayout({ ...dims, mode: "avatar", captions: { position: "bottom", fontSize: 24 } });

  it("draws a standing person in 9:16 as tall as the stage: nearly half the frame alone (in front of it), four fifths of the stage beside a table", () => {
    for (let index = 0; index < 4; index += 2) {
      const stage = sceneArea(frameOf(size), index).area.stage;
      const alone = compose(scene([ravi]), index).elements[0] as SceneElement;
      expect(alone.box.h, `alone, scene ${index}`).toBeGreaterThanOrEqual(stage.h * 0.98);
      expect(alone.box.h, `alone, scene ${index}`).toBeGreaterThanOrEqual(size.height * 0.46);
      const plan = { ...scene([{ ...maya, action: "read" as const }], [["hot-beverage", "tea"]], "home") };
      const { elements } = compose({ ...plan, setting: { place: "home", indoor: true } }, index);
      const person = elements.find((e) => e.role === "subject") as SceneElement;
      expect(person.box.h, `beside a table, scene ${index}`).toBeGreaterThanOrEqual(stage.h * 0.8);
    }
  });

  it("stands a cup and a loaf no one holds on a table indoors, on its top, the table on the floor, in every ratio", () => {
    const plan: ScenePlan = {
      ...scene(
        [{ ...maya, action: "read" }],
        [
          ["hot-beverage", "tea"],
          ["bread", "bread"],
        ],
      ),
      setting: { place: "home", indoor: true },
    };
    for (const dims of ratios)
      for (let index = 0; index < 3; index++) {
        const where = `${dims.width}x${dims.height}, scene ${index}`;
        const { elements, reserved } = compose(plan, index, dims);
        const person = elements.find((e) => e.role === "subject") as SceneElement;
        const table = elements.find((e) => e.icon === "drawn:table") as SceneElement;
        expect(table, where).toBeDefined();
        // The table stands on her floor or in front of it, not up on the wall.
        expect(table.box.y + table.box.h, where).toBeGreaterThanOrEqual(
          person.box.y + person.box.h - dims.height * 0.04,
        );
        for (const name of [":hot-beverage", ":bread"]) {
          const thing = byIcon(elements, name);
          expect(thing.standsOn, `${where}: ${name}`).toBe(table.box);
          // Its box's bottom on the table's top edge: it stands there, not in the air, not inside it.
          expect(thing.box.y + thing.box.h, `${where}: ${name}`).toBeCloseTo(table.box.y, 3);
          expect(overlaps(thing.box, table.box), `${where}: ${name}`).toBe(false);
          expect(thing.box.x, `${where}: ${name}`).toBeGreaterThanOrEqual(table.box.x);
          expect(thing.box.x + thing.box.w, `${where}: ${name}`).toBeLessThanOrEqual(
            table.box.x + table.box.w,
          );
          // At its size: smaller than her head's twice.
          expect(thing.box.h, `${where}: ${name}`).toBeLessThan((person.head?.h ?? 0) * 2);
        }
        for (const e of elements)
          for (const q of reserved) expect(overlaps(e.box, q), `${where}: ${e.icon}`).toBe(false);
      }
  });

  it("draws a loaf that a sentence is about, with no one there, on its kitchen counter, not filling the frame", () => {
    const plan: ScenePlan = {
      ...scene([], [["bread", "bread"]]),
      setting: { place: "kitchen", indoor: true },
    };
    for (const dims of ratios) {
      const { elements } = compose(plan, 0, dims);
      const loaf = elements.find((e) => e.role === "subject") as SceneElement;
      const counter = elements.find((e) => e.icon === "drawn:counter") as SceneElement;
      expect(loaf.icon).toBe("fluent-emoji:bread");
      expect(loaf.standsOn).toBe(counter.box);
      expect(loaf.box.y + loaf.box.h).toBeCloseTo(counter.box.y, 3);
      // A loaf is a little under half a counter's height (0.2 against 0.48).
      expect(loaf.box.h).toBeLessThan(counter.box.h * 0.5);
    }
  });

  it("stands a small thing no one holds outdoors on the ground, at the person's feet or in front", () => {
    for (const dims of ratios)
      for (let index = 0; index < 3; index++) {
        const { elements } = compose(
          scene([{ ...maya, action: "read" }], [["bread", "bread"]], "park"),
          index,
          dims,
        );
        const person = elements.find((e) => e.role === "subject") as SceneElement;
        const loaf = byIcon(elements, ":bread");
        expect(loaf.standsOn).toBeUndefined();
        expect(
          loaf.box.y + loaf.box.h,
          `${dims.width}x${dims.height}, scene ${index}`,
        ).toBeGreaterThanOrEqual(person.box.y + person.box.h - dims.height * 0.04);
      }
  });
});
