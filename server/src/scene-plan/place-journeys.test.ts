import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places } from "./story-probes";

describe("the scene of a way home is the street, not the home", () => {
  it.each<[Language, string]>([
    ["en", "After her swim, Lina laughed all the way home."],
    ["es", "Lina se rio todo el camino a casa."],
    ["fr", "Sur le chemin de l'école, Omar chantait."],
    ["de", "Auf dem Heimweg summte Omar ein Lied."],
    ["hi", "घर लौटते हुए लीना रास्ते भर हँसती रही।"],
    ["kn", "ಮನೆಗೆ ಹೋಗುವ ದಾರಿಯಲ್ಲಿ ಲೀನಾ ನಗುತ್ತಿದ್ದಳು."],
    ["ta", "வீட்டுக்குப் போகும் வழியில் லீனா சிரித்தாள்."],
    ["te", "ఇంటికి వెళ్తూ దారిలో లీనా నవ్వుతూనే ఉంది."],
  ])("%s: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["street"]);
  });

  it.each<[Language, string]>([
    ["en", "Late at night Kofi took a taxi home from the station."],
    ["en", "Kofi rode home on his scooter."],
    ["es", "De noche Kofi volvió a casa en taxi."],
    ["fr", "Kofi a pris un taxi pour rentrer à la maison."],
    ["de", "Kofi nahm ein Taxi nach Hause."],
    ["hi", "कोफ़ी टैक्सी में घर लौटा।"],
    ["kn", "ಕೋಫಿ ಟ್ಯಾಕ್ಸಿಯಲ್ಲಿ ಮನೆಗೆ ಹೋದನು."],
    ["ta", "கோஃபி டாக்ஸியில் வீட்டுக்குப் போனான்."],
    ["te", "కోఫీ టాక్సీలో ఇంటికి వెళ్ళాడు."],
  ])("%s: a ride home is on the road: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["street"]);
  });

  it("is home where someone is met there or the home is reached", () => {
    expect(places("en", ["Kofi took a taxi home and his sister made him tea."])).toEqual(["home"]);
    expect(places("en", ["Kofi got home and took off his shoes."])).toEqual(["home"]);
    expect(places("en", ["They walked through the forest.", "At last they reached home."])).toEqual([
      "forest",
      "home",
    ]);
  });
});

describe("a ride back from an outing is on the road", () => {
  it.each<[Language, string[]]>([
    ["en", ["They ate lunch in the park.", "On the bus back, Kofi fell asleep."]],
    ["es", ["Comieron en el parque.", "En el autobús de vuelta, Kofi se durmió."]],
    ["fr", ["Ils ont mangé au parc.", "Dans le bus du retour, Kofi s'est endormi."]],
    ["de", ["Sie aßen im Park.", "Im Bus auf dem Rückweg schlief Kofi ein."]],
    ["hi", ["उन्होंने पार्क में खाना खाया।", "लौटते वक़्त बस में कोफ़ी सो गया।"]],
    ["kn", ["ಅವರು ಉದ್ಯಾನದಲ್ಲಿ ಊಟ ಮಾಡಿದರು.", "ವಾಪಸ್ ಬರುವಾಗ ಬಸ್ಸಿನಲ್ಲಿ ಕೋಫಿ ನಿದ್ದೆ ಹೋದನು."]],
    ["ta", ["அவர்கள் பூங்காவில் சாப்பிட்டார்கள்.", "திரும்பும்போது பஸ்ஸில் கோஃபி தூங்கினான்."]],
    ["te", ["వాళ్ళు పార్కులో భోజనం చేశారు.", "తిరిగి వస్తుంటే బస్సులో కోఫీ నిద్రపోయాడు."]],
  ])("%s: %s", (language, sentences) => {
    expect(places(language, sentences)).toEqual(["park", "street"]);
  });

  it.each<[Language, string]>([
    ["es", "Meera volvió del aeropuerto en taxi."],
    ["de", "Im Bus vom Markt las Leo ein Comicheft."],
  ])("%s: a ride from a place is on the road, not at the place left: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["street"]);
  });

  it("draws a ride from a place, after a scene at home, on the road", () => {
    expect(
      places("en", ["Leo packed his bag at home.", "On the bus from the market, Leo read a comic."]),
    ).toEqual(["home", "street"]);
  });

  it("keeps a bus that stands at the park there when nobody rides back", () => {
    expect(places("en", ["They ate lunch in the park.", "The children sat on the bus and sang."])).toEqual([
      "park",
      "park",
    ]);
  });
});
