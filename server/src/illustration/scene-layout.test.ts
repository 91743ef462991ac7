import { beforeAll, describe, expect, it } from "vitest";
import { type FrameLayoutInput, frameLayout, type NarrationMode } from "../layout/frame-layout";
import type { SceneCharacter, ScenePlan } from "../scene-plan/scene-plan-schema";
import { allStyles, bakeryStory, dog, leo, mother, parkWith, ravi } from "../test/scene-fixtures";
import { sheetFrame } from "../test/sheet-frame";
import { floatsInAir } from "./element-ground";
import { composeScene, type SceneElement } from "./scene-composer";
import { sizeClassOf } from "./size-classes";

const size = { width: 1080, height: 1920 };
const frames: { name: string; input: Omit<FrameLayoutInput, "width" | "height"> }[] = [
  {
    name: "avatar, bottom captions",
    input: { mode: "avatar", captions: { position: "bottom", fontSize: 24 } },
  },
  {
    name: "avatar, centre captions",
    input: { mode: "avatar", captions: { position: "center", fontSize: 32 } },
  },
  { name: "avatar, top captions", input: { mode: "avatar", captions: { position: "top", fontSize: 28 } } },
  {
    name: "avatar (lower presenter), bottom captions",
    input: { mode: "avatar", presenter: "lower", captions: { position: "bottom", fontSize: 24 } },
  },
  {
    name: "voice, centre captions",
    input: { mode: "voice", captions: { position: "center", fontSize: 32 } },
  },
  {
    name: "voice, bottom captions",
    input: { mode: "voice", captions: { position: "bottom", fontSize: 28 } },
  },
  { name: "voice, no captions", input: { mode: "voice", captions: null } },
];

/** Every scene of the bakery story composed in every style and frame, with the subject's floor (once). */
let composed: ReturnType<typeof composeAll> | null = null;
function composeAll() {
  const out = [];
  for (const style of allStyles())
    for (const f of frames) {
      const frame = frameLayout({ ...size, ...f.input });
      for (const [index, { plan }] of bakeryStory.entries()) {
        const scene = composeScene({ plan, style, ...size, seed: 42, index, frame });
        const subject = scene.elements.find((e) => e.role === "subject") as SceneElement;
        const where = `${style.public.id}, ${f.name}, scene ${index + 1}`;
        out.push({ scene, subject, floor: subject.box.y + subject.box.h, where, plan });
      }
    }
  return out;
}
const scenes = () => {
  composed ??= composeAll();
  return composed;
};
// Composing every scene in every style and frame is the file's one large cost: done once, before the tests,
// with room for a loaded machine (a test's own limit would count it against whichever test came first).
beforeAll(() => {
  scenes();
}, 240_000);

const bottom = (e: SceneElement) => e.box.y + e.box.h;

describe("the layout of a scene's supporting elements", () => {
  it("stands every object that belongs on the ground on the subject's floor or in front of it, never up on the wall", () => {
    let grounded = 0;
    for (const { scene, subject, floor, where } of scenes()) {
      expect(subject, where).toBeDefined();
      for (const e of scene.elements) {
        if (e === subject || floatsInAir(e.icon) || e.standsOn) continue;
        grounded++;
        // The backdrop's wall meets its floor a little above the subject's feet: a bottom higher than
        // that stands on the wall, or over a window. A thing larger than the subject (a bicycle beside a
        // child) may stand further back, up the ground, but no higher than a sixth of the frame.
        const large = sizeClassOf(e.icon) > sizeClassOf(subject.icon) * 1.2;
        expect(bottom(e), `${where}: ${e.icon} stands on a ground line`).toBeGreaterThanOrEqual(
          floor - size.height * (large ? 0.165 : 0.04),
        );
      }
    }
    expect(grounded).toBeGreaterThan(0);
  });

  it("draws the supporting things in proportion to the subject where the plan leaves them room: a loaf beside a baker is a loaf, not a second baker", () => {
    for (const { scene, subject, where, plan } of scenes()) {
      if (plan.characters.length !== 1) continue;
      for (const e of scene.elements) {
        if (e === subject || e.role !== "object" || floatsInAir(e.icon)) continue;
        const ratio = Math.min(2.2, sizeClassOf(e.icon) / sizeClassOf(subject.icon));
        // Perspective: far behind 0.72, in front 1.1 times its size; at least 0.8 of that where it fits.
        // Heights: a figure's box is as tall as the figure, a thing's square as its longest side.
        expect(e.box.h, `${where}: ${e.icon}`).toBeLessThanOrEqual(subject.box.h * ratio * 1.1 + 1);
        if (ratio < 1) expect(e.box.h, `${where}: ${e.icon}`).toBeLessThan(subject.box.h * 0.8);
      }
    }
  });

  it("lets what belongs in the air float: the stars over the full bakery hang above the floor, without a shadow", () => {
    for (const { scene, floor, where } of scenes()) {
      const star = scene.elements.find((e) => e.icon === "fluent-emoji:star");
      if (!star) continue;
      expect(bottom(star), where).toBeLessThan(floor - size.height * 0.05);
      expect(star.svg, where).not.toContain("<ellipse");
    }
  });

  it("tells the things of the air and the wall from the things that stand on the ground", () => {
    for (const name of [
      "sun",
      "crescent-moon",
      "cloud",
      "star",
      "dove",
      "airplane",
      "balloon",
      "mantelpiece-clock",
    ])
      expect(floatsInAir(`fluent-emoji:${name}`), name).toBe(true);
    for (const name of [
      "bread",
      "basket",
      "croissant",
      "dog",
      "chair",
      "bicycle",
      "bell-pepper",
      "sunflower",
    ])
      expect(floatsInAir(`fluent-emoji:${name}`), name).toBe(false);
  });
});

describe("a person alone in the frame", () => {
  const [style] = allStyles();
  it("stands at least 40 % of the frame's height in every ratio, with the presenter in a corner or none, close or a step back", () => {
    if (!style) throw new Error("no style");
    const person = {
      id: "mia",
      kind: "person" as const,
      gender: "female" as const,
      age: "adult" as const,
      icon: "woman",
      word: "Mia",
    };
    const short: string[] = [];
    for (const dims of [
      { width: 1080, height: 1920 },
      { width: 1920, height: 1080 },
      { width: 1080, height: 1080 },
    ])
      for (const layout of [
        { mode: "avatar" as const, presenter: "corner" as const },
        { mode: "voice" as const },
      ])
        for (const action of ["stand", "walk", "sit"] as const)
          for (let index = 0; index < 4; index++) {
            const frame = frameLayout({ ...dims, ...layout, captions: { position: "bottom", fontSize: 24 } });
            const { elements } = composeScene({
              plan: parkWith([{ ...person, action }]),
              style,
              ...dims,
              seed: 3,
              index,
              frame,
            });
            const subject = elements.find((e) => e.role === "subject") as SceneElement;
            // A seated figure is shorter than a standing one by design (its legs fold): a standing
            // person's 40 % less what sitting takes off (about a fifth).
            const least = action === "sit" ? 0.4 * 0.62 : 0.4;
            const share = subject.box.h / dims.height;
            if (share < least)
              short.push(
                `${dims.width}x${dims.height} ${"presenter" in layout ? layout.presenter : layout.mode} ${action} scene ${index}: ${share.toFixed(2)}`,
              );
          }
    expect(short).toEqual([]);
  });
});

describe("a child's height", () => {
  it("draws a child alone, or with only a dog, at a child's height, shorter than an adult in the same scene", () => {
    const style = allStyles()[0];
    if (!style) throw new Error("no style");
    const frame = frameLayout({ ...size, mode: "voice", captions: { position: "bottom", fontSize: 28 } });
    const alone = (age: "child" | "adult", withDog = false) =>
      composeScene({
        plan: parkWith([{ ...leo, age, icon: age === "child" ? "boy" : "man" }, ...(withDog ? [dog] : [])]),
        style,
        ...size,
        seed: 7,
        index: 0,
        frame,
      }).elements.find((e) => e.role === "subject") as SceneElement;
    const child = alone("child");
    const adult = alone("adult");
    // Shorter than the adult, never the adult's height; but a person alone stands at least 40 % of the
    // frame (a child's figure reads as a child by its shape), so in a 9:16 frame, whose stage holds an
    // adult at about 48 %, the child stands a little over a child's 0.72 of the adult.
    expect(child.box.h / adult.box.h).toBeLessThan(0.88);
    expect(child.box.h / adult.box.h).toBeGreaterThan(0.62);
    expect(child.box.h / size.height).toBeGreaterThanOrEqual(0.4);
    // A dog beside them is no grown-up to measure the child by: still a child's height (the grown-up with a
    // dog stands a little smaller to leave the dog room, so the share is a little above 0.72; 0.94 before).
    const childWithDog = alone("child", true);
    const adultWithDog = alone("adult", true);
    expect(childWithDog.box.h / adultWithDog.box.h).toBeLessThan(0.88);
    expect(childWithDog.box.h / adultWithDog.box.h).toBeGreaterThan(0.62);
  });
});

describe("people drawn at their depth", () => {
  type Age = "child" | "adult" | "elder";
  // A standing person's height against a grown-up's (figures.ts: a child 0.72, an elder 0.95).
  const STATURE: Record<Age, number> = { child: 0.72, adult: 1, elder: 0.95 };
  const ICONS: Record<Age, [string, string]> = {
    child: ["girl", "boy"],
    adult: ["woman", "man"],
    elder: ["old-woman", "old-man"],
  };
  const casts: Age[][] = [
    ["child", "adult"],
    ["child", "elder"],
    ["adult", "child"],
    ["child", "adult", "adult"],
    ["child", "child", "adult"],
    ["elder", "child", "child"],
  ];
  const ratios = [
    { width: 1080, height: 1920 },
    { width: 1080, height: 1080 },
    { width: 1920, height: 1080 },
  ];

  it("draws a grown-up beside a child taller than the child, and nobody further back larger, in every ratio and style", () => {
    const styles = allStyles();
    const wrong: string[] = [];
    for (const [r, dims] of ratios.entries())
      for (const [c, cast] of casts.entries()) {
        for (const [place, things] of [
          ["park", []],
          ["home", [{ icon: "basket", word: "basket" }]],
        ] as const)
          for (const index of [0, 1]) {
            const style = styles[(r + c + index) % styles.length];
            if (!style) throw new Error("no style");
            const frame = frameLayout({
              ...dims,
              ...(frames[(c + index) % frames.length] as (typeof frames)[number]).input,
            });
            const { elements } = composeScene({
              plan: {
                characters: cast.map((age, i) => ({
                  ...leo,
                  id: `p${i}`,
                  name: `P${i}`,
                  word: `P${i}`,
                  age,
                  gender: i % 2 ? "male" : "female",
                  icon: ICONS[age][i % 2] as string,
                })),
                objects: [...things],
                setting: { place, indoor: place === "home" },
                time: "day",
                weather: "clear",
                mood: "neutral",
              },
              style,
              ...dims,
              seed: 3 + index,
              index,
              frame,
            });
            const where = `${dims.width}x${dims.height} ${cast.join("+")} ${place} ${style.public.id} scene ${index}`;
            // What a viewer sees of each person: how tall, where the feet are (higher is further back), and
            // the scale at that depth (the height a grown-up would have there).
            const people = elements
              .filter((e) => e.pose === "figure")
              .map((e) => {
                const age = cast[Number(e.word?.slice(1))];
                if (!age) throw new Error(`${where}: ${e.word} is no one of the cast`);
                return { age, h: e.box.h, feet: e.box.y + e.box.h, scale: e.box.h / STATURE[age] };
              });
            if (people.length !== cast.length)
              wrong.push(`${where}: ${people.length} of ${cast.length} drawn`);
            for (const a of people)
              for (const b of people) {
                if (a.age === "child" && b.age !== "child" && a.h >= b.h)
                  wrong.push(
                    `${where}: a child ${a.h.toFixed(0)} px tall beside a grown-up ${b.h.toFixed(0)}`,
                  );
                const behind = a.feet < b.feet - dims.height * 0.02;
                if (behind && a.scale > b.scale * 1.02)
                  wrong.push(`${where}: a ${a.age} further back drawn larger than a ${b.age} in front`);
                const level = Math.abs(a.feet - b.feet) <= dims.height * 0.02;
                if (level && a.scale > b.scale * 1.15)
                  wrong.push(
                    `${where}: a ${a.age} and a ${b.age} side by side at scales ${(a.scale / b.scale).toFixed(2)} apart`,
                  );
              }
          }
      }
    expect(wrong).toEqual([]);
  });
});

describe("the people a sentence is about, large in the frame", () => {
  const style = allStyles()[0];
  const grandmother: SceneCharacter = {
    ...mother,
    id: "grandmother",
    age: "elder",
    icon: "old-woman",
    word: "grandmother",
  };
  const cow = {
    id: "cow",
    kind: "animal",
    gender: "unknown",
    age: "adult",
    icon: "cow",
    word: "cow",
  } as const;
  const scene = (
    plan: ScenePlan,
    dims: { width: number; height: number },
    mode: NarrationMode,
    index: number,
  ) =>
    composeScene({
      plan,
      style: style as NonNullable<typeof style>,
      ...dims,
      seed: 5,
      index,
      frame: sheetFrame(dims.width, dims.height, mode, { position: "bottom", fontSize: 20 }),
    });
  // "Ravi carried the heavy bag, and a cow followed them down the street."
  const street: ScenePlan = {
    characters: [{ ...ravi, action: "carry" }, { ...cow, action: "walk" }, mother],
    objects: [],
    setting: { place: "street", indoor: false },
    time: "day",
    weather: "clear",
    mood: "neutral",
  };
  // "At home, his grandmother cooked soup and they ate it together at the table."
  const soup: ScenePlan = {
    characters: [ravi, { ...grandmother, action: "cook" }, { ...mother, action: "eat" }],
    objects: [{ icon: "pot-of-food", word: "soup" }],
    setting: { place: "home", indoor: true },
    time: "dusk",
    weather: "clear",
    mood: "neutral",
  };
  const people = (elements: SceneElement[]) =>
    elements.filter((e) => e.pose === "figure" && e.icon !== "fluent-emoji:cow");

  it("draws Ravi carrying the bag, with the cow and his mother behind him, a third of a 9:16 frame tall and the largest there", () => {
    const { elements } = scene(street, { width: 360, height: 640 }, "voice", 2);
    const ravi = elements.find((e) => e.role === "subject") as SceneElement;
    expect(ravi.word).toBe("Ravi");
    expect(ravi.box.h / 640).toBeGreaterThanOrEqual(0.3);
    for (const e of elements) if (e !== ravi) expect(e.box.h, e.icon).toBeLessThan(ravi.box.h);
    // All three are there, the cow and the mother a step behind him, not shrunk into a row.
    expect(elements.map((e) => e.word).sort()).toEqual(["Ravi", "cow", "mother"]);
    for (const e of people(elements)) expect(e.box.h / 640, e.icon).toBeGreaterThanOrEqual(0.25);
  });

  /** Each plan drawn at 9:16, 4:5, 1:1 and 16:9, narrated and with the presenter, as a video's first four scenes. */
  function* inEveryRatio(plans: ScenePlan[]) {
    for (const dims of [
      { width: 360, height: 640 },
      { width: 360, height: 450 },
      { width: 360, height: 360 },
      { width: 640, height: 360 },
    ])
      for (const mode of ["voice", "avatar"] as const)
        for (const plan of plans)
          for (let index = 0; index < 4; index++) {
            const { elements } = scene(plan, dims, mode, index);
            yield {
              elements,
              height: dims.height,
              where: `${dims.width}x${dims.height} ${mode} scene ${index}`,
            };
          }
  }
  const percent = (h: number, height: number) => `${((h / height) * 100).toFixed(0)} %`;

  it("draws no person tiny: everyone at the soup table at least 12 % of the frame's height, in every ratio", () => {
    const small: string[] = [];
    for (const { elements, height, where } of inEveryRatio([street, soup])) {
      const subject = elements.find((e) => e.role === "subject") as SceneElement;
      for (const e of people(elements))
        if (e.box.h < height * 0.12 || e.box.h < subject.box.h * 0.5)
          small.push(`${where}: ${e.word} ${percent(e.box.h, height)}`);
    }
    expect(small).toEqual([]);
  });

  it("stands a person alone with a cow and a basket beside her at least 40 % of the frame's height in every ratio", () => {
    const farm: ScenePlan = {
      characters: [
        { ...mother, action: "stand" },
        { ...cow, action: "stand" },
      ],
      objects: [{ icon: "basket", word: "basket" }],
      setting: { place: "farm", indoor: false },
      time: "day",
      weather: "clear",
      mood: "neutral",
    };
    const short: string[] = [];
    for (const { elements, height, where } of inEveryRatio([farm])) {
      const her = elements.find((e) => e.word === "mother") as SceneElement;
      if (her.box.h < height * 0.4) short.push(`${where}: ${percent(her.box.h, height)}`);
    }
    expect(short).toEqual([]);
  });
});
