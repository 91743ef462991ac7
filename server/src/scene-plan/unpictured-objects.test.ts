import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The first character of a one-sentence story: its action and what that is done to unseen. */
const first = (language: Language, sentence: string) => {
  const c = planScenes([sentence], language)[0]?.characters[0];
  return { action: c?.action, actsOn: c?.actsOn };
};

describe("a throw, a push or a pull done to something with no picture says what it is done to", () => {
  it.each<[Language, string, string]>([
    ["en", "At dawn Grandpa Kofi threw his heavy net into the lagoon.", "net"],
    ["es", "Al amanecer, el abuelo Kofi lanzó su red a la laguna.", "red"],
    ["fr", "À l'aube, le grand-père Kofi a lancé son filet dans la lagune.", "filet"],
    ["de", "Im Morgengrauen warf Opa Kofi sein schweres Netz in die Lagune.", "Netz"],
    ["hi", "सुबह-सुबह दादा कोफ़ी ने अपना जाल फेंका।", "जाल"],
    ["kn", "ಬೆಳಗಿನ ಜಾವ ಅಜ್ಜ ಕೋಫಿ ತನ್ನ ಬಲೆಯನ್ನು ಎಸೆದರು.", "ಬಲೆಯನ್ನು"],
    ["ta", "விடியற்காலையில் தாத்தா கோஃபி தன் வலையை வீசினார்.", "வலையை"],
    ["te", "తెల్లవారుజామున తాతయ్య కోఫీ తన వలను విసిరాడు.", "వలను"],
  ])("%s: the net thrown has no picture, so the thrower holds no ball: %s", (language, sentence, word) => {
    expect(first(language, sentence)).toEqual({ action: "throw", actsOn: word });
  });

  it.each<[Language, string, string]>([
    ["en", "Every evening Lina pushed the old swing under the mango tree.", "swing"],
    ["fr", "Chaque soir, Lina poussait la vieille balançoire.", "balançoire"],
    ["es", "Cada tarde, Lina empujaba el viejo columpio.", "columpio"],
  ])("%s: a swing pushed is no shopping cart: %s", (language, sentence, word) => {
    expect(first(language, sentence)).toEqual({ action: "push", actsOn: word });
  });

  it.each<[Language, string]>([
    ["en", "Lina threw the red ball over the fence."],
    ["en", "Lina pulled hard, and the door gave way."],
    ["es", "Lina tiró la pelota por encima de la valla."],
    ["de", "Lina zog kräftig."],
  ])("%s: a thing drawn, or no thing at all, leaves the pose as it is: %s", (language, sentence) => {
    expect(first(language, sentence).actsOn).toBeUndefined();
  });
});
