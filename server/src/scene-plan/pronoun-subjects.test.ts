import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { lastCast } from "../test/last-scene";

describe("a subject pronoun is the person it fits, not the one its own clause shows, gives to or goes with", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      [
        "On Sunday morning, Grandma taught Meera to make chapatis in the kitchen.",
        "She poured flour into a big bowl and showed Meera how to knead the dough.",
      ],
    ],
    [
      "en",
      [
        "On Sunday morning, Grandma taught Meera to make chapatis in the kitchen.",
        "Then she went out to the garden with Meera.",
      ],
    ],
    ["es", ["El domingo, Meera cocinó con la abuela en la cocina.", "Luego ella salió al jardín con Meera."]],
    [
      "fr",
      [
        "Dimanche, Meera a cuisiné avec Mamie dans la cuisine.",
        "Ensuite, elle est sortie au jardin avec Meera.",
      ],
    ],
    [
      "de",
      ["Am Sonntag backte Meera mit Oma in der Küche Chapatis.", "Dann ging sie mit Meera in den Garten."],
    ],
    ["hi", ["रविवार को मीरा ने दादी के साथ रसोई में खाना बनाया।", "फिर वह मीरा को बगीचे में ले गईं।"]],
    ["kn", ["ಭಾನುವಾರ ಬೆಳಿಗ್ಗೆ ಅಜ್ಜಿ ಅಡುಗೆಮನೆಯಲ್ಲಿ ಮೀರಾಳಿಗೆ ಚಪಾತಿ ಮಾಡುವುದನ್ನು ಕಲಿಸಿದರು.", "ಅವರು ಬಟ್ಟಲಿಗೆ ಹಿಟ್ಟು ಹಾಕಿ ಮೀರಾಳಿಗೆ ತೋರಿಸಿದರು."]],
    [
      "ta",
      [
        "ஞாயிற்றுக்கிழமை காலை பாட்டி சமையலறையில் மீராவுக்குச் சப்பாத்தி செய்யக் கற்றுக்கொடுத்தார்.",
        "அவர் ஒரு கிண்ணத்தில் மாவைக் கொட்டி, மாவை எப்படிப் பிசைவது என்று மீராவுக்குக் காட்டினார்.",
      ],
    ],
    ["te", ["ఆదివారం మీరా అమ్మమ్మతో కలిసి వంటగదిలో వంట చేసింది.", "తర్వాత ఆవిడ మీరాకు పిండి ఎలా పిసకాలో చూపించింది."]],
  ])("draws the grandmother and the girl, not the girl alone (%s)", (language, story) => {
    const cast = lastCast(story, language);
    expect(cast.map((c) => c.icon)).toContain("old-woman");
    expect(cast.map((c) => c.icon)).toContain("girl");
  });
});

describe("a pronoun of respect is the grown-up on stage, not the child who came last", () => {
  it.each<[Language, string[], string]>([
    [
      "ta",
      ["தாத்தா தோட்டத்தில் உட்கார்ந்திருந்தார்.", "ஒரு சிறுமி ஒரு பந்தை எடுத்துக்கொண்டு ஓடி வந்தாள்.", "அவர் அதைப் பிடித்தார்."],
      "old-man",
    ],
    [
      "te",
      ["అమ్మమ్మ తోటలో కూర్చుంది.", "ఒక చిన్న అమ్మాయి బంతి తీసుకుని పరిగెత్తుకుంటూ వచ్చింది.", "ఆవిడ దాన్ని పట్టుకుంది."],
      "old-woman",
    ],
    [
      "kn",
      ["ಅಜ್ಜಿ ತೋಟದಲ್ಲಿ ಕುಳಿತಿದ್ದರು.", "ಒಬ್ಬ ಪುಟ್ಟ ಹುಡುಗಿ ಒಂದು ಚೆಂಡನ್ನು ಹಿಡಿದುಕೊಂಡು ಓಡಿ ಬಂದಳು.", "ಅವರು ಅದನ್ನು ಹಿಡಿದರು."],
      "old-woman",
    ],
    ["hi", ["दादी बगीचे में बैठी थीं।", "एक छोटी लड़की गेंद लेकर दौड़ती हुई आई।", "उन्होंने उसे पकड़ लिया।"], "old-woman"],
  ])("draws the elder who catches the ball (%s)", (language, story, elder) => {
    expect(lastCast(story, language).map((c) => c.icon)).toContain(elder);
  });
});
