import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** Every creature and thing each scene draws, by icon. */
const drawn = (story: string[], language: Language) =>
  planScenes(story, language).map((p) => [...p.characters, ...p.objects].map((x) => x.icon));

describe("a naming verb gives the animal met before its name, never the thing the name also is", () => {
  const kitten: [Language, string[]][] = [
    [
      "en",
      [
        "On Monday Leo found a grey kitten under the porch.",
        "He named her Pepper and gave her a saucer of milk.",
        "That night Pepper slept on his pillow.",
      ],
    ],
    [
      "de",
      [
        "Am Montag fand Lea ein graues Kätzchen unter der Treppe.",
        "Sie nannte es Pfeffer und gab ihm eine Schale Milch.",
        "In der Nacht schlief Pfeffer auf ihrem Kissen.",
      ],
    ],
    [
      "hi",
      [
        "सोमवार को लियो सड़क से एक भूरी बिल्ली घर लाया।",
        "उसने उसका नाम मिर्च रखा और उसे दूध दिया।",
        "रात को मिर्च उसके तकिए पर सो गई।",
      ],
    ],
    [
      "ta",
      [
        "திங்கள் அன்று லியோ படிக்கட்டின் கீழே ஒரு பூனையைக் கண்டான்.",
        "அவன் அதற்கு மிளகாய் என்று பெயர் வைத்து, அதற்குப் பால் கொடுத்தான்.",
        "இரவில் மிளகாய் அவன் தலையணையில் தூங்கியது.",
      ],
    ],
  ];
  it.each(kitten)(
    "draws the kitten called Pepper as the cat in every later scene (%s)",
    (language, story) => {
      const scenes = drawn(story, language);
      for (const scene of scenes.slice(1)) {
        expect(scene).toContain("cat");
        expect(scene).not.toContain("hot-pepper");
      }
    },
  );

  it("leaves someone called on the phone a person (en)", () => {
    const scenes = drawn(
      ["Leo found a kitten in the rain.", "Then he called Grandma from the kitchen."],
      "en",
    );
    expect(scenes[1]).not.toContain("cat");
  });
});
