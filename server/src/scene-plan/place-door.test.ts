import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places } from "./story-probes";

describe("someone opening the door to a visitor from the street is at home", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      ["The postman cycled down the lane in the rain.", "Grandma Rosa opened the door and gave him a towel."],
    ],
    [
      "es",
      [
        "El cartero bajó en bicicleta por la calle bajo la lluvia.",
        "La abuela Rosa abrió la puerta y le dio una toalla.",
      ],
    ],
    [
      "fr",
      [
        "Le facteur descendait la rue à vélo sous la pluie.",
        "Mamie Rosa a ouvert la porte et lui a donné une serviette.",
      ],
    ],
    [
      "de",
      [
        "Der Briefträger radelte im Regen die Straße entlang.",
        "Oma Rosa öffnete die Tür und gab ihm ein Handtuch.",
      ],
    ],
    ["hi", ["डाकिया बारिश में साइकिल से गली में आया।", "रोज़ा दादी ने दरवाज़ा खोला और उसे तौलिया दिया।"]],
    ["kn", ["ಅಂಚೆಯವನು ಮಳೆಯಲ್ಲಿ ಬೀದಿಯಲ್ಲಿ ಸೈಕಲ್ ತುಳಿದು ಬಂದ.", "ರೋಜಾ ಅಜ್ಜಿ ಬಾಗಿಲು ತೆರೆದು ಅವನಿಗೆ ಟವೆಲ್ ಕೊಟ್ಟರು."]],
    ["ta", ["தபால்காரர் மழையில் தெருவில் சைக்கிளில் வந்தார்.", "ரோஜா பாட்டி கதவைத் திறந்து அவருக்கு ஒரு துண்டு கொடுத்தார்."]],
    ["te", ["పోస్ట్‌మ్యాన్ వానలో వీధిలో సైకిల్ మీద వచ్చాడు.", "రోజా బామ్మ తలుపు తీసి అతనికి తువ్వాలు ఇచ్చింది."]],
  ])("draws the home after the street (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["street", "home"]);
  });

  it("keeps the street where a car door opens", () => {
    expect(
      places("en", ["The taxi stopped in the busy street.", "The driver opened the car door for Mrs Gupta."]),
    ).toEqual(["street", "street"]);
  });
});
