import { describe, expect, it } from "vitest";
import { frameLayout } from "../layout/frame-layout";
import type { SceneCharacter, ScenePlan } from "../scene-plan/scene-plan-schema";
import { allStyles, leo, maya, ravi } from "../test/scene-fixtures";
import { type Figure, figureOf } from "./figures";
import { vehicleRide } from "./riders";
import { composeScene, type SceneElement } from "./scene-composer";
import { vehicleFigure } from "./vehicle-figures";

const [style] = allStyles();
if (!style) throw new Error("no style");

const plan = (
  characters: SceneCharacter[],
  objects: string[],
  place: ScenePlan["setting"]["place"],
): ScenePlan => ({
  characters,
  objects: objects.map((icon) => ({ icon, word: icon })),
  setting: { place, indoor: false },
  time: "day",
  weather: "clear",
  mood: "neutral",
});
const drawn = (p: ScenePlan) =>
  composeScene({
    plan: p,
    style,
    width: 1080,
    height: 1920,
    seed: 3,
    index: 0,
    frame: frameLayout({
      width: 1080,
      height: 1920,
      mode: "avatar",
      captions: { position: "bottom", fontSize: 24 },
    }),
  }).elements;
/** Every picture in the scene: each element's own and those its figure is made of. */
const pictures = (elements: SceneElement[]) =>
  elements.flatMap((e) => [e.icon, ...(e.held ?? []).map((h) => h.icon)]);
const partNames = (f: Figure | null) =>
  (f?.parts ?? []).map((p) => (typeof p === "string" ? p : p.icon.name));
const grandma: SceneCharacter = { ...maya, id: "gran", name: undefined, age: "elder", icon: "old-woman" };
const horse: SceneCharacter = {
  id: "horse",
  kind: "animal",
  gender: "unknown",
  age: "adult",
  icon: "horse",
  word: "horse",
};

describe("a rider on what they ride, drawn once", () => {
  it("draws the woman who rode her bicycle on one bicycle, with no second bicycle parked beside her", () => {
    const elements = drawn(plan([{ ...maya, action: "ride" }], ["bicycle"], "street"));
    expect(elements.find((e) => e.role === "subject")?.icon).toMatch(/woman-biking/);
    expect(elements.filter((e) => /:bicycle$/.test(e.icon))).toHaveLength(0);
  });

  it("puts the boy who rowed in the boat with his own face, and draws no empty canoe beside him", () => {
    const elements = drawn(plan([{ ...leo, action: "row" }], ["canoe"], "river"));
    const subject = elements.find((e) => e.role === "subject");
    expect(subject?.icon).toMatch(/boy/);
    expect(partNames(figureOf({ ...leo, action: "row" }))).toEqual(
      expect.arrayContaining([expect.stringMatching(/rowing-boat/), expect.stringMatching(/^boy/)]),
    );
    expect(pictures(elements).filter((i) => /:canoe$/.test(i))).toHaveLength(0);
  });

  it("stands a woman or a girl who rode a horse beside the horse, never on a bicycle", () => {
    const girl: SceneCharacter = { ...leo, id: "girl", gender: "female", icon: "girl" };
    for (const rider of [maya, girl]) {
      const elements = drawn(plan([{ ...rider, action: "ride" }, horse], [], "farm"));
      expect(
        pictures(elements).some((i) => /biking|bicycle/.test(i)),
        rider.id,
      ).toBe(false);
      expect(
        pictures(elements).some((i) => /:horse$/.test(i)),
        rider.id,
      ).toBe(true);
    }
  });

  it("puts a man or a grandfather who drove the taxi in it, his face in its front window, never on a bicycle", () => {
    const grandpa: SceneCharacter = { ...ravi, age: "elder", icon: "old-man" };
    for (const driver of [ravi, grandpa]) {
      const scene = plan([{ ...driver, action: "drive" }], ["taxi"], "street");
      const elements = drawn(scene);
      expect(
        pictures(elements).some((i) => /biking|bicycle/.test(i)),
        driver.icon,
      ).toBe(false);
      // The taxi is the driver's figure, not a second taxi parked beside him.
      expect(
        elements.filter((e) => /:taxi$/.test(e.icon)),
        driver.icon,
      ).toHaveLength(0);
      const ride = vehicleRide(scene);
      expect(ride, driver.icon).toEqual({ icon: "taxi", occupants: [driver.id] });
      const figure = ride && vehicleFigure(ride, [{ ...driver, action: "drive" }], false);
      expect(partNames(figure), driver.icon).toEqual(["taxi", expect.stringMatching(/^(man|old-man)/)]);
      // The face in the front window: the front half of a taxi that faces left, above its wheels.
      expect(figure?.head.x ?? 1, driver.icon).toBeLessThan(0.5);
      expect(figure?.head.y ?? 1, driver.icon).toBeLessThan(0.5);
    }
  });

  it("draws a man who drove the children with no car named in a car, the child in its back window", () => {
    const scene = plan(
      [
        { ...ravi, action: "drive" },
        { ...leo, action: "ride" },
      ],
      [],
      "beach",
    );
    expect(vehicleRide(scene)).toEqual({ icon: "automobile", occupants: [ravi.id, leo.id] });
    const elements = drawn(scene);
    // One figure, the car with both faces: no one standing beside it, no one on a bicycle.
    expect(elements.filter((e) => e.role !== "object")).toHaveLength(1);
    expect(pictures(elements).some((i) => /standing|biking/.test(i))).toBe(false);
    const faces = partNames(vehicleFigure({ icon: "automobile" }, [ravi, leo], true));
    expect(faces).toEqual(["automobile", expect.stringMatching(/^man/), expect.stringMatching(/^boy/)]);
  });

  it("puts children going home by bus in its windows, not beside a bus parked in the street", () => {
    const girl: SceneCharacter = { ...leo, id: "girl", gender: "female", icon: "girl" };
    const scene = plan(
      [
        { ...leo, action: "ride" },
        { ...girl, action: "ride" },
      ],
      ["bus"],
      "street",
    );
    const elements = drawn(scene);
    expect(elements.filter((e) => /:bus$/.test(e.icon))).toHaveLength(0);
    expect(elements.filter((e) => e.role !== "object")).toHaveLength(1);
    expect(vehicleRide(scene)?.occupants).toEqual([leo.id, "girl"]);
  });

  it("puts a boy who fell asleep on the bus in its window, with no bed in the street beside it", () => {
    const scene = plan([{ ...leo, action: "sleep" }], ["bus"], "street");
    expect(vehicleRide(scene)).toEqual({ icon: "bus", occupants: [leo.id] });
    const elements = drawn(scene);
    expect(pictures(elements).some((i) => /person-in-bed|:bed$/.test(i))).toBe(false);
    expect(elements.filter((e) => /:bus$/.test(e.icon))).toHaveLength(0);
    expect(elements.filter((e) => e.role !== "object")).toHaveLength(1);
  });

  it("seats a lone passenger in a taxi or a bus behind the driver's window, and a driver in it", () => {
    for (const icon of ["taxi", "bus", "automobile"]) {
      const sleeper = vehicleFigure({ icon }, [{ ...ravi, action: "sleep" }], false);
      const driver = vehicleFigure({ icon }, [{ ...ravi, action: "drive" }], false);
      // A vehicle that faces left has its driver in the leftmost window.
      expect(sleeper?.head.x ?? 0, icon).toBeGreaterThan(driver?.head.x ?? 1);
      expect(sleeper?.head.y, icon).toBe(driver?.head.y);
    }
    // Two passengers in a taxi fill both windows: no one is left out.
    const both = vehicleFigure(
      { icon: "taxi" },
      [
        { ...ravi, action: "ride" },
        { ...leo, action: "ride" },
      ],
      false,
    );
    expect(partNames(both)).toHaveLength(3);
  });

  it("puts a girl who sat squeezed in the auto-rickshaw home in its cab, not sitting on the road beside it", () => {
    const girl: SceneCharacter = { ...leo, id: "girl", gender: "female", icon: "girl", action: "sit" };
    const scene = plan([girl], ["auto-rickshaw", "basket"], "street");
    expect(vehicleRide(scene)).toEqual({ icon: "auto-rickshaw", occupants: ["girl"] });
    const elements = drawn(scene);
    expect(elements.filter((e) => /:auto-rickshaw$/.test(e.icon))).toHaveLength(0);
    expect(pictures(elements).some((i) => /lotus-position/.test(i))).toBe(false);
    // On a bench or a chair the sentence names, or with nothing to ride in, she sits where she is.
    expect(vehicleRide(plan([{ ...girl, seat: "bench" }], ["auto-rickshaw"], "street"))).toBeNull();
    expect(vehicleRide(plan([girl], [], "street"))).toBeNull();
    expect(vehicleRide(plan([girl], ["horse"], "street"))).toBeNull();
  });

  it("keeps a sleeper at home in bed, and one outdoors with nothing to ride in on the ground", () => {
    const home: ScenePlan = { ...plan([{ ...leo, action: "sleep" }], ["automobile"], "home") };
    expect(vehicleRide({ ...home, setting: { place: "home", indoor: true } })).toBeNull();
    expect(vehicleRide(plan([{ ...leo, action: "sleep" }], [], "street"))).toBeNull();
    expect(vehicleRide(plan([{ ...leo, action: "sleep" }], ["bicycle"], "street"))).toBeNull();
  });

  it("keeps a cyclist on the bicycle and a rider of a horse beside it: neither goes in a car", () => {
    expect(vehicleRide(plan([{ ...maya, action: "ride" }], ["bicycle"], "street"))).toBeNull();
    expect(vehicleRide(plan([{ ...maya, action: "ride" }], [], "street"))).toBeNull();
    expect(vehicleRide(plan([{ ...ravi, action: "drive" }, horse], [], "farm"))).toBeNull();
  });
});

describe("children and elders in the pose of what they do", () => {
  it.each([
    ["walk", /walking/],
    ["run", /running/],
    ["kneel", /kneeling/],
    ["plant", /kneeling/],
    ["row", /rowing-boat/],
    ["ride", /biking/],
    ["swim", /swimming/],
    ["climb", /climbing/],
  ] as const)(
    "draws a grandmother who does %s on that pose's body with her own face at its head",
    (action, body) => {
      for (const facingRight of [false, true]) {
        const figure = figureOf({ ...grandma, action }, { facingRight });
        const names = partNames(figure);
        expect(
          names.some((n) => body.test(n)),
          `${action} ${names}`,
        ).toBe(true);
        expect(
          names.some((n) => n.includes("standing")),
          action,
        ).toBe(false);
        expect(figure?.main.name, action).toMatch(/^old-woman/);
        // The face is where the body's head is: near the top of a standing body, lower on a swimmer.
        expect(figure?.head.y ?? 1, action).toBeLessThan(action === "swim" ? 0.5 : 0.2);
      }
    },
  );

  it("turns a walking child's face with a body that faces right: the face stays over the head", () => {
    const left = figureOf({ ...leo, action: "walk" }, { facingRight: false });
    const right = figureOf({ ...leo, action: "walk" }, { facingRight: true });
    const centre = (f: Figure | null) => (f ? f.head.x + f.head.w / 2 : 0);
    expect(partNames(right).some((n) => /walking-facing-right/.test(n))).toBe(true);
    // Fluent's walker looks left with its head left of the middle: turned, the head is right of it.
    expect(centre(left)).toBeLessThan(0.5);
    expect(centre(left)).toBeCloseTo(1 - centre(right), 5);
  });
});

describe("climbing into a bus, a train or a boat", () => {
  it("draws those who climb into the bus walking to it, never on a rock face beside it", () => {
    const icons = drawn(
      plan(
        [
          { ...maya, action: "climb" },
          { ...ravi, action: "climb" },
        ],
        ["bus"],
        "street",
      ),
    ).map((e) => e.icon);
    expect(icons.some((i) => i.includes("climbing"))).toBe(false);
    expect(icons.some((i) => i.includes("walking"))).toBe(true);
    expect(icons.some((i) => i.includes("bus"))).toBe(true);
  });

  it("keeps the climber of a ladder beside the bus climbing", () => {
    const icons = drawn(plan([{ ...ravi, action: "climb" }], ["bus", "ladder"], "street")).map((e) => e.icon);
    expect(icons.some((i) => i.includes("climbing"))).toBe(true);
  });
});
