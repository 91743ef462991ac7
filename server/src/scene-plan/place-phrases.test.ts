import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places } from "./story-probes";

describe("a zoo is drawn as a park, and a group taken there is at the zoo, not at its usual place", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      ["Mr Das took his team of young footballers to the zoo.", "The boys laughed at a monkey on a rope."],
    ],
    [
      "es",
      ["La señora Ruiz llevó a su clase de veinte niños al zoológico.", "Los niños rieron con un mono."],
    ],
    ["de", ["Frau Braun brachte ihre Klasse in den Zoo.", "Die Kinder lachten über einen Affen."]],
    ["hi", ["शर्मा मैडम अपनी कक्षा के बच्चों को चिड़ियाघर ले गईं।", "बच्चे एक बंदर को देखकर हँसे।"]],
    ["kn", ["ಶರ್ಮಾ ಮೇಡಂ ತಮ್ಮ ತರಗತಿಯ ಮಕ್ಕಳನ್ನು ಮೃಗಾಲಯಕ್ಕೆ ಕರೆದುಕೊಂಡು ಹೋದರು.", "ಮಕ್ಕಳು ಒಂದು ಕೋತಿಯನ್ನು ನೋಡಿ ನಕ್ಕರು."]],
  ])("stays in the park while the class is at the zoo (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["park", "park"]);
  });
});

describe("a place said only for next time does not set the scene", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      [
        "Nila and her brother played football in the lane.",
        "Their mother told them to play at the beach next time.",
      ],
    ],
    [
      "es",
      [
        "Nila y su hermano jugaban al fútbol en la calle.",
        "Su madre les dijo que jugaran en el parque la próxima vez.",
      ],
    ],
    [
      "de",
      [
        "Nila und ihr Bruder spielten Fußball auf der Straße.",
        "Ihre Mutter sagte, sie sollen nächstes Mal im Park spielen.",
      ],
    ],
    ["hi", ["नीला और उसका भाई गली में फुटबॉल खेल रहे थे।", "माँ ने कहा कि अगली बार पार्क में खेलना।"]],
    ["kn", ["ನೀಲಾ ಮತ್ತು ಅವಳ ತಮ್ಮ ಬೀದಿಯಲ್ಲಿ ಫುಟ್‌ಬಾಲ್ ಆಡುತ್ತಿದ್ದರು.", "ಮುಂದಿನ ಸಲ ಪಾರ್ಕಿನಲ್ಲಿ ಆಡಿ ಎಂದು ಅಮ್ಮ ಹೇಳಿದರು."]],
  ])("keeps the street where the children are (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["street", "street"]);
  });
});

describe("a room named by someone's possessive before a thing is the thing's owner, not the scene", () => {
  it("keeps the lane when a ball breaks a neighbour's kitchen window", () => {
    expect(
      places("en", [
        "Nila and her brother played football in the lane.",
        "The ball smashed Mr Khan's kitchen window.",
        "Mr Khan came out and shouted.",
      ]),
    ).toEqual(["street", "street", "street"]);
  });
});
