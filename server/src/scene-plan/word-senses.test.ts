import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const iconsOf = (sentence: string, language: Language) => {
  const scene = planScenes([sentence], language).at(-1);
  return [...(scene?.characters.map((c) => c.icon) ?? []), ...(scene?.objects.map((o) => o.icon) ?? [])];
};

describe("a note beside a currency is a banknote", () => {
  const notes: [Language, string, string][] = [
    ["en", "She paid the driver with a fifty-rupee note.", "dollar-banknote"],
    ["en", "He found a ten-euro note in his coat.", "euro-banknote"],
    ["es", "Le dio al taxista un billete de diez dólares.", "dollar-banknote"],
    ["fr", "Elle a glissé un billet de cinquante euros dans l'enveloppe.", "euro-banknote"],
    ["de", "Er legte einen Fünf-Dollar-Schein auf die Theke.", "dollar-banknote"],
  ];
  it.each(notes)("draws the banknote (%s: %s)", (language, sentence, icon) => {
    expect(iconsOf(sentence, language)).toContain(icon);
  });

  it("keeps a ticket a ticket where no currency is near", () => {
    expect(iconsOf("Il a montré son billet au contrôleur du train.", "fr")).not.toContain("dollar-banknote");
    expect(iconsOf("Il a montré son billet au contrôleur du train.", "fr")).not.toContain("euro-banknote");
  });
});

describe("a word the dictionary knows only as another part of speech is no emoji keyword's thing", () => {
  it("reads French 'premier' as first, no medal, and 'attraper' as to catch, no hook", () => {
    expect(iconsOf("Le premier bateau est arrivé au port à midi.", "fr")).not.toContain("1st-place-medal");
    expect(iconsOf("Le chien a sauté pour attraper la balle.", "fr")).not.toContain("hook");
  });

  it("reads a German compound's head in its sense: a tomato sauce is no custard", () => {
    expect(iconsOf("Papa rührte die Tomatensoße im Topf um.", "de")).not.toContain("custard");
  });
});

describe("an animal's name is no thing", () => {
  it("draws no pepper for a cat called Pfeffer, nor for Pepper", () => {
    expect(iconsOf("Am Abend schlief unsere Katze Pfeffer auf dem Sofa.", "de")).not.toContain("hot-pepper");
    expect(iconsOf("In the evening our cat Pepper slept on the sofa.", "en")).not.toContain("hot-pepper");
  });

  it("keeps the food given to an animal in German", () => {
    expect(iconsOf("Oma gab dem Hund Wurst.", "de")).not.toContain("cut-of-meat");
    expect(iconsOf("Oma gab dem Hund Käse.", "de")).toContain("cheese-wedge");
  });
});

describe("a verb or another noun's form is no thing named like it", () => {
  it("reads a Kannada verb of cutting as no scissors", () => {
    expect(iconsOf("ಅಮ್ಮ ತರಕಾರಿಗಳನ್ನು ಕತ್ತರಿಸುತ್ತಾಳೆ.", "kn")).not.toContain("scissors");
  });

  it("reads a Tamil verb of putting on as no cow", () => {
    expect(iconsOf("அவன் தொப்பியைத் தலையில் மாட்டிக்கொண்டான்.", "ta")).not.toContain("cow");
  });

  it("reads Hindi hands as no elephant", () => {
    expect(iconsOf("दादी ने हाथों से आटा गूँधा।", "hi")).not.toContain("elephant");
    expect(iconsOf("जंगल में हाथियों का झुंड था।", "hi")).toContain("elephant");
  });
});

describe("plants and saplings are drawn", () => {
  const plants: [Language, string][] = [
    ["es", "Los niños plantaron retoños junto a la escuela."],
    ["hi", "माली ने क्यारी में नए पौधे लगाए।"],
    ["kn", "ರೈತ ಹೊಲದಲ್ಲಿ ಸಸಿಗಳನ್ನು ನೆಟ್ಟನು."],
    ["ta", "அப்பா தோட்டத்தில் மரக்கன்றுகளை நட்டார்."],
    ["te", "అమ్మ పెరట్లో మొక్కలు నాటింది."],
  ];
  it.each(plants)("draws the young plant (%s: %s)", (language, sentence) => {
    expect(iconsOf(sentence, language).some((i) => i === "seedling" || i === "potted-plant")).toBe(true);
  });

  it("reads a Tamil sapling whole, no calf", () => {
    expect(iconsOf("அப்பா தோட்டத்தில் மரக்கன்றுகளை நட்டார்.", "ta")).not.toContain("cow");
  });
});

const storyIcons = (sentences: string[], language: Language) =>
  planScenes(sentences, language).map((scene) => scene.objects.map((o) => o.icon));

describe("a thing with no picture of its own is drawn by what the story settles it is", () => {
  it("draws dough as the bread the story bakes", () => {
    const [, kneaded] = storyIcons(
      ["Grandpa baked fresh bread every Sunday.", "He kneaded the dough on the kitchen table."],
      "en",
    );
    expect(kneaded).toContain("bread");
  });

  it("draws no bread for dough in a story that names no food made of it", () => {
    expect(storyIcons(["He kneaded the dough on the kitchen table."], "en")[0]).not.toContain("bread");
  });

  it("draws the car whose roof is washed", () => {
    const [, roof] = storyIcons(
      ["Ravi parked his red car in the yard.", "He climbed on a chair and wiped the roof with a cloth."],
      "en",
    );
    expect(roof).toContain("automobile");
  });
});

describe("sunglasses and spectacles in the Indian languages", () => {
  it("draws cool glasses as sunglasses and spectacles as glasses, no goggles", () => {
    expect(iconsOf("ಅಪ್ಪ ಬಿಸಿಲಿನಲ್ಲಿ ತಂಪು ಕನ್ನಡಕವನ್ನು ಹಾಕಿಕೊಂಡರು.", "kn")).toContain("sunglasses");
    expect(iconsOf("ಅಜ್ಜಿ ಕನ್ನಡಕವನ್ನು ಹುಡುಕಿದರು.", "kn")).not.toContain("goggles");
    expect(iconsOf("அப்பா வெயிலில் குளிர் கண்ணாடியை அணிந்தார்.", "ta")).toContain("sunglasses");
  });

  it("draws a Hindi pizza", () => {
    expect(iconsOf("शनिवार को माँ ने घर पर पिज़्ज़ा बनाया।", "hi")).toContain("pizza");
  });
});

describe("a pronoun that stands for a thing draws the thing named before", () => {
  it("draws the mangoes a boy turns over in the next scene", () => {
    const [, turned] = storyIcons(
      ["A boy picked up two ripe mangoes from the grass.", "He turned them over and smiled."],
      "en",
    );
    expect(turned).toContain("mango");
  });

  it("draws the Tamil umbrella it holds by its neuter pronoun", () => {
    const [, held] = storyIcons(["பாட்டி ஒரு குடையை வாங்கினார்.", "அவர் அதைத் திறந்து பார்த்தார்."], "ta");
    expect(held).toContain("umbrella");
  });

  it("reads them after a preposition as the people there, no thing", () => {
    const [, after] = storyIcons(
      ["The girls sat on the rocks by the pond.", "A goose waddled past and hissed at them."],
      "en",
    );
    expect(after).not.toContain("rock");
  });

  it("draws nothing for a pronoun after a scene that named no thing", () => {
    const [, after] = storyIcons(["The twins ran into the garden.", "Mum called them inside."], "en");
    expect(after).toEqual([]);
  });
});

describe("a word after an English determiner is a noun", () => {
  it("draws the sunglasses a crow snatches though the tagger reads a verb", () => {
    expect(iconsOf("A crow snatched the sunglasses right off the table.", "en")).toContain("sunglasses");
  });
});

describe("a sport spelled either way sets the story's ball", () => {
  it("draws the Kannada ball of a basketball story as a basketball", () => {
    const [, shot] = storyIcons(["ಶಾಲೆಯಲ್ಲಿ ಮಕ್ಕಳು ಬ್ಯಾಸ್ಕೆಟ್‌ಬಾಲ್ ಆಡಿದರು.", "ರವಿ ಚೆಂಡನ್ನು ಎಸೆದನು."], "kn");
    expect(shot).toContain("basketball");
    expect(shot).not.toContain("soccer-ball");
  });
});

describe("a keyword that only qualifies an emoji's name names no icon", () => {
  it("draws no ship for the passengers of a bus", () => {
    expect(iconsOf("Los pasajeros bajaron del autobús en la plaza.", "es")).not.toContain("passenger-ship");
  });
});
