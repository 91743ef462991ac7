import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places } from "./story-probes";

describe("a pond is the water of the grounds the story is in", () => {
  it.each<[Language, string[]]>([
    ["en", ["The girls played football in the park.", "Their ball rolled into the pond."]],
    ["es", ["Las niñas jugaban al fútbol en el parque.", "Su pelota rodó hasta el estanque."]],
    ["fr", ["Les filles jouaient au football dans le parc.", "Leur ballon a roulé dans la mare."]],
    ["de", ["Die Mädchen spielten Fußball im Park.", "Ihr Ball rollte in den Teich."]],
    ["hi", ["लड़कियाँ पार्क में फ़ुटबॉल खेल रही थीं।", "उनकी गेंद लुढ़ककर तालाब में चली गई।"]],
    ["kn", ["ಹುಡುಗಿಯರು ಉದ್ಯಾನದಲ್ಲಿ ಫುಟ್‌ಬಾಲ್ ಆಡುತ್ತಿದ್ದರು.", "ಅವರ ಚೆಂಡು ಉರುಳಿ ಕೊಳಕ್ಕೆ ಬಿತ್ತು."]],
    ["ta", ["சிறுமிகள் பூங்காவில் கால்பந்து விளையாடினார்கள்.", "அவர்களுடைய பந்து உருண்டு குளத்தில் விழுந்தது."]],
    ["te", ["అమ్మాయిలు పార్కులో ఫుట్‌బాల్ ఆడుతున్నారు.", "వాళ్ల బంతి దొర్లి చెరువులో పడింది."]],
  ])("keeps the park (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["park", "park"]);
  });

  it("draws the garden beside the street for a pond named from the street", () => {
    expect(
      places("en", [
        "The boys played in the street after lunch.",
        "Their ball flew over the fence into Mrs Roy's pond.",
      ]),
    ).toEqual(["street", "garden"]);
  });
});
