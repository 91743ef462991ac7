import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The named characters of a story's first scene, and the cast of its last. */
function firstNamedAndLast(story: string[], language: Language) {
  const plans = planScenes(story, language);
  const named = (plans[0]?.characters ?? []).flatMap((c) => (c.name ? [c.name] : []));
  const last = (plans.at(-1)?.characters ?? []).map((c) => ({ name: c.name, icon: c.icon }));
  return { named, last };
}

describe("'the children' of a story are the children it has named", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      [
        "Zara and her little brother Kiran built a snowman in the yard.",
        "An old man waved from his gate, and the children waved back.",
      ],
    ],
    [
      "es",
      [
        "Zara y su hermanito Kiran hicieron un castillo de arena.",
        "Un anciano los saludó desde su puerta, y los niños le devolvieron el saludo.",
      ],
    ],
    [
      "fr",
      [
        "Zara et son petit frère Kiran ont construit un château de sable.",
        "Un vieil homme a fait signe depuis son portail, et les enfants ont répondu.",
      ],
    ],
    [
      "de",
      [
        "Zara und ihr kleiner Bruder Kiran bauten eine Sandburg.",
        "Ein alter Mann lachte an seinem Fenster, und die Kinder winkten.",
      ],
    ],
    [
      "hi",
      [
        "ज़ारा और उसका छोटा भाई किरण रेत का महल बना रहे थे।",
        "एक बूढ़े आदमी ने अपने फाटक से हाथ हिलाया, और बच्चों ने भी हाथ हिलाया।",
      ],
    ],
    ["kn", ["ಗೀತಾ ಮತ್ತು ಅವಳ ತಮ್ಮ ಕಿರಣ್ ಮರಳಿನ ಮನೆ ಕಟ್ಟಿದರು.", "ಒಬ್ಬ ಮುದುಕ ತನ್ನ ಗೇಟಿನಿಂದ ಕೈ ಬೀಸಿದರು, ಮಕ್ಕಳು ಕೂಡ ಕೈ ಬೀಸಿದರು."]],
    [
      "ta",
      [
        "ஜாராவும் அவள் தம்பி கிரணும் மணல் வீடு கட்டினார்கள்.",
        "ஒரு முதியவர் தன் வாசலிலிருந்து கை அசைத்தார்; பிள்ளைகளும் கை அசைத்தார்கள்.",
      ],
    ],
    [
      "te",
      ["గీత, ఆమె తమ్ముడు కిరణ్ ఇసుక గూడు కట్టారు.", "ఒక ముసలాయన తన గేటు దగ్గర నుంచి చేయి ఊపాడు; పిల్లలు కూడా చేతులు ఊపారు."],
    ],
  ])("draws the named children, no new ones (%s)", (language, story) => {
    const { named, last } = firstNamedAndLast(story, language);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(last.some((c) => c.name === name)).toBe(true);
    expect(last.filter((c) => c.name === undefined && /^(child|boy|girl)/u.test(c.icon))).toEqual([]);
  });

  it("draws strangers' children where the story has named none", () => {
    const { last } = firstNamedAndLast(
      ["An old man waved from his gate, and the children waved back."],
      "en",
    );
    expect(last.some((c) => /^(child|boy|girl)/u.test(c.icon))).toBe(true);
  });
});

describe("a name after 'a' or 'à' is the person taught or shown", () => {
  it.each<[Language, string[]]>([
    ["es", ["Por la tarde, la tía le enseñó a Tara a tejer.", "Tara aprendió muy rápido."]],
    ["es", ["La abuela le mostró a Tara cómo amasar.", "Tara se rio."]],
    ["fr", ["L'après-midi, la tante a appris à Tara à tricoter.", "Tara a appris très vite."]],
  ])("draws the one named in the first scene (%s)", (language, story) => {
    const first = planScenes(story, language)[0]?.characters ?? [];
    expect(first.some((c) => c.name === "Tara")).toBe(true);
  });

  it("keeps a town after 'a' a place", () => {
    const plan = planScenes(["Tara viajó a Sevilla con su tía."], "es")[0];
    expect(plan?.characters.some((c) => c.name === "Sevilla")).toBe(false);
  });
});

describe("a preposition opening a sentence is nobody", () => {
  it.each<[Language, string[]]>([
    ["es", ["Durante la tarde, Tara tejió una bufanda.", "Durante la noche, Tara durmió."]],
  ])("draws no one named for it (%s)", (language, story) => {
    for (const plan of planScenes(story, language))
      expect(plan.characters.map((c) => c.name)).not.toContain("Durante");
  });
});

describe("the one whose little brother or sister is named is one of the story's children", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      [
        "On Monday Kiran found a kitten under the steps.",
        "Later his little sister Mona brought it a bowl of milk.",
        "In the evening the children played with the kitten on the porch.",
      ],
    ],
    [
      "hi",
      [
        "सोमवार को विनय ने सीढ़ियों के नीचे एक बिल्ली का बच्चा देखा।",
        "बाद में उसकी छोटी बहन मोना उसके लिए दूध का कटोरा लाई।",
        "शाम को बच्चों ने बरामदे में बिल्ली के बच्चे के साथ खेला।",
      ],
    ],
  ])("draws both named children for 'the children' (%s)", (language, story) => {
    const last = planScenes(story, language).at(-1)?.characters ?? [];
    const names = last.flatMap((c) => (c.name ? [c.name] : []));
    expect(names).toEqual(expect.arrayContaining(language === "hi" ? ["विनय", "मोना"] : ["Kiran", "Mona"]));
  });
});

describe("a parent word before an animal is that animal", () => {
  it.each<[Language, string]>([
    ["en", "The mother bird sat on the nest."],
    ["fr", "La maman oiseau était assise sur le nid."],
    ["hi", "माँ चिड़िया घोंसले में बैठी थी।"],
  ])("draws no woman for it (%s)", (language, sentence) => {
    const cast = planScenes([sentence], language)[0]?.characters ?? [];
    expect(cast.some((c) => c.kind === "person")).toBe(false);
    expect(cast.some((c) => c.kind === "animal")).toBe(true);
  });
});

describe("a parent word with no article before what reads as an animal is the parent", () => {
  it("draws Mum where a verb after her reads as an animal (es)", () => {
    const cast = planScenes(["Mamá llamó a Lucas desde la cocina."], "es")[0]?.characters ?? [];
    expect(cast.some((c) => c.kind === "person" && c.name === undefined)).toBe(true);
  });
});

describe("children that an animal owns are its young", () => {
  it.each<[Language, string]>([["te", "ఒక తల్లి కోడి, దాని ఐదు పిల్లలు తోటలో తిరిగాయి."]])(
    "draws no child for them (%s)",
    (language, sentence) => {
      const cast = planScenes([sentence], language)[0]?.characters ?? [];
      expect(cast.some((c) => c.kind === "person")).toBe(false);
    },
  );
});
