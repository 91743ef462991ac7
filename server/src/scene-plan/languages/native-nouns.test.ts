import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "../planner";

/** The icons of the things and the people a one-sentence story draws. */
function drawn(text: string, language: Language): string[] {
  const plan = planScenes([text], language)[0];
  return [...(plan?.objects ?? []).map((o) => o.icon), ...(plan?.characters ?? []).map((c) => c.icon)];
}

describe("native everyday nouns of Kannada, Tamil, Telugu and Hindi", () => {
  it.each<[Language, string, string]>([
    ["kn", "ಅಜ್ಜಿ ಮಣ್ಣಿನ ಮಡಿಕೆಯಲ್ಲಿ ನೀರು ತುಂಬಿಸಿದರು.", "amphora"],
    ["kn", "ತೋಟದಲ್ಲಿ ಹೊಸ ಮೊಳಕೆಗಳು ಕಾಣಿಸಿದವು.", "seedling"],
    ["kn", "ಅಕ್ಕ ಗಾಜಿನ ಜಾಡಿಯನ್ನು ಮೇಜಿನ ಮೇಲೆ ಇಟ್ಟಳು.", "jar"],
    ["kn", "ಶಾಲೆಯ ಮಕ್ಕಳು ಬಾವುಟಗಳನ್ನು ಹಿಡಿದು ನಡೆದರು.", "triangular-flag"],
    ["kn", "ಮರದ ಕೊಂಬೆಯಲ್ಲಿ ಒಂದು ಗುಬ್ಬಚ್ಚಿ ಕುಳಿತಿತ್ತು.", "bird"],
    ["ta", "அம்மா மண்பானையில் தண்ணீர் ஊற்றினார்.", "amphora"],
    ["ta", "சிறுவன் கல்லிலிருந்து குதித்தான்.", "rock"],
    ["ta", "விவசாயி காளைகளை வயலுக்கு ஓட்டிச் சென்றார்.", "ox"],
    ["ta", "ஒரு சிட்டுக்குருவி சன்னலில் வந்து உட்கார்ந்தது.", "bird"],
    ["ta", "பாட்டி ஜாடியில் ஊறுகாய் வைத்தார்.", "jar"],
    ["te", "అమ్మమ్మ కుండలో మజ్జిగ పోసింది.", "amphora"],
    ["te", "పెరట్లో చిన్న మొలకలు మొలిచాయి.", "seedling"],
    ["te", "పిల్లలు బండరాళ్ళ మీద ఎక్కారు.", "rock"],
    ["te", "పిల్లలు చేతుల్లో జెండాలు పట్టుకున్నారు.", "triangular-flag"],
    ["hi", "दादी ने घड़े में ठंडा पानी भरा।", "amphora"],
    ["hi", "पेड़ पर एक घोंसला था।", "empty-nest"],
    // Clothes, plural, washed or hung out, are drawn as clothes; cloth alone is not.
    ["kn", "ಅಕ್ಕ ಬಟ್ಟೆಗಳನ್ನು ಮಡಚಿ ಇಟ್ಟಳು.", "womans-clothes"],
    ["ta", "அக்கா துணிகளை மடித்து வைத்தாள்.", "womans-clothes"],
    ["te", "అక్క బట్టలను మడతపెట్టింది.", "womans-clothes"],
    ["hi", "दीदी ने कपड़ों का ढेर तह किया।", "womans-clothes"],
    ["kn", "ಅಜ್ಜಿ ಕೊಡದಲ್ಲಿ ಬಾವಿಯ ನೀರು ತಂದರು.", "amphora"],
    ["ta", "கோயில் பூசாரி மணியை மெதுவாக அடித்தார்.", "bell"],
  ])("draws the thing a %s sentence names by its native word: %s", (language, text, icon) => {
    expect(drawn(text, language)).toContain(icon);
  });

  it.each<[Language, string, string]>([
    // A tooth's case form is no lizard.
    ["kn", "ಅವನ ಹಲ್ಲಿನಲ್ಲಿ ನೋವು ಇತ್ತು.", "lizard"],
    ["ta", "அவனுக்குப் பல்லில் வலி இருந்தது.", "lizard"],
    // A downpour ("like from a pot") is no pot.
    ["te", "సాయంత్రం కుండపోతగా వాన కురిసింది.", "amphora"],
    // Giving (ಕೊಡು) shares the umbrella's stem (ಕೊಡೆ); an hour (மணிக்கு) is no bell.
    ["kn", "ಅಪ್ಪ ಅವನಿಗೆ ಹಣ ಕೊಡಬೇಕು ಎಂದರು.", "umbrella"],
    ["ta", "அவன் ஆறு மணிக்கு வீட்டுக்கு வந்தான்.", "bell"],
  ])("does not draw a look-alike's sense in a %s sentence: %s", (language, text, icon) => {
    expect(drawn(text, language)).not.toContain(icon);
  });

  it("draws a Kannada tooth and a lizard each by its own word", () => {
    expect(drawn("ಅವನ ಹಲ್ಲಿನಲ್ಲಿ ನೋವು ಇತ್ತು.", "kn")).toContain("tooth");
    expect(drawn("ಗೋಡೆಯ ಮೇಲೆ ಒಂದು ಹಲ್ಲಿ ಓಡಿತು.", "kn")).toContain("lizard");
  });
});
