import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { lastCast } from "../test/last-scene";

/** The people of the last scene nobody named: the generic figures a scene draws. */
function strangers(cast: { name?: string | undefined; icon: string }[]) {
  return cast.filter((c) => c.name === undefined && /^(person|man|woman|child|boy|girl|old-)/u.test(c.icon));
}

describe("'both' and 'the two' are the pair the story has on stage", () => {
  it.each<[Language, string[], string[]]>([
    [
      "en",
      ["Tara and her cousin Nikhil walked to the pond.", "A frog jumped out, and both children screamed."],
      ["Tara", "Nikhil"],
    ],
    [
      "en",
      ["Omar and Felix repaired the old boat.", "When it floated at last, the two men cheered."],
      ["Omar", "Felix"],
    ],
    [
      "es",
      ["Tara y su primo Nikhil fueron al estanque.", "Saltó una rana, y los dos niños gritaron."],
      ["Tara", "Nikhil"],
    ],
    [
      "es",
      ["Omar y Félix arreglaron la barca vieja.", "Cuando por fin flotó, los dos hombres aplaudieron."],
      ["Omar", "Félix"],
    ],
    [
      "fr",
      [
        "Tara et son cousin Nikhil sont allés à l'étang.",
        "Une grenouille a sauté, et les deux enfants ont crié.",
      ],
      ["Tara", "Nikhil"],
    ],
    [
      "de",
      ["Tara und ihr Cousin Nikhil gingen zum Teich.", "Ein Frosch sprang heraus, und beide Kinder schrien."],
      ["Tara", "Nikhil"],
    ],
    ["hi", ["गीता और उसका भाई रवि तालाब पर गए।", "एक मेंढक कूदा और दोनों बच्चे चिल्लाए।"], ["गीता", "रवि"]],
    ["kn", ["ಗೀತಾ ಮತ್ತು ರವಿ ಕೆರೆಗೆ ಹೋದರು.", "ಒಂದು ಕಪ್ಪೆ ಹಾರಿತು, ಇಬ್ಬರು ಮಕ್ಕಳೂ ಕಿರುಚಿದರು."], ["ಗೀತಾ", "ರವಿ"]],
    [
      "ta",
      ["கீதாவும் ரவியும் குளத்துக்குப் போனார்கள்.", "ஒரு தவளை குதித்தது, இரண்டு குழந்தைகளும் கத்தினார்கள்."],
      ["கீதா", "ரவி"],
    ],
    ["te", ["సీత, అనిల్ చెరువుకు వెళ్ళారు.", "ఒక కప్ప దూకింది, ఇద్దరు పిల్లలూ అరిచారు."], ["సీత", "అనిల్"]],
  ])("draws the two people a %s story has on stage, no new figures", (language, story, names) => {
    const cast = lastCast(story, language);
    for (const name of names)
      expect(cast.map((c) => c.name ?? "").some((n) => n.startsWith(name))).toBe(true);
    expect(strangers(cast)).toEqual([]);
  });

  it.each<[Language, string[], string[]]>([
    [
      "es",
      ["Tomás y Rosa plantaron un limonero en el huerto.", "El sábado los dos regaron las flores."],
      ["Tomás", "Rosa"],
    ],
    [
      "fr",
      ["Tomás et Rosa ont planté un citronnier au jardin.", "Samedi, les deux ont arrosé les fleurs."],
      ["Tomás", "Rosa"],
    ],
    [
      "de",
      ["Tomás und Rosa pflanzten einen Zitronenbaum im Garten.", "Am Samstag gossen die beiden die Blumen."],
      ["Tomás", "Rosa"],
    ],
    [
      "hi",
      ["सीता और अनिल ने बगीचे में नींबू का पेड़ लगाया।", "शनिवार को दोनों ने फूलों को पानी दिया।"],
      ["सीता", "अनिल"],
    ],
    ["kn", ["ಸೀತಾ ಮತ್ತು ಅನಿಲ್ ತೋಟದಲ್ಲಿ ನಿಂಬೆ ಗಿಡ ನೆಟ್ಟರು.", "ಶನಿವಾರ ಇಬ್ಬರೂ ಹೂವುಗಳಿಗೆ ನೀರು ಹಾಕಿದರು."], ["ಸೀತಾ", "ಅನಿಲ್"]],
    [
      "ta",
      ["கீதாவும் ரவியும் தோட்டத்தில் எலுமிச்சைச் செடி நட்டார்கள்.", "சனிக்கிழமை இருவரும் பூக்களுக்குத் தண்ணீர் ஊற்றினார்கள்."],
      ["கீதா", "ரவி"],
    ],
    ["te", ["సీత, అనిల్ తోటలో నిమ్మ మొక్క నాటారు.", "శనివారం ఇద్దరూ పూలకు నీళ్ళు పోశారు."], ["సీత", "అనిల్"]],
  ])("draws both people where a %s sentence says only 'the two'", (language, story, names) => {
    const cast = lastCast(story, language);
    for (const name of names)
      expect(cast.map((c) => c.name ?? "").some((n) => n.startsWith(name))).toBe(true);
    expect(strangers(cast)).toEqual([]);
  });

  it("keeps 'his two daughters' as two new people, not the pair on stage", () => {
    const cast = lastCast(
      ["Omar and Felix met at the gate.", "Then Mr. Rao and his two daughters arrived."],
      "en",
    );
    expect(cast.map((c) => c.name)).not.toContain("Omar");
  });
});

describe("a subject only the verb's ending gives is the people on stage", () => {
  it.each<[Language, string[], string[]]>([
    [
      "es",
      [
        "Nora y su hermano Pablo bajaron a la playa.",
        "Con una pala y un cubo azul hicieron un castillo de arena.",
      ],
      ["Nora", "Pablo"],
    ],
    [
      "es",
      ["Nora y Pablo llegaron al parque.", "Después de la merienda jugaron a la pelota."],
      ["Nora", "Pablo"],
    ],
    [
      "es",
      ["La señora Elena vende flores en la plaza.", "Se sienta junto a la fuente y cuenta las monedas."],
      ["Elena"],
    ],
  ])(
    "draws who a %s verb ending points at after a phrase of time, place or means",
    (language, story, names) => {
      const cast = lastCast(story, language);
      for (const name of names) expect(cast.map((c) => c.name)).toContain(name);
      expect(strangers(cast)).toEqual([]);
    },
  );
});

describe("a Dravidian 'they' after a phrase of means is the pair on stage", () => {
  it.each<[Language, string[], string[]]>([
    ["kn", ["ಗೀತಾ ಮತ್ತು ರವಿ ಸಮುದ್ರ ತೀರಕ್ಕೆ ಹೋದರು.", "ದೊಡ್ಡ ಬಕೆಟ್ ಮತ್ತು ಸಲಿಕೆಯಿಂದ ಅವರು ಮರಳಿನ ಮನೆ ಕಟ್ಟಿದರು."], ["ಗೀತಾ", "ರವಿ"]],
    ["ta", ["கீதாவும் ரவியும் கடற்கரைக்குப் போனார்கள்.", "ஒரு வாளியைக் கொண்டு அவர்கள் மணல் வீடு கட்டினார்கள்."], ["கீதா", "ரவி"]],
    ["te", ["సీత, అనిల్ సముద్ర తీరానికి వెళ్ళారు.", "ఒక బకెట్‌తో వాళ్ళు ఇసుక గూడు కట్టారు."], ["సీత", "అనిల్"]],
  ])("draws the two people for %s 'they', no name made of a word before it", (language, story, names) => {
    const cast = lastCast(story, language);
    for (const name of names)
      expect(cast.map((c) => c.name ?? "").some((n) => n.startsWith(name))).toBe(true);
    expect(cast.filter((c) => c.name !== undefined && !names.some((n) => c.name?.startsWith(n)))).toEqual([]);
  });
});
