import { avataaars, micah, personas } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";
import type { PresenterDefinition, PresenterStyle } from "../catalog/definitions/presenters";
import { type SeededRandom, seededRandom } from "../lib/random";
import type { Viseme } from "../presenter";

/**
 * DiceBear options for one presenter, every trait fixed so that the mouth frames differ from the
 * portrait only by the mouth. Options are limited to pleasant ones (random traits include frowns, tears
 * and sunglasses, which do not suit a narrator).
 */
export type MouthShape = "rest" | "closed" | "half" | "open";

/** Skin tone ramps per style, lightest to deepest, six steps each. */
const skinRamp: Record<PresenterStyle, string[]> = {
  personas: ["eeb4a4", "e7a391", "d99a73", "b97a55", "94593a", "5e3a28"],
  avataaars: ["ffdbb4", "edb98a", "d08b5b", "ae5d29", "8d4a26", "614335"],
  micah: ["f9c9b6", "efb494", "d9946f", "ac6651", "8a4b35", "77311d"],
};

const mouths: Record<PresenterStyle, Record<MouthShape, string>> = {
  personas: { rest: "smile", closed: "smile", half: "surprise", open: "bigSmile" },
  avataaars: { rest: "smile", closed: "twinkle", half: "default", open: "smile" },
  micah: { rest: "smile", closed: "smile", half: "surprised", open: "laughing" },
};

/**
 * The mouth each style draws for a viseme, from what DiceBear offers: shut for rest, b/m/p and (personas,
 * avataaars) f/v; open wide for "ah"; teeth in a wide mouth for "ee" where the style has one; a round
 * mouth for "oo"; a small opening for the other consonants.
 */
export const visemeMouths: Record<PresenterStyle, Record<Viseme, string>> = {
  personas: {
    rest: "smile",
    MBP: "smile",
    FV: "smirk",
    AA: "bigSmile",
    EE: "bigSmile",
    OO: "surprise",
    TH: "bigSmile",
    L: "bigSmile",
    ETC: "surprise",
  },
  avataaars: {
    // Its "smile" shows teeth and tongue: the closed smile is "twinkle".
    rest: "twinkle",
    MBP: "serious",
    FV: "serious",
    AA: "screamOpen",
    EE: "grimace",
    OO: "disbelief",
    TH: "default",
    L: "default",
    ETC: "default",
  },
  micah: {
    rest: "smile",
    MBP: "smirk",
    FV: "smirk",
    AA: "laughing",
    EE: "nervous",
    OO: "surprised",
    TH: "nervous",
    L: "laughing",
    ETC: "nervous",
  },
};

/** Eyes shut, for blinks: micah has no shut eyes, its smiling eyes are closed arcs. */
const shutEyes: Record<PresenterStyle, string> = { personas: "sleep", avataaars: "closed", micah: "smiling" };

function personasOptions(p: PresenterDefinition, r: SeededRandom) {
  const female = p.gender === "female";
  const hair = female
    ? r.pick(["long", "bobCut", "curly", "pigtails", "curlyBun", "bobBangs", "straightBun", "extraLong"])
    : r.pick(["shortCombover", "curlyHighTop", "buzzcut", "fade", "balding", "sideShave", "mohawk"]);
  return {
    hair: [hair],
    hairColor: [r.pick(["2b2b2b", "6c4545", "2b1d14", "8a5a3b", "d6a84e"])],
    skinColor: [skinRamp.personas[p.skin] as string],
    eyes: [r.pick(["open", "happy", "open", "glasses"])],
    nose: [r.pick(["mediumRound", "smallRound"])],
    body: [r.pick(["squared", "rounded", "small"])],
    clothingColor: [r.pick(["456dff", "54d7c7", "7555ca", "6dbb58", "e24553", "f3b63a", "f55d81"])],
    facialHair: [r.pick(["beardMustache", "goatee", "shadow"])],
    facialHairProbability: !female && r.chance(0.35) ? 100 : 0,
  };
}

function avataaarsOptions(p: PresenterDefinition, r: SeededRandom) {
  const female = p.gender === "female";
  const top = female
    ? r.pick([
        "bob",
        "bun",
        "curly",
        "curvy",
        "bigHair",
        "longButNotTooLong",
        "straight01",
        "straight02",
        "hijab",
        "miaWallace",
        "straightAndStrand",
        "froBand",
      ])
    : r.pick([
        "shortFlat",
        "shortRound",
        "shortWaved",
        "shortCurly",
        "theCaesar",
        "theCaesarAndSidePart",
        "sides",
        "dreads01",
        "frizzle",
        "turban",
      ]);
  return {
    top: [top],
    topProbability: 100,
    hairColor: [r.pick(["2c1b18", "4a312c", "724133", "a55728", "b58143", "d6b370"])],
    hatColor: [r.pick(["25557c", "5199e4", "ff488e", "3c4f5c", "a7ffc4"])],
    skinColor: [skinRamp.avataaars[p.skin] as string],
    eyes: [r.pick(["default", "happy", "default"])],
    eyebrows: [r.pick(["default", "defaultNatural", "raisedExcitedNatural", "flatNatural"])],
    clothing: [
      r.pick([
        "blazerAndShirt",
        "blazerAndSweater",
        "collarAndSweater",
        "hoodie",
        "shirtCrewNeck",
        "shirtScoopNeck",
        "shirtVNeck",
      ]),
    ],
    clothesColor: [
      r.pick(["262e33", "5199e4", "25557c", "e6e6e6", "929598", "3c4f5c", "ff5c5c", "ffafb9", "a7ffc4"]),
    ],
    accessories: [r.pick(["prescription01", "prescription02", "round"])],
    accessoriesProbability: r.chance(0.2) ? 100 : 0,
    facialHair: [r.pick(["beardLight", "beardMedium", "moustacheFancy"])],
    facialHairColor: [r.pick(["2c1b18", "4a312c", "724133"])],
    facialHairProbability: !female && r.chance(0.35) ? 100 : 0,
    style: ["default"],
  };
}

function micahOptions(p: PresenterDefinition, r: SeededRandom) {
  const female = p.gender === "female";
  return {
    baseColor: [skinRamp.micah[p.skin] as string],
    hair: [
      female
        ? r.pick(["full", "pixie"])
        : r.pick(["fonze", "dougFunny", "mrClean", "dannyPhantom", "turban"]),
    ],
    hairColor: [r.pick(["000000", "77311d", "ac6651", "f4d150", "2b1d14"])],
    hairProbability: 100,
    eyes: [r.pick(female ? ["eyesShadow", "smilingShadow", "eyes"] : ["eyes", "round", "smiling"])],
    eyebrows: [female ? r.pick(["eyelashesUp", "up"]) : r.pick(["up", "down"])],
    eyeShadowColor: [r.pick(["d2eff3", "e0ddff", "ffeba4", "ffedef"])],
    ears: [r.pick(["attached", "detached"])],
    earrings: [r.pick(["hoop", "stud"])],
    earringsProbability: female && r.chance(0.6) ? 100 : 0,
    earringColor: [r.pick(["f4d150", "d2eff3"])],
    glasses: [r.pick(["round", "square"])],
    glassesProbability: r.chance(0.2) ? 100 : 0,
    glassesColor: [r.pick(["000000", "9287ff", "fc909f"])],
    nose: [r.pick(["curve", "pointed", "tound"])],
    shirt: [r.pick(["open", "crew", "collared"])],
    shirtColor: [r.pick(["9287ff", "6bd9e9", "fc909f", "f4d150", "000000", "ffffff", "e0ddff"])],
    facialHair: [r.pick(["beard", "scruff"])],
    facialHairProbability: !female && r.chance(0.35) ? 100 : 0,
    mouthColor: ["000000"],
  };
}

/**
 * Personas draws highlights as white shapes in overlay blend mode inside masked (isolated) groups, so
 * renderers draw them as plain white at 26-36%, which greys darker skin and hair. A faint plain highlight
 * keeps the tones true.
 */
function softenOverlays(svg: string) {
  return svg.replace(/<path([^>]*?)style="mix-blend-mode:overlay"([^>]*?)\/>/g, (_m, a: string, b: string) =>
    `<path${a}${b}/>`.replace(/opacity="[.\d]+"/, 'opacity=".07"'),
  );
}

/** The avatar as an SVG string, with the mouth given (a MouthShape or, for a viseme, DiceBear's option). */
export function presenterAvatarSvg(
  p: PresenterDefinition,
  mouth: MouthShape | { option: string },
  eyesShut = false,
): string {
  const r = seededRandom(p.id);
  const mouthOption = [typeof mouth === "string" ? mouths[p.style][mouth] : mouth.option];
  const eyes = eyesShut ? { eyes: [shutEyes[p.style]] } : {};
  switch (p.style) {
    case "personas":
      return softenOverlays(
        createAvatar(personas, { ...personasOptions(p, r), mouth: mouthOption, ...eyes } as never).toString(),
      );
    case "avataaars":
      return createAvatar(avataaars, {
        ...avataaarsOptions(p, r),
        mouth: mouthOption,
        ...eyes,
      } as never).toString();
    case "micah":
      return createAvatar(micah, { ...micahOptions(p, r), mouth: mouthOption, ...eyes } as never).toString();
  }
}
