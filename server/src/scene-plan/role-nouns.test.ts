import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const iconsOf = (sentence: string, language: Language) =>
  planScenes([sentence], language)[0]?.characters.map((c) => c.icon ?? "") ?? [];

describe("a word built for someone's job, unknown to the dictionaries, draws that person", () => {
  it.each<[Language, string, RegExp]>([
    ["en", "A melon seller waved from behind the cart.", /man|person/],
    ["en", "The lighthouse keeper climbed the stairs.", /man|person/],
    ["es", "El pescadero se rió de la broma del niño.", /^man$/],
    ["es", "La jardinera empujaba la carretilla cuesta arriba.", /^woman$/],
    ["fr", "Le poissonnier a ri de la blague du garçon.", /^man$/],
    ["de", "Der Ponyführer band das Seil fest.", /^man$/],
    ["te", "ఒక పూలు అమ్మేవాడు బండి తోసుకుంటూ వచ్చాడు.", /^man$/],
    ["en", "The fruit seller shouted at the boys.", /man|person/],
    ["es", "El conductor se rio del chiste.", /^man$/],
    ["es", "El conductor del autobús se tomó su té.", /^man$/],
    ["ta", "பழம் விற்பவர் பையன்களைப் பார்த்துக் கத்தினார்.", /man|person/],
  ])("%s: %s", (language, sentence, icon) => {
    expect(iconsOf(sentence, language).some((i) => icon.test(i))).toBe(true);
  });
});
