import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { lastCast } from "../test/last-scene";

const isChild = (icon: string) => /^(child|boy|girl)$/u.test(icon);

describe("a school that plays is its pupils", () => {
  it.each<[Language, string, string]>([
    ["en", "On Friday Tara's school played the hockey final.", "Tara"],
    ["es", "El viernes, el colegio de Tara jugaba la final de hockey.", "Tara"],
    ["fr", "Vendredi, l'école de Tara jouait la finale de hockey.", "Tara"],
    ["de", "Am Freitag spielte Taras Schule das Hockey-Finale.", "Tara"],
    ["hi", "शुक्रवार को तारा के स्कूल का हॉकी फ़ाइनल खेला गया।", "तारा"],
    ["kn", "ಶುಕ್ರವಾರ ಮೀನಾಳ ಶಾಲೆಯ ಕ್ರಿಕೆಟ್ ಫೈನಲ್ ನಡೆಯಿತು.", "ಮೀನಾ"],
    ["ta", "வெள்ளிக்கிழமை மீனாவின் பள்ளி கிரிக்கெட் இறுதிப் போட்டியில் விளையாடியது.", "மீனா"],
  ])("draws the named pupil as a child and a schoolmate beside her (%s)", (language, text, name) => {
    const cast = lastCast([text], language);
    const named = cast.find((c) => c.name?.startsWith(name));
    expect(named && isChild(named.icon)).toBe(true);
    expect(cast.some((c) => c.name === undefined && isChild(c.icon))).toBe(true);
  });

  it.each<[Language, string]>([
    ["en", "Grandma sewed a yellow dress for Tara's school play."],
    ["en", "In the rain Ravi ran all the way to Tara's school."],
    ["es", "Ravi corrió bajo la lluvia hasta el colegio de Tara."],
  ])(
    "adds no schoolmate where a grown-up acts or the school is only where someone goes (%s)",
    (language, text) => {
      const cast = lastCast([text], language);
      expect(cast.filter((c) => c.name === undefined && isChild(c.icon))).toEqual([]);
    },
  );
});

describe("a team in a story of children is children", () => {
  it.each<[Language, string[]]>([
    ["en", ["Little Arjun played football in the park.", "When the rain came, both teams ran under a tree."]],
    [
      "es",
      [
        "El pequeño Arjun jugaba al fútbol en el parque.",
        "Cuando llegó la lluvia, los dos equipos corrieron bajo un árbol.",
      ],
    ],
    [
      "fr",
      [
        "Le petit Arjun jouait au football dans le parc.",
        "Quand la pluie est arrivée, les deux équipes ont couru sous un arbre.",
      ],
    ],
    [
      "de",
      [
        "Der kleine Arjun spielte im Park Fußball.",
        "Als der Regen kam, rannten beide Mannschaften unter einen Baum.",
      ],
    ],
    ["hi", ["नन्हा अर्जुन पार्क में फ़ुटबॉल खेल रहा था।", "बारिश आई तो दोनों टीमें एक पेड़ के नीचे भागीं।"]],
    ["kn", ["ಪುಟ್ಟ ಅರ್ಜುನ್ ಪಾರ್ಕಿನಲ್ಲಿ ಫುಟ್‌ಬಾಲ್ ಆಡುತ್ತಿದ್ದ.", "ಮಳೆ ಬಂದಾಗ ಎರಡೂ ತಂಡಗಳು ಮರದ ಕೆಳಗೆ ಓಡಿದವು."]],
    ["ta", ["குட்டி அர்ஜுன் பூங்காவில் கால்பந்து விளையாடினான்.", "மழை வந்ததும் இரண்டு அணிகளும் ஒரு மரத்தின் கீழ் ஓடின."]],
    ["te", ["చిన్న అర్జున్ పార్కులో ఫుట్‌బాల్ ఆడుతున్నాడు.", "వాన రాగానే రెండు జట్లు ఒక చెట్టు కిందకి పరుగెత్తాయి."]],
  ])("draws the teams as a child (%s)", (language, story) => {
    const cast = lastCast(story, language);
    expect(cast.some((c) => c.name === undefined && isChild(c.icon))).toBe(true);
  });

  it.each<[Language, string[]]>([
    ["en", ["Mr Rao worked at the factory all week.", "On Sunday his team played cricket by the river."]],
    [
      "es",
      [
        "El señor Rao trabajó en la fábrica toda la semana.",
        "El domingo su equipo jugó al críquet junto al río.",
      ],
    ],
  ])("draws no child for a grown-up's team (%s)", (language, story) => {
    const cast = lastCast(story, language);
    expect(cast.filter((c) => isChild(c.icon))).toEqual([]);
  });
});

describe("a named one's cousins are children of the family, and so is the named one", () => {
  it.each<[Language, string, string]>([
    ["en", "Maya and her cousins built a sandcastle on the beach.", "Maya"],
    ["fr", "Maya et ses cousins ont construit un château de sable sur la plage.", "Maya"],
    ["de", "Maya und ihre Cousins bauten eine Sandburg am Strand.", "Maya"],
    ["te", "మాయ, ఆమె కజిన్లు బీచ్‌లో ఇసుక కోట కట్టారు.", "మాయ"],
  ])("draws the named one and a cousin as children (%s)", (language, text, name) => {
    const cast = lastCast([text], language);
    const named = cast.find((c) => c.name?.startsWith(name));
    expect(named && isChild(named.icon)).toBe(true);
    expect(cast.some((c) => c.name === undefined && isChild(c.icon))).toBe(true);
  });

  it("keeps an aunt with her cousins a grown-up (en)", () => {
    const cast = lastCast(["Aunt Rosa and her cousins cooked a big dinner."], "en");
    expect(cast.find((c) => c.name === "Rosa")?.icon).toBe("woman");
  });
});

describe("the one named with 'and her mother' is the child", () => {
  it.each<[Language, string]>([
    ["es", "Leela y su madre fueron al mercado."],
    ["fr", "Leela et sa mère sont allées au marché."],
  ])("draws Leela as a girl beside her mother (%s)", (language, text) => {
    const cast = lastCast([text], language);
    expect(cast.find((c) => c.name === "Leela")?.icon).toBe("girl");
    expect(cast.some((c) => c.name === undefined && c.icon === "woman")).toBe(true);
  });
});
