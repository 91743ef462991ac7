import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { lastCast, poseOf } from "../test/last-scene";

const isChild = (icon: string) => /^(child|boy|girl)$/u.test(icon);
const unnamed = (story: string[], language: Language) =>
  lastCast(story, language).filter((c) => c.name === undefined);

describe("a whole class or a numbered class is children", () => {
  it.each<[Language, string]>([
    ["en", "After the song the whole class laughed."],
    ["en", "Class four lined up by the gate."],
    ["es", "Después de la canción, toda la clase se rio."],
    ["fr", "Après la chanson, toute la classe a ri."],
    ["de", "Nach dem Lied lachte die ganze Klasse."],
    ["hi", "गाने के बाद पूरी कक्षा हँस पड़ी।"],
    ["ta", "பாட்டு முடிந்ததும் வகுப்பு முழுவதும் சிரித்தது."],
    ["te", "పాట అయ్యాక తరగతి అంతా నవ్వింది."],
  ])("draws a child for the class in %s: %s", (language, text) => {
    expect(unnamed([text], language).some((c) => isChild(c.icon))).toBe(true);
  });

  it("gives the class its verb as the child's pose", () => {
    expect(poseOf(["At the end the whole class clapped."], "en", "child")).toBe("clap");
  });
});

describe("a whole office or family is people", () => {
  it.each<[Language, string]>([
    ["en", "When the cake arrived, the whole office clapped."],
    ["es", "Cuando llegó la tarta, toda la oficina aplaudió."],
    ["fr", "Quand le gâteau est arrivé, tout le bureau a applaudi."],
    ["de", "Als der Kuchen kam, klatschte das ganze Büro."],
    ["hi", "केक आया तो पूरा दफ़्तर ताली बजाने लगा।"],
    ["kn", "ಕೇಕ್ ಬಂದಾಗ ಇಡೀ ಕಚೇರಿ ಚಪ್ಪಾಳೆ ತಟ್ಟಿತು."],
    ["te", "కేక్ రాగానే ఆఫీసంతా చప్పట్లు కొట్టింది."],
    ["en", "At dinner the whole family laughed at Ravi's joke."],
  ])("draws a person for the group in %s: %s", (language, text) => {
    expect(unnamed([text], language).some((c) => c.icon === "person")).toBe(true);
  });
});

describe("a team is children in a story of children and people elsewhere", () => {
  it("draws a child for the team of a child the story names", () => {
    const story = ["Little Tara loved hockey.", "On Sunday her team won the cup."];
    expect(unnamed(story, "en").some((c) => isChild(c.icon))).toBe(true);
  });

  it.each<[Language, string]>([
    ["en", "On Sunday the factory team won the cup."],
    ["es", "El domingo, el equipo de la fábrica ganó la copa."],
    ["de", "Am Sonntag gewann die Mannschaft der Fabrik den Pokal."],
  ])("draws a person for a team of grown-ups in %s: %s", (language, text) => {
    expect(unnamed([text], language).some((c) => c.icon === "person")).toBe(true);
  });
});

describe("everyone is the people of the place beside those named", () => {
  it.each<[Language, string[]]>([
    ["en", ["Mr Bose sang an old song.", "When he finished, everyone cheered."]],
    ["es", ["El señor Bose cantó una canción antigua.", "Cuando terminó, todos aplaudieron."]],
    ["de", ["Herr Bose sang ein altes Lied.", "Als er fertig war, klatschten alle."]],
    ["kn", ["ಬೋಸ್ ಹಳೆಯ ಹಾಡು ಹಾಡಿದರು.", "ಹಾಡು ಮುಗಿದಾಗ ಎಲ್ಲರೂ ಚಪ್ಪಾಳೆ ತಟ್ಟಿದರು."]],
  ])("draws a person for everyone in %s", (language, story) => {
    expect(unnamed(story, language).some((c) => c.icon === "person")).toBe(true);
  });

  it.each<[Language, string[]]>([
    ["en", ["Mira and Leo walked to the lake.", "They all sat down on the grass."]],
    ["es", ["Mira y Leo fueron al lago.", "Ellos todos se sentaron en la hierba."]],
    ["de", ["Mira und Leo gingen zum See.", "Sie alle setzten sich ins Gras."]],
    ["es", ["Mira y Leo fueron al lago.", "Todos los días nadaban allí."]],
  ])("adds nobody to a they-all or an all-the in %s", (language, story) => {
    expect(unnamed(story, language)).toEqual([]);
  });
});

describe("a group whose member is already drawn adds no one", () => {
  it("draws one child for a class beside a child already drawn", () => {
    const cast = unnamed(["The whole class watched as a little girl sang."], "en");
    expect(cast.filter((c) => isChild(c.icon))).toHaveLength(1);
  });
});

describe("a class as a time and a town under the weather or a smell are nobody", () => {
  it.each<[Language, string]>([
    ["en", "After class, Mina walked to the library."],
    ["es", "Después de clase, Mina fue a la biblioteca."],
    ["fr", "Après la pluie, Mina est allée en classe."],
    ["es", "Mina soñaba despierta durante la clase."],
    ["es", "Mina buscó su gato por todas partes."],
  ])("adds no child in %s: %s", (language, text) => {
    expect(unnamed([text], language).filter((c) => isChild(c.icon))).toEqual([]);
  });

  it.each<[Language, string]>([
    ["ta", "அது ஒரு குளிர் இரவு, ஊர் முழுவதும் பனி பெய்தது."],
    ["te", "అది చలి రాత్రి, ఊరంతా మంచు కురిసింది."],
    ["hi", "बारिश के बाद पूरा गाँव फूलों की खुशबू से महक उठा।"],
  ])("adds no person for what spreads over the town in %s", (language, text) => {
    expect(unnamed([text], language)).toEqual([]);
  });
});
