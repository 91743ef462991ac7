import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** [language, sentence, each [who (a name's start or an icon), the pose it is drawn in]]. */
type Case = [Language, string, [string, string][]];

function posesOf(sentence: string, language: Language): { who: string; action: string }[] {
  const [plan] = planScenes([sentence], language);
  return (plan?.characters ?? []).map((c) => ({ who: c.name ?? c.icon, action: c.action ?? "stand" }));
}

/** Someone sent somewhere walks there; the one who sends stays where she is. */
const SENT: Case[] = [
  ["en", "Grandma sent Leo to the shop for a loaf of bread.", [["Leo", "walk"]]],
  ["es", "Papá mandó a Lucía a la tienda de la esquina.", [["Lucía", "walk"]]],
  ["fr", "Maman envoya Jules à la boulangerie.", [["Jules", "walk"]]],
  ["hi", "माँ ने रवि को दुकान भेजा।", [["रवि", "walk"]]],
  ["ta", "அம்மா கண்ணனைக் கடைக்கு அனுப்பினார்.", [["கண்ணன", "walk"]]],
  ["te", "అమ్మ రవిని బజారుకు పంపింది.", [["రవి", "walk"]]],
];

/** Animals crawling, creeping or slipping in somewhere walk. */
const ANIMALS_MOVING_IN: Case[] = [
  ["de", "Die alte Schildkröte kroch langsam zum Teich.", [["turtle", "walk"]]],
  ["fr", "La tortue a rampé vers la mare.", [["turtle", "walk"]]],
  ["hi", "एक बकरी बगीचे में घुस आई।", [["goat", "walk"]]],
  ["kn", "ಒಂದು ಬೆಕ್ಕು ಅಡುಗೆಮನೆಯೊಳಗೆ ನುಗ್ಗಿತು.", [["cat", "walk"]]],
  ["ta", "ஒரு நாய் வீட்டுக்குள் நுழைந்தது.", [["dog", "walk"]]],
  ["te", "ఒక కుక్క వంటగదిలోకి దూరింది.", [["dog", "walk"]]],
];

describe("a person sent somewhere is drawn walking", () => {
  for (const [language, sentence, expected] of SENT)
    it(`draws ${expected.map(([who, pose]) => `${who} in the ${pose} pose`).join(" and ")} in "${sentence}" (${language})`, () => {
      const drawn = posesOf(sentence, language);
      for (const [who, pose] of expected) {
        const c = drawn.find((x) => x.who.startsWith(who));
        expect(c, `${who} in ${JSON.stringify(drawn)}`).toBeDefined();
        expect(c?.action).toBe(pose);
      }
    });
});

describe("an animal that crawls or slips in somewhere is drawn walking", () => {
  for (const [language, sentence, expected] of ANIMALS_MOVING_IN)
    it(`draws ${expected.map(([who, pose]) => `${who} in the ${pose} pose`).join(" and ")} in "${sentence}" (${language})`, () => {
      const drawn = posesOf(sentence, language);
      for (const [who, pose] of expected) {
        const c = drawn.find((x) => x.who.startsWith(who));
        expect(c, `${who} in ${JSON.stringify(drawn)}`).toBeDefined();
        expect(c?.action).toBe(pose);
      }
    });
});

describe("the one who sends is not drawn walking", () => {
  it('keeps the sender standing in "Grandma sent Leo to the shop" (en)', () => {
    const drawn = posesOf("Grandma sent Leo to the shop for a loaf of bread.", "en");
    expect(drawn.find((x) => x.who !== "Leo")?.action).toBe("stand");
  });
});

describe("someone sent a thing stays where they are", () => {
  it('draws Maya standing in "Grandpa sent Maya a letter from Delhi." (en)', () => {
    const drawn = posesOf("Grandpa sent Maya a letter from Delhi.", "en");
    expect(drawn.find((x) => x.who === "Maya")?.action).toBe("stand");
  });
});

describe("a Hindi clause after कि has its own subject", () => {
  it("draws the cat walking, not the grandmother, in a class-was-on-when sentence (hi)", () => {
    const drawn = posesOf("दादी अपनी कहानी सुना ही रही थीं कि एक बिल्ली कमरे में घुस आई।", "hi");
    expect(drawn.find((x) => x.who === "cat")?.action).toBe("walk");
    expect(drawn.find((x) => x.who !== "cat")?.action).not.toBe("walk");
  });
});

describe("a German take-along with its particle at the end", () => {
  it('draws the one taken walking in "Papa nahm seinen Sohn Jonas mit zum Markt." (de)', () => {
    const drawn = posesOf("Papa nahm seinen Sohn Jonas mit zum Markt.", "de");
    expect(drawn.find((x) => x.who === "Jonas")?.action).toBe("walk");
  });
});
