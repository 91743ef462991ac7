import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places, things } from "./story-probes";

describe("a story that names no place is set where its things and rides put it", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      ["Mr Lal stepped into the lift with his cat.", "Between two floors the lift stopped with a bump."],
    ],
    ["es", ["El señor Lal entró en el ascensor con su gato.", "Entre dos pisos, el ascensor se paró."]],
    [
      "fr",
      ["M. Lal est entré dans l'ascenseur avec son chat.", "Entre deux étages, l'ascenseur s'est arrêté."],
    ],
    ["de", ["Herr Lal stieg mit seiner Katze in den Aufzug.", "Zwischen zwei Stockwerken blieb er stehen."]],
    ["hi", ["लाल साहब अपनी बिल्ली के साथ लिफ़्ट में घुसे।", "दो मंज़िलों के बीच वह रुक गई।"]],
    ["kn", ["ಲಾಲ್ ಅವರು ತಮ್ಮ ಬೆಕ್ಕಿನ ಜೊತೆ ಲಿಫ್ಟ್ ಹತ್ತಿದರು.", "ಎರಡು ಮಹಡಿಗಳ ನಡುವೆ ಅದು ನಿಂತಿತು."]],
    ["ta", ["லால் தன் பூனையுடன் லிஃப்ட்டில் ஏறினார்.", "இரண்டு மாடிகளுக்கு இடையே அது நின்றது."]],
    ["te", ["లాల్ తన పిల్లితో లిఫ్ట్ ఎక్కారు.", "రెండు అంతస్తుల మధ్య అది ఆగిపోయింది."]],
  ])("%s: a lift is part of a building, the block of flats people live in: %s", (language, story) => {
    expect(places(language, story)).toEqual(["home", "home"]);
  });

  it.each<[Language, string[]]>([
    [
      "en",
      ["On Monday night Tara and her father got on the night bus to Delhi.", "She slept by the window."],
    ],
    [
      "es",
      [
        "El lunes por la noche, Tara y su padre subieron al autobús a Delhi.",
        "Ella durmió junto a la ventana.",
      ],
    ],
    ["kn", ["ಸೋಮವಾರ ರಾತ್ರಿ ತಾರಾ ಮತ್ತು ಅವಳ ಅಪ್ಪ ದೆಹಲಿಗೆ ಹೋಗುವ ಬಸ್ ಹತ್ತಿದರು.", "ಅವಳು ಕಿಟಕಿಯ ಪಕ್ಕ ಮಲಗಿದಳು."]],
    ["te", ["సోమవారం రాత్రి తారా, వాళ్ల నాన్న ఢిల్లీ వెళ్లే బస్సు ఎక్కారు.", "ఆమె కిటికీ పక్కన పడుకుంది."]],
  ])("%s: a bus boarded where no place was named rides along the street: %s", (language, story) => {
    expect(places(language, story)).toEqual(["street", "street"]);
  });

  it("a place word used as a verb with its object is no place: Ravi parks his cart", () => {
    expect(places("en", ["Every morning Ravi parks his tea cart at the corner of the street."])).toEqual([
      "street",
    ]);
  });

  it("a ball of red wool is the wool's heap, no ball to play with", () => {
    expect(things("en", ["Grandma Greta taught Lina to knit with a ball of red wool."])[0]).not.toContain(
      "soccer-ball",
    );
  });
});
