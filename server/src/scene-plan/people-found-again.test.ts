import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { lastCast } from "../test/last-scene";

describe("a surname with an honorific after it is a person", () => {
  it.each<[Language, string, string]>([
    ["kn", "ಬೆಳಿಗ್ಗೆ ಕುಲಕರ್ಣಿ ಅವರು ತೋಟದಲ್ಲಿ ಗಿಡಗಳಿಗೆ ನೀರು ಹಾಕಿದರು.", "ಕುಲಕರ್ಣಿ"],
    ["kn", "ಮಳೆಯಲ್ಲಿ ರೆಡ್ಡಿ ಅವರು ಛತ್ರಿ ಹಿಡಿದು ಮಾರುಕಟ್ಟೆಗೆ ನಡೆದರು.", "ರೆಡ್ಡಿ"],
    ["kn", "ಸಂಜೆ ಹಳ್ಳಿಯ ಮಕ್ಕಳು ಪಾಟೀಲ್ ಅವರಿಗೆ ಹೂವುಗಳನ್ನು ಕೊಟ್ಟರು.", "ಪಾಟೀಲ್"],
    ["ta", "காலையில் சுப்பிரமணியம் அவர்கள் தோட்டத்தில் செடிகளுக்குத் தண்ணீர் ஊற்றினார்.", "சுப்பிரமணியம்"],
    ["ta", "மழையில் ரெட்டி அவர்கள் குடையைப் பிடித்துக்கொண்டு சந்தைக்கு நடந்தார்.", "ரெட்டி"],
    ["te", "ఉదయం కులకర్ణి గారు తోటలో మొక్కలకు నీళ్ళు పోశారు.", "కులకర్ణి"],
    ["te", "వానలో రెడ్డి గారు గొడుగు పట్టుకుని బజారుకు నడిచారు.", "రెడ్డి"],
    ["te", "సాయంత్రం ఊరి పిల్లలు పాటిల్ గారికి పువ్వులు ఇచ్చారు.", "పాటిల్"],
    ["hi", "सुबह वर्मा जी ने बगीचे में पौधों को पानी दिया।", "वर्मा"],
    ["hi", "बारिश में रेड्डी जी छाता लेकर बाज़ार गए।", "रेड्डी"],
    ["hi", "शाम को गाँव के बच्चों ने पाटिल जी को फूल दिए।", "पाटिल"],
    ["hi", "श्री कुलकर्णी बस से दफ़्तर पहुँचे।", "कुलकर्णी"],
  ])("draws the one a %s sentence names by surname and honorific, named", (language, text, name) => {
    const cast = lastCast([text], language);
    expect(cast.map((c) => c.name)).toContain(name);
    // The honorific is that person, not someone else besides them.
    expect(cast.filter((c) => c.name === undefined && /^(person|man|woman)$/.test(c.icon))).toEqual([]);
  });
});

describe("a name the story introduced is found again in another case", () => {
  it.each<[Language, string[], string, RegExp]>([
    ["kn", ["ಇಮ್ರಾನ್ ಶಾಲೆಗೆ ನಡೆದುಕೊಂಡು ಹೋದನು.", "ತರಗತಿಯಲ್ಲಿ ಶಿಕ್ಷಕಿ ಇಮ್ರಾನನಿಗೆ ಒಂದು ಪುಸ್ತಕ ಕೊಟ್ಟರು."], "ಇಮ್ರಾನ್", /teacher/],
    ["kn", ["ರಜೆಯಲ್ಲಿ ಕಾವ್ಯಾ ಹಳ್ಳಿಗೆ ಹೋದಳು.", "ಸಂಜೆ ಅಜ್ಜಿ ಕಾವ್ಯಾಳನ್ನು ಅಪ್ಪಿಕೊಂಡರು."], "ಕಾವ್ಯಾ", /old-woman/],
    ["kn", ["ನದಿಯ ದಡದಲ್ಲಿ ರಫೀಕ್ ಮೀನು ಹಿಡಿದನು.", "ಸಂಜೆ ಅಪ್ಪ ರಫೀಕನನ್ನು ಮನೆಗೆ ಕರೆದರು."], "ರಫೀಕ್", /^man$/],
    ["ta", ["இம்ரான் பள்ளிக்கு நடந்து சென்றான்.", "வகுப்பில் ஆசிரியை இம்ரானுக்கு ஒரு புத்தகம் கொடுத்தார்."], "இம்ரான்", /teacher/],
    ["ta", ["விடுமுறையில் காவ்யா கிராமத்துக்குச் சென்றாள்.", "மாலையில் பாட்டி காவ்யாவைக் கட்டிப்பிடித்தார்."], "காவ்யா", /old-woman/],
    ["te", ["ఇమ్రాన్ బడికి నడిచి వెళ్ళాడు.", "తరగతిలో టీచర్ ఇమ్రాన్‌కి ఒక పుస్తకం ఇచ్చారు."], "ఇమ్రాన్", /teacher/],
    ["te", ["సెలవుల్లో కావ్య ఊరికి వెళ్ళింది.", "సాయంత్రం బామ్మ కావ్యని కౌగిలించుకుంది."], "కావ్య", /old-woman/],
    ["hi", ["काव्या छुट्टियों में गाँव गई।", "शाम को दादी ने काव्या को गले लगाया।"], "काव्या", /old-woman/],
  ])(
    "draws the %s name after a person word as a person of its own beside them",
    (language, story, name, other) => {
      const cast = lastCast(story, language);
      const named = cast.find((c) => c.name === name);
      expect(named).toBeDefined();
      // The person word before the name is someone else, not the name's role.
      expect(named?.icon).not.toMatch(other);
      expect(cast.some((c) => c.name === undefined && other.test(c.icon))).toBe(true);
    },
  );
});
