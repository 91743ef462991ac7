import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The icons drawn in each scene of a story: its people's and its things'. */
function drawn(story: string[], language: Language): string[][] {
  return planScenes(story, language).map((p) => [
    ...p.characters.map((c) => c.icon),
    ...p.objects.map((o) => o.icon),
  ]);
}
const lastDrawn = (story: string[], language: Language) => drawn(story, language).at(-1) ?? [];

describe("clothes someone wears are part of them, no thing beside them", () => {
  const worn: [Language, string, string][] = [
    ["en", "A guard in a long blue coat waved the lorry through the gate.", "coat"],
    ["en", "The girl wearing a yellow dress skipped towards the swings.", "dress"],
    ["es", "Un vendedor de camisa blanca abrió la persiana de la tienda.", "t-shirt"],
    ["fr", "Un garçon en chemise bleue attendait devant la boulangerie.", "t-shirt"],
    ["de", "Ein Mann im grünen Mantel wartete an der Haltestelle.", "coat"],
    ["hi", "नीली कमीज़ वाला एक लड़का दुकान के बाहर खड़ा था।", "t-shirt"],
    ["kn", "ನೀಲಿ ಅಂಗಿ ಧರಿಸಿದ ಒಬ್ಬ ಹುಡುಗ ಅಂಗಡಿಯ ಹೊರಗೆ ನಿಂತಿದ್ದ.", "t-shirt"],
    ["kn", "ಹಳದಿ ಅಂಗಿಯ ಒಬ್ಬ ಹುಡುಗ ಬಸ್ಸಿಗಾಗಿ ಕಾಯುತ್ತಿದ್ದ.", "t-shirt"],
    ["kn", "ಬಿಳಿ ಅಂಗಿಯ ಒಬ್ಬ ಮಾರಾಟಗಾರ ಬಾಗಿಲು ತೆರೆದ.", "t-shirt"],
    ["ta", "நீலச் சட்டை அணிந்த ஒரு பையன் கடைக்கு வெளியே நின்றான்.", "t-shirt"],
    ["te", "నీలం చొక్కా వేసుకున్న ఒక అబ్బాయి దుకాణం బయట నిలబడ్డాడు.", "t-shirt"],
  ];
  it.each(worn)("%s: %s draws what is worn on the person, no %s", (language, sentence, icon) => {
    expect(lastDrawn([sentence], language)).not.toContain(icon);
  });

  const kept: [Language, string, string][] = [
    ["en", "Dad hung the wet shirt on the line to dry.", "t-shirt"],
    ["es", "Mamá dobló la camisa y la guardó en el cajón.", "t-shirt"],
    ["fr", "Papa a plié la chemise et l'a rangée dans le tiroir.", "t-shirt"],
  ];
  it.each(kept)("still draws clothes nobody wears (%s: %s)", (language, sentence, icon) => {
    expect(lastDrawn([sentence], language)).toContain(icon);
  });
});

describe("what a size is compared with is not in the scene", () => {
  const compared: [Language, string, string][] = [
    ["en", "Uncle Farid stirred the soup with a ladle as long as a broom.", "broom"],
    ["fr", "L'oncle remuait la soupe avec une louche aussi longue qu'un balai.", "broom"],
    ["hi", "चाचा ने झाड़ू जितनी लंबी कलछी से दाल चलाई।", "broom"],
    ["hi", "दादी ने नाव के चप्पू जितने लंबे डंडे से आम तोड़े।", "sailboat"],
    ["kn", "ಅಜ್ಜಿ ದೋಣಿಯ ಹುಟ್ಟಿನಷ್ಟು ಉದ್ದದ ಕೋಲಿನಿಂದ ಮಾವಿನಹಣ್ಣು ಕಿತ್ತರು.", "sailboat"],
    ["ta", "பாட்டி படகுத் துடுப்பு அளவு நீளமான கம்பால் மாங்காய் பறித்தார்.", "sailboat"],
    ["te", "అమ్మమ్మ పడవ తెడ్డంత పొడవైన కర్రతో మామిడికాయలు కోసింది.", "sailboat"],
  ];
  it.each(compared)("%s: %s draws no thing it is only compared with (%s)", (language, sentence, icon) => {
    expect(lastDrawn([sentence], language)).not.toContain(icon);
  });
});

describe("a boat someone rows is no sailing boat", () => {
  const rowed: [Language, string[]][] = [
    ["en", ["At dawn Kiran and his aunt rowed across the pond.", "A duck paddled up beside the boat."]],
    [
      "es",
      [
        "Al amanecer, Kiran y su tía remaron hasta el otro lado del estanque.",
        "Un pato nadó junto a la barca.",
      ],
    ],
    [
      "fr",
      [
        "À l'aube, Kiran et sa tante ramèrent jusqu'au bout de l'étang.",
        "Un canard nagea le long du bateau.",
      ],
    ],
    [
      "de",
      [
        "Im Morgengrauen ruderten Kiran und seine Tante über den Teich.",
        "Eine Ente schwamm neben dem Boot her.",
      ],
    ],
    ["hi", ["सुबह-सुबह किरण और उसकी बुआ नाव खेते हुए तालाब के पार गए।", "एक बत्तख नाव के पास तैरने लगी।"]],
    ["kn", ["ಬೆಳಗಿನ ಜಾವ ಕಿರಣ್ ಮತ್ತು ಅವನ ಅತ್ತೆ ಹುಟ್ಟು ಹಾಕುತ್ತಾ ಕೊಳವನ್ನು ದಾಟಿದರು.", "ಒಂದು ಬಾತುಕೋಳಿ ದೋಣಿಯ ಪಕ್ಕದಲ್ಲಿ ಈಜಿತು."]],
    [
      "ta",
      ["விடியற்காலையில் கிரணும் அவன் அத்தையும் துடுப்புப் போட்டுக் குளத்தைக் கடந்தார்கள்.", "ஒரு வாத்து படகின் அருகே நீந்தியது."],
    ],
    ["te", ["తెల్లవారుజామున కిరణ్, అతని అత్త తెడ్డుతో చెరువు దాటారు.", "ఒక బాతు పడవ పక్కన ఈదింది."]],
  ];
  it.each(rowed)("draws the rowed boat as a rowing boat, never a sailboat (%s)", (language, story) => {
    const scenes = drawn(story, language);
    for (const scene of scenes) expect(scene).not.toContain("sailboat");
    expect(scenes[0]).toContain("canoe");
    expect(scenes[1]).toContain("canoe");
  });

  it("draws no rowing boat for an oar a size is compared with", () => {
    expect(lastDrawn(["Mum stirred the dal with a spoon as long as an oar."], "en")).not.toContain("canoe");
  });

  it("still draws a boat nobody rows as the sailing boat", () => {
    expect(lastDrawn(["The boat bobbed beside the old jetty."], "en")).toContain("sailboat");
  });
});

describe("a noun is drawn by its own sense or a class over it, never a sibling's picture", () => {
  const siblings: [Language, string, string][] = [
    ["en", "Grandpa hung a lantern on the hook by the door.", "light-bulb"],
    ["es", "El abuelo colgó un farol junto a la puerta.", "light-bulb"],
    ["fr", "Papi accrocha une lanterne près de la porte.", "light-bulb"],
    ["hi", "नानी ने बरामदे में लालटेन टाँगी।", "light-bulb"],
  ];
  it.each(siblings)("%s: %s draws no sibling picture (%s)", (language, sentence, icon) => {
    expect(lastDrawn([sentence], language)).not.toContain(icon);
  });
});

describe("a shadow shaped like something is no such thing", () => {
  const shadows: [Language, string, string][] = [
    ["en", "With the torch, Dev made shadow dogs dance across the tent.", "dog"],
    ["es", "Con la linterna, Dev hizo perros de sombra en la pared de la tienda.", "dog"],
    ["fr", "Avec la lampe, Dev fit des chiens en ombres chinoises sur la toile.", "dog"],
    ["hi", "टॉर्च से देव ने दीवार पर कुत्ते की परछाईं बनाई।", "dog"],
    ["kn", "ಟಾರ್ಚಿನಿಂದ ದೇವ್ ಗೋಡೆಯ ಮೇಲೆ ನಾಯಿಯ ನೆರಳುಗಳನ್ನು ಮಾಡಿದ.", "dog"],
    ["ta", "டார்ச் வெளிச்சத்தில் தேவ் சுவரில் நாய் நிழல்களை உருவாக்கினான்.", "dog"],
    ["te", "టార్చితో దేవ్ గోడ మీద కుక్క నీడలు చేశాడు.", "dog"],
  ];
  it.each(shadows)("%s: %s draws no %s", (language, sentence, icon) => {
    expect(lastDrawn([sentence], language)).not.toContain(icon);
  });
});

describe("an animal on a stage is a part someone plays", () => {
  const plays: [Language, string[]][] = [
    [
      "en",
      [
        "Class four rehearsed a play about a greedy fox.",
        "On the big night, the fox bowed low on the stage.",
      ],
    ],
    [
      "es",
      [
        "La clase ensayó una obra sobre un zorro glotón.",
        "La noche del estreno, el zorro hizo una reverencia en el escenario.",
      ],
    ],
    [
      "fr",
      ["La classe répéta une pièce sur un renard gourmand.", "Le soir venu, le renard salua sur la scène."],
    ],
    [
      "de",
      [
        "Die Klasse probte ein Stück über einen gierigen Fuchs.",
        "Am großen Abend verbeugte sich der Fuchs auf der Bühne.",
      ],
    ],
    ["hi", ["कक्षा ने एक लालची लोमड़ी पर नाटक का अभ्यास किया।", "बड़ी शाम को लोमड़ी ने मंच पर झुककर सलाम किया।"]],
  ];
  it.each(plays)("draws no fox animal on the stage (%s)", (language, story) => {
    expect(lastDrawn(story, language)).not.toContain("fox");
  });
});

describe("a part is drawn by the whole the story has", () => {
  const parts: [Language, string[]][] = [
    ["es", ["Arun fue al mercado en bicicleta.", "Por el camino, se le soltó una rueda."]],
    ["fr", ["Arun alla au marché à vélo.", "En chemin, il creva un pneu."]],
    ["de", ["Arun fuhr mit dem Fahrrad zum Markt.", "Unterwegs platzte ein Reifen."]],
  ];
  it.each(parts)("draws the bicycle, no loose wheel (%s)", (language, story) => {
    const last = lastDrawn(story, language);
    expect(last).not.toContain("wheel");
    expect(last).toContain("bicycle");
  });
});

describe("a word is read by a lexicon word's stem only where it is that word inflected", () => {
  const verbs: [Language, string, string][] = [
    ["fr", "Le grand-père lui avait montré comment planter les graines.", "watch"],
    ["fr", "Elle épingla le badge au col de son frère.", "round-pushpin"],
    ["es", "Después de la llamada, Rosa volvió a la cocina.", "llama"],
  ];
  it.each(verbs)("%s: %s draws no %s", (language, sentence, icon) => {
    expect(lastDrawn([sentence], language)).not.toContain(icon);
  });

  const inflected: [Language, string, string][] = [
    ["fr", "Les montres du magasin brillaient dans la vitrine.", "watch"],
  ];
  it.each(inflected)("%s: %s still draws %s", (language, sentence, icon) => {
    expect(lastDrawn([sentence], language)).toContain(icon);
  });
});

describe("an emoji keyword names its icon only where the dictionary translates it so", () => {
  const neighbours: [Language, string, string][] = [
    ["es", "El niño dio un salto de alegría al ver el regalo.", "kangaroo"],
    ["fr", "La maison avait une grande pièce lumineuse au fond.", "coin"],
  ];
  it.each(neighbours)("%s: %s draws no %s", (language, sentence, icon) => {
    expect(lastDrawn([sentence], language)).not.toContain(icon);
  });
});
