import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places } from "./story-probes";

describe("a story that names no place is where what happens in it is done", () => {
  it.each<[Language, string[]]>([
    ["en", ["Ravi rides his bicycle to work every morning.", "He whistles a song."]],
    ["fr", ["Ravi se promène à vélo tous les matins.", "Il siffle une chanson."]],
    ["de", ["Ravi fährt jeden Morgen auf dem Fahrrad.", "Er pfeift ein Lied."]],
    ["hi", ["रवि हर सुबह साइकिल पर घूमता है।", "वह एक गाना गाता है।"]],
  ])("puts someone riding a bicycle out on the road (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["street", "street"]);
  });

  it.each<[Language, string]>([
    ["en", "A small cat sat by the gate."],
    ["es", "Un gato pequeño dormía junto al portón."],
    ["fr", "Un petit chat dormait devant le portail."],
    ["kn", "ಒಂದು ಪುಟ್ಟ ಬೆಕ್ಕು ಗೇಟಿನ ಬಳಿ ಕುಳಿತಿತ್ತು."],
  ])("puts a gate among the houses (%s)", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["street"]);
  });

  it.each<[Language, string]>([
    ["en", "Mr Das sells tea in Gandhi Colony."],
    ["hi", "दास जी गांधी कॉलोनी में चाय बेचते हैं।"],
    ["te", "దాస్ గారు గాంధీ కాలనీలో టీ అమ్ముతారు."],
  ])("puts a housing colony among the houses (%s)", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["street"]);
  });

  it.each<[Language, string[]]>([
    [
      "es",
      ["Al terminar la tormenta, los niños salieron corriendo con sus botas.", "Saltaron en un charco."],
    ],
    [
      "fr",
      [
        "Après l'orage, les enfants sont sortis en courant avec leurs bottes.",
        "Ils ont sauté dans une flaque.",
      ],
    ],
  ])("puts children who run out of doors in the street (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["street", "street"]);
  });

  it.each<[Language, string[]]>([
    ["de", ["Die Kinder rannten auf die Straße hinaus.", "Am Abend rief ihr Vater sie herein."]],
  ])("brings them home when they are called in (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["street", "home"]);
  });
});

describe("a place named before a thing only says whose the thing is", () => {
  it("keeps a story at home when it names the school uniforms and the street lights", () => {
    const story = [
      "Mum ironed shirts at home.",
      "Grandpa polished the school shoes on the balcony.",
      "They talked until the street lights came on.",
    ];
    expect(places("en", story)).toEqual(["home", "home", "home"]);
  });

  it("still goes to a place named after a word of where", () => {
    const story = ["Mum ironed shirts at home.", "Then she walked to the school gate."];
    expect(places("en", story)).toEqual(["home", "school"]);
  });
});

describe("the way home is drawn on the way", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      [
        "The fishermen sold their catch at the harbour.",
        "Then they walked home with the boy, singing loudly.",
      ],
    ],
    [
      "es",
      ["Los pescadores vendieron el pescado en el puerto.", "Luego caminaron a casa con el niño, cantando."],
    ],
  ])("keeps company and what is done going along on the way (%s)", (language, story) => {
    const [, way] = places(language, story);
    expect(way).not.toEqual("home");
  });
});

describe("a ride home is drawn on the road", () => {
  it.each<[Language, string[]]>([
    ["es", ["Compraron una lámpara en el mercado.", "La llevaron a casa en el tranvía."]],
    ["fr", ["Ils ont acheté une lampe au marché.", "Ils l'ont rapportée à la maison dans le tram."]],
    ["de", ["Sie kauften eine Lampe auf dem Markt.", "Sie trugen sie in der Straßenbahn nach Hause."]],
  ])("draws the tram home in the street (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["market", "street"]);
  });

  it.each<[Language, string[]]>([
    [
      "en",
      [
        "They bought a lamp at the market.",
        "Mira slept in the car, and when they got home Dad carried her to bed.",
      ],
    ],
    [
      "es",
      [
        "Compraron una lámpara en el mercado.",
        "Mira se durmió en el coche, y al llegar a casa papá la llevó a la cama.",
      ],
    ],
  ])("draws the home a ride reaches in a clause of its own at home (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["market", "home"]);
  });
});

describe("words of a trade or an idiom name their own place or none", () => {
  it.each<[Language, string[], string]>([
    ["en", ["Mum took Tara to the optician's."], "shop"],
    ["fr", ["Maman a emmené Tara chez l'opticien."], "shop"],
    ["de", ["Mama ging mit Tara zum Optiker."], "shop"],
  ])("draws the optician at his shop (%s)", (language, story, place) => {
    expect(places(language, story)).toEqual([place]);
  });

  it.each<[Language, string[]]>([
    ["en", ["Sonu sells chai at the corner of the road.", "He gives the children a cup on the house."]],
    ["de", ["Sonu verkauft Tee auf der Straße.", "Er gibt den Kindern eine Tasse aufs Haus."]],
  ])("gives something on the house where the story is (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["street", "street"]);
  });
});
