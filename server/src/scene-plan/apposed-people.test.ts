import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const drawn = (sentence: string, language: Language) => {
  const [plan] = planScenes([sentence], language);
  return {
    people: plan?.characters.filter((c) => c.kind === "person").map((c) => c.icon ?? "") ?? [],
    animals: plan?.characters.filter((c) => c.kind === "animal").map((c) => c.icon ?? "") ?? [],
    named: new Map(plan?.characters.map((c) => [c.name ?? "", c.icon ?? ""])),
  };
};

describe("a person word set off by commas after another person word is that one person", () => {
  it.each<[Language, string, string]>([
    ["en", "The librarian, an old man, stamped their cards.", "old-man"],
    ["en", "Grandpa, an old man, waved.", "old-man"],
    ["es", "El bibliotecario, un anciano, les selló los carnés.", "old-man"],
    ["fr", "Le bibliothécaire, un vieil homme, tamponna leurs cartes.", "old-man"],
    ["de", "Die Nachbarin, eine alte Frau, winkte.", "old-woman"],
    ["hi", "लाइब्रेरियन, एक बूढ़े आदमी, ने उनके कार्ड पर मुहर लगाई।", "old-man"],
    ["kn", "ಗ್ರಂಥಪಾಲಕ, ಒಬ್ಬ ಮುದುಕ, ಅವರ ಕಾರ್ಡ್‌ಗಳಿಗೆ ಮುದ್ರೆ ಹಾಕಿದ.", "old-man"],
    ["ta", "நூலகர், ஒரு முதியவர், அவர்களின் அட்டைகளில் முத்திரை குத்தினார்.", "older-person"],
    ["te", "లైబ్రేరియన్, ఒక ముసలాయన, వారి కార్డులపై ముద్ర వేశారు.", "old-man"],
  ])("%s: %s", (language, sentence, icon) => {
    expect(drawn(sentence, language).people).toEqual([icon]);
  });

  it.each<[Language, string, string]>([
    ["en", "The librarian, an old man with a white beard, stamped their cards.", "old-man"],
    ["es", "El bibliotecario, un anciano de barba blanca, les selló las tarjetas.", "old-man"],
    ["fr", "Le bibliothécaire, un vieil homme à la barbe blanche, a tamponné leurs cartes.", "old-man"],
    ["de", "Der Bibliothekar, ein alter Mann mit weißem Bart, stempelte die Ausweise.", "old-man"],
  ])("with what the person has or is, up to the comma (%s: %s)", (language, sentence, icon) => {
    expect(drawn(sentence, language).people).toEqual([icon]);
  });

  it.each<[Language, string, string]>([
    ["kn", "ಗ್ರಂಥಪಾಲಕರಾದ ಒಬ್ಬ ಮುದುಕರು ಅವರ ಕಾರ್ಡ್‌ಗಳಿಗೆ ಮುದ್ರೆ ಹಾಕಿದರು.", "old-man"],
    ["ta", "நூலகரான ஒரு முதியவர் அவர்களின் அட்டைகளில் முத்திரை குத்தினார்.", "older-person"],
    ["te", "లైబ్రేరియనైన ఒక ముసలాయన వారి కార్డులపై ముద్ర వేశారు.", "old-man"],
    ["te", "లైబ్రేరియన్ అయిన ఒక ముసలాయన వారి కార్డులపై ముద్ర వేశారు.", "old-man"],
  ])("joined by 'being' too (%s: %s)", (language, sentence, icon) => {
    expect(drawn(sentence, language).people).toEqual([icon]);
  });

  it.each<[Language, string, string]>([
    ["en", "The teacher, an old man, waved.", "man-teacher"],
    ["fr", "Le fermier, un vieil homme, sourit.", "man-farmer"],
    ["es", "El granjero, un hombre alto, sonrió.", "man-farmer"],
  ])(
    "keeps the job of the first word where the second says an age or a gender (%s)",
    (language, sentence, icon) => {
      expect(drawn(sentence, language).people).toEqual([icon]);
    },
  );

  it.each<[Language, string, number]>([
    ["en", "The farmer, a doctor, a teacher sat down.", 3],
    ["en", "The farmer, a boy and a girl sat down.", 3],
    ["es", "El niño, una niña y un perro jugaban.", 2],
  ])("keeps a list of people apart (%s: %s)", (language, sentence, count) => {
    expect(drawn(sentence, language).people).toHaveLength(count);
  });
});

describe("a person word built on the creature a trade deals in is a worker, and the creature no animal", () => {
  it.each<[Language, string, string]>([
    ["en", "Mr Bhalla, the snake catcher, came at noon.", "Bhalla"],
    ["es", "El señor Bhalla, el cazador de serpientes, llegó al mediodía.", "Bhalla"],
    ["fr", "M. Bhalla, le vendeur de poissons, arriva à midi.", "Bhalla"],
    ["hi", "भल्ला जी, सपेरा, दोपहर को आए।", "भल्ला"],
  ])("draws the named one as the man of that trade (%s)", (language, sentence, name) => {
    const { people, animals, named } = drawn(sentence, language);
    expect(people).toEqual(["man"]);
    expect(animals).toEqual([]);
    expect(named.get(name)).toBe("man");
  });

  it.each<[Language, string]>([
    ["en", "The fish seller smiled."],
    ["en", "The rat catcher came with a cage."],
    ["es", "El cazador de serpientes sonrió."],
    ["fr", "Le vendeur de poissons sourit."],
    ["hi", "मछली वाला मुस्कुराया।"],
  ])("draws the worker and no creature beside them (%s: %s)", (language, sentence) => {
    const { people, animals } = drawn(sentence, language);
    expect(people).toEqual(["man"]);
    expect(animals).toEqual([]);
  });

  it("takes the gender a set-off word gives the worker", () => {
    expect(drawn("The fish seller, an old woman, smiled.", "en").people).toEqual(["old-woman"]);
  });
});

describe("a family word for a parent keeps its gender where it stands as a name would", () => {
  it.each<[Language, string, string]>([
    ["en", "She jumped onto a chair and shouted for Papa, who phoned Mr Bhalla, the snake catcher.", "man"],
  ])("%s: %s", (language, sentence, icon) => {
    const [plan] = planScenes([sentence], language);
    const parent = plan?.characters.find((c) => c.word === "Papa");
    expect(parent?.icon).toBe(icon);
  });
});
