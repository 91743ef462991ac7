import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The pose of the first drawn person of the scene `at` whose icon matches `who`. */
const poseOf = (story: string[], language: Language, at: number, who: RegExp) =>
  planScenes(story, language)[at]?.characters.find((c) => who.test(c.icon))?.action;

describe("the pose a board game gives its players with no pose of their own", () => {
  const carromGames: [Language, string[]][] = [
    [
      "en",
      [
        "After school Ravi and his sister Tara played carrom on the floor.",
        "Ravi won the first game easily.",
      ],
    ],
    [
      "es",
      [
        "Después del colegio, Ravi y su hermana Tara jugaron al carrom en el suelo.",
        "Ravi ganó la primera partida sin esfuerzo.",
      ],
    ],
    [
      "fr",
      [
        "Après l'école, Ravi et sa sœur Tara ont joué au carrom par terre.",
        "Ravi a gagné la première partie facilement.",
      ],
    ],
    [
      "de",
      [
        "Nach der Schule spielten Ravi und seine Schwester Tara auf dem Boden Carrom.",
        "Ravi gewann die erste Runde ganz leicht.",
      ],
    ],
    ["hi", ["स्कूल के बाद रवि और उसकी बहन तारा ने फ़र्श पर कैरम खेला।", "रवि ने पहली बाज़ी आसानी से जीत ली।"]],
    ["kn", ["ಶಾಲೆಯ ನಂತರ ರವಿ ಮತ್ತು ಅವನ ತಂಗಿ ತಾರಾ ನೆಲದ ಮೇಲೆ ಕೇರಂ ಆಡಿದರು.", "ರವಿ ಮೊದಲ ಆಟವನ್ನು ಸುಲಭವಾಗಿ ಗೆದ್ದ."]],
    [
      "ta",
      ["பள்ளி முடிந்ததும் ரவியும் அவன் தங்கை தாராவும் தரையில் கேரம் விளையாடினார்கள்.", "ரவி முதல் ஆட்டத்தை எளிதாக ஜெயித்தான்."],
    ],
    ["te", ["బడి అయ్యాక రవి, అతని చెల్లెలు తార నేల మీద క్యారమ్ ఆడారు.", "రవి మొదటి ఆటను సులభంగా గెలిచాడు."]],
  ];
  it.each(carromGames)("has a player of the story's carrom game play on (%s)", (language, story) => {
    expect(poseOf(story, language, 1, /^boy$/)).toBe("play");
  });

  it("keeps the verb the sentence gives a player", () => {
    const story = [
      "After school Ravi and his sister Tara played carrom on the floor.",
      "Then Ravi ran to the kitchen for water.",
    ];
    expect(poseOf(story, "en", 1, /^boy$/)).toBe("run");
  });

  it("gives no game pose once the story has gone somewhere else", () => {
    const story = [
      "After school Ravi and his sister Tara played carrom on the floor.",
      "In the evening Ravi went to the market with his father.",
    ];
    expect(poseOf(story, "en", 1, /^boy$/)).not.toBe("play");
  });
});
