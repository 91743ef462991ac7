import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const last = (sentences: string[], language: Language) =>
  planScenes(sentences, language)
    .at(-1)
    ?.characters.map((c) => ({ icon: c.icon, action: c.action })) ?? [];

describe("an object pronoun after a sentence that named an animal is that animal", () => {
  const stories: [Language, string[], RegExp][] = [
    [
      "en",
      ["Ravi found a tiny kitten behind the shed.", "He wrapped it in his scarf and took it home."],
      /cat/u,
    ],
    [
      "de",
      ["Lena sah einen kleinen Igel im Garten.", "Sie hob ihn vorsichtig auf und trug ihn zum Zaun."],
      /hedgehog/u,
    ],
    ["fr", ["Hugo a vu un petit lapin dans le pré.", "Il l'a pris dans ses bras."], /rabbit/u],
    ["hi", ["अमन ने बगीचे में एक छोटा खरगोश देखा।", "फिर वह उसे गोद में उठाकर घर ले गया।"], /rabbit/u],
    ["ta", ["மீனா தெருவில் ஒரு சின்ன நாய்க்குட்டியைப் பார்த்தாள்.", "அவள் அதை வீட்டுக்குத் தூக்கிச் சென்றாள்."], /dog/u],
    ["te", ["రవి వీధిలో ఒక చిన్న కుక్కపిల్లను చూశాడు.", "తర్వాత అతను దాన్ని ఇంటికి తీసుకెళ్లాడు."], /dog/u],
  ];
  it.each(stories)("draws the animal a person carries off (%s)", (language, sentences, animal) => {
    expect(last(sentences, language).some((c) => animal.test(c.icon))).toBe(true);
  });

  it("draws a named pet that a person tends as her", () => {
    const cast = last(
      ["Nina fed her goat, Bela, in the yard.", "Later her father brushed her until she shone."],
      "en",
    );
    expect(cast.map((c) => c.icon)).toContain("goat");
  });

  it("keeps 'her' before a noun for its owner, not the animal", () => {
    const cast = last(["Mira found a puppy in the park.", "She walked her sister home."], "en");
    expect(cast.map((c) => c.icon)).not.toContain("dog");
  });
});

describe("an animal of the water that acts is drawn swimming", () => {
  const seas: [Language, string][] = [
    ["en", "Three whales were rolling near the ship."],
    ["es", "Unos delfines saltaban alrededor del barco."],
    ["hi", "नाव के पास डॉल्फ़िन उछल रही थीं।"],
  ];
  it.each(seas)("draws the whale or dolphin swimming, not standing (%s)", (language, sentence) => {
    const animal = last([sentence], language).find((c) => /whale|dolphin/u.test(c.icon));
    expect(animal?.action).toBe("swim");
  });
});

describe("an object pronoun keeps to what the sentences say it can be", () => {
  it("keeps the thing the sentence before was about, not an animal beside it", () => {
    const cast = last(
      [
        "The balloon floated over the park, and a pigeon flew beside it.",
        "When the wind stopped, Anu caught it.",
      ],
      "en",
    );
    expect(cast.map((c) => c.icon)).not.toContain("bird");
  });

  it("draws a German animal only for a pronoun of its gender", () => {
    const seen = "Tom sah unter dem Tisch eine kleine Maus.";
    expect(last([seen, "Er hob sie vorsichtig auf."], "de").map((c) => c.icon)).toContain("mouse");
    expect(last([seen, "Er hob es vorsichtig auf."], "de").map((c) => c.icon)).not.toContain("mouse");
  });
});

describe("a name given after 'called' or 'named' names the thing or animal before it", () => {
  const named: [Language, string, RegExp, string][] = [
    ["de", "Sie segelten in einem Boot namens Delfin über den See.", /boat/u, "dolphin"],
    ["de", "Ihr Hund Wolf bellte am Tor.", /dog/u, "wolf"],
    ["es", "Navegaron por el lago en un barco llamado el Delfín.", /boat/u, "dolphin"],
    ["fr", "Ils ont traversé le lac sur un bateau appelé le Dauphin.", /boat/u, "dolphin"],
  ];
  it.each(named)("draws the one named, not its name's word (%s: %s)", (language, sentence, drawn, word) => {
    const scene = planScenes([sentence], language).at(-1);
    const icons = [...(scene?.characters ?? []), ...(scene?.objects ?? [])].map((x) => x.icon);
    expect(icons.some((i) => drawn.test(i))).toBe(true);
    expect(icons).not.toContain(word);
  });

  it("reads the name again later as the same animal", () => {
    const scenes = planScenes(
      ["Ihre Katze, genannt Tiger, schlief am Ofen.", "Dann sprang Tiger auf den Tisch."],
      "de",
    );
    const cast = scenes.at(-1)?.characters ?? [];
    expect(cast.map((c) => c.icon)).toEqual(["cat"]);
    expect(cast[0]?.name).toBe("Tiger");
  });
});

describe("what an animal begins to do is its pose", () => {
  const begun: [Language, string, string][] = [
    ["en", "The goat broke loose, knocked over a pail and began to eat the spilt grain.", "eat"],
    ["es", "El perro se escapó del patio y se puso a correr por la playa.", "run"],
    ["fr", "Le chiot a sauté du panier et s'est mis à boire le lait.", "drink"],
  ];
  it.each(begun)("draws the begun action over the first one (%s)", (language, sentence, action) => {
    const animal = last([sentence], language).find((c) => /goat|dog/u.test(c.icon));
    expect(animal?.action).toBe(action);
  });
});

describe("in the Indian languages, the word before a naming word names what follows it", () => {
  const boats: [Language, string][] = [
    ["hi", "बच्चे “मोर” नाम की एक हरी नाव में बैठ गए।"],
    ["kn", "ಅವರು ನವಿಲು ಎಂಬ ದೋಣಿಯಲ್ಲಿ ಕುಳಿತರು."],
    ["ta", "அவர்கள் மயில் என்ற படகில் ஏறினார்கள்."],
    ["te", "వాళ్ళు నెమలి అనే పడవ ఎక్కారు."],
  ];
  it.each(boats)(
    "draws a boat called Peacock as the boat, with no peacock and nobody named so (%s)",
    (language, sentence) => {
      const scene = planScenes([sentence], language).at(-1);
      const icons = [...(scene?.characters ?? []), ...(scene?.objects ?? [])].map((x) => x.icon);
      expect(icons).not.toContain("peacock");
      expect(scene?.characters.some((c) => c.name !== undefined)).toBe(false);
    },
  );

  it("keeps a cat called by a name as that cat", () => {
    const cast = planScenes(["रीना के पास चाँद नाम की एक बिल्ली थी।"], "hi").at(-1)?.characters ?? [];
    expect(cast.find((c) => c.icon === "cat")?.name).toBe("चाँद");
  });
});
