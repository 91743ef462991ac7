import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places } from "./story-probes";

describe("a street crossed on the way in keeps the place the story is in", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      [
        "Asha and her brother flew a kite in the park.",
        "Their uncle came over from across the road, and the tired children sat on the grass.",
      ],
    ],
    ["es", ["Asha y su hermano volaban una cometa en el parque.", "Su tío cruzó la calle con helados."]],
    [
      "fr",
      [
        "Asha et son frère faisaient voler un cerf-volant dans le parc.",
        "Leur oncle a traversé la rue avec des glaces.",
      ],
    ],
    ["hi", ["आशा और उसका भाई पार्क में पतंग उड़ा रहे थे।", "उनके चाचा सड़क पार से आइसक्रीम लेकर आए।"]],
    ["kn", ["ಆಶಾ ಮತ್ತು ಅವಳ ತಮ್ಮ ಪಾರ್ಕಿನಲ್ಲಿ ಗಾಳಿಪಟ ಹಾರಿಸುತ್ತಿದ್ದರು.", "ಅವರ ಚಿಕ್ಕಪ್ಪ ರಸ್ತೆಯ ಆಚೆಯಿಂದ ಐಸ್‌ಕ್ರೀಮ್ ತಂದರು."]],
    ["ta", ["ஆஷாவும் அவள் தம்பியும் பூங்காவில் பட்டம் விட்டார்கள்.", "அவர்களுடைய மாமா சாலையைக் கடந்து ஐஸ்கிரீம் கொண்டு வந்தார்."]],
    ["te", ["ఆశా, ఆమె తమ్ముడు పార్కులో గాలిపటం ఎగరేశారు.", "వాళ్ళ మామయ్య రోడ్డు దాటి ఐస్‌క్రీమ్ తెచ్చాడు."]],
  ])("stays in the park when someone crosses the road to it (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["park", "park"]);
  });
});

describe("the place someone brings a thing from is not the scene", () => {
  it.each<[Language, string[]]>([
    ["en", ["The fishermen mended their nets on the beach.", "A boy brought tea down from the hut."]],
    ["es", ["Los pescadores arreglaban las redes en la playa.", "Un niño trajo té desde la choza."]],
    ["hi", ["मछुआरे समुद्र तट पर जाल ठीक कर रहे थे।", "एक लड़का झोपड़ी से चाय लेकर आया।"]],
    ["kn", ["ಮೀನುಗಾರರು ಕಡಲತೀರದಲ್ಲಿ ಬಲೆಗಳನ್ನು ಸರಿಪಡಿಸುತ್ತಿದ್ದರು.", "ಒಬ್ಬ ಹುಡುಗ ಗುಡಿಸಲಿನಿಂದ ಚಹಾ ತಂದನು."]],
    ["ta", ["மீனவர்கள் கடற்கரையில் வலைகளைச் சரிசெய்தார்கள்.", "ஒரு சிறுவன் குடிசையிலிருந்து தேநீர் கொண்டு வந்தான்."]],
    ["te", ["జాలర్లు సముద్రతీరంలో వలలు బాగుచేస్తున్నారు.", "ఒక అబ్బాయి గుడిసె నుంచి టీ తెచ్చాడు."]],
  ])("stays by the sea while tea comes from the hut (%s)", (language, story) => {
    for (const place of places(language, story)) expect(["beach", "sea"]).toContain(place);
  });
});

describe("the shore is the water's edge the story is at", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      [
        "At sunrise, Ravi spread the nets along the shore.",
        "Waves washed over the sand as the boats came in.",
      ],
    ],
    ["es", ["Al amanecer, Ravi tendió las redes en la orilla.", "Las olas llegaban hasta la arena."]],
    ["fr", ["À l'aube, Ravi étala les filets sur le rivage.", "Les vagues montaient sur le sable."]],
    ["de", ["Im Morgengrauen breitete Ravi die Netze am Ufer aus.", "Die Wellen rollten über den Sand."]],
  ])("draws the shore of a story by the sea as the beach (%s)", (language, story) => {
    const [shore, ...rest] = places(language, story);
    expect(shore).toBe("beach");
    for (const place of rest) expect(["beach", "sea"]).toContain(place);
  });

  it.each<[Language, string[]]>([
    ["en", ["Tom and his grandfather rowed across the river.", "Frogs croaked along the shore."]],
    ["es", ["Tom y su abuelo cruzaron el río en barca.", "Las ranas croaban en la orilla."]],
  ])("keeps the shore of a river the river (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["river", "river"]);
  });
});

describe("hills under the weather are the view, not where the work is", () => {
  it.each<[Language, string]>([
    ["en", "Dark clouds gathered over the hills as the farmer led his cows out."],
    ["es", "Nubes oscuras se juntaban sobre las colinas mientras el granjero sacaba sus vacas."],
    ["fr", "De gros nuages s'amassaient sur les collines pendant que le fermier sortait ses vaches."],
    ["hi", "पहाड़ियों पर काले बादल छा रहे थे, और किसान अपनी गायों को बाहर ले जा रहा था।"],
    ["kn", "ಬೆಟ್ಟಗಳ ಮೇಲೆ ಕಪ್ಪು ಮೋಡಗಳು ಸೇರುತ್ತಿದ್ದವು, ರೈತ ತನ್ನ ಹಸುಗಳನ್ನು ಹೊರಗೆ ಹೊಡೆದುಕೊಂಡು ಹೋದನು."],
    ["ta", "மலைகளின் மேல் கருமேகங்கள் கூடின; விவசாயி தன் பசுக்களை வெளியே ஓட்டிச் சென்றான்."],
    ["te", "కొండల మీద నల్లని మేఘాలు కమ్ముకున్నాయి, రైతు తన ఆవులను బయటకు తోలుకెళ్ళాడు."],
  ])("draws the open land below them (%s)", (language, sentence) => {
    expect(["countryside", "farm"]).toContain(places(language, [sentence])[0]);
  });
});

describe("a hut run to from the field is where they are going, not where they are", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      [
        "The farmer ploughed the field all morning.",
        "When the rain began, they ran to the hut with the oxen.",
      ],
    ],
    [
      "de",
      [
        "Der Bauer pflügte den ganzen Morgen das Feld.",
        "Als der Regen kam, liefen sie mit den Ochsen zur Hütte.",
      ],
    ],
    ["hi", ["किसान सुबह भर खेत जोतता रहा।", "बारिश शुरू हुई तो वे बैलों को लेकर झोपड़ी की ओर भागे।"]],
    ["ta", ["விவசாயி காலை முழுக்க வயலை உழுதான்.", "மழை தொடங்கியதும் அவர்கள் காளைகளுடன் குடிசையை நோக்கி ஓடினார்கள்."]],
    ["te", ["రైతు పొద్దంతా పొలం దున్నాడు.", "వాన మొదలవగానే వాళ్లు ఎద్దులతో గుడిసె వైపు పరిగెత్తారు."]],
  ])("stays on the farm (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["farm", "farm"]);
  });

  it("is home once they are in it", () => {
    expect(
      places("en", ["Mia played in the garden.", "Then she walked to the house and cooked dinner."]),
    ).toEqual(["garden", "home"]);
  });
});
