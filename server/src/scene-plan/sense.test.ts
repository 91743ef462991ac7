import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The one scene of a sentence planned on its own: its things and its people (icon and pose). */
function scene(sentence: string, language: Language = "en") {
  const [plan] = planScenes([sentence], language);
  if (!plan) throw new Error("no plan");
  return {
    things: plan.objects.map((o) => o.icon),
    people: plan.characters.map((c) => ({ icon: c.icon, kind: c.kind, action: c.action ?? "stand" })),
    place: plan.setting.place,
  };
}

describe("the planner draws a word in the sense it has in its sentence", () => {
  it("draws a bowl of soup as a dish of food, never a bowling ball and pins", () => {
    const s = scene("The waiter brought them a bowl of soup.");
    expect(s.things).toContain("bowl-with-spoon");
    expect(s.things).not.toContain("bowling");
  });

  it("draws no ping-pong table for the table someone spills soup on", () => {
    expect(scene("Leo spilled some soup on the table.").things).not.toContain("ping-pong");
    expect(scene("She found a quiet table and opened a book.").things).not.toContain("ping-pong");
  });

  it("reads picks in she picks apples as a verb: apples, and no pickaxe", () => {
    const s = scene("She picks apples from the low branches.");
    expect(s.things).toContain("red-apple");
    expect(s.things).not.toContain("pick");
  });

  it("draws the rising sun, but neither a rose nor the orange coin it is compared with", () => {
    const s = scene("The sun rose like an orange coin.");
    expect(s.things).toContain("sun");
    for (const wrong of ["rose", "tangerine", "coin"]) expect(s.things).not.toContain(wrong);
    expect(scene("When the sun rose above the fence, his cat came out.").things).not.toContain("rose");
  });

  it("reads rose as the verb of a clause after a comma: the kite, and no rose", () => {
    const s = scene("On the hill, the kite rose into the wind.");
    expect(s.things).toContain("kite");
    expect(s.things).not.toContain("rose");
  });

  it("reads Spanish busca after a question word as looks for, not a pager", () => {
    expect(scene("«¿Qué busca?», le preguntó la bibliotecaria.", "es").things).not.toContain("pager");
  });

  it("draws Hindi clapping as no ball game", () => {
    const s = scene("उसके दादा ने ताली बजाई।", "hi");
    expect(s.people.map((p) => p.icon)).toContain("old-man");
    expect(s.people.map((p) => p.action)).not.toContain("play");
  });

  it("draws hot chocolate as a hot drink, not a chocolate bar", () => {
    for (const [sentence, language] of [
      ["Inside, Mother made hot chocolate for the children.", "en"],
      ["Dentro, mamá preparó chocolate caliente para los niños.", "es"],
      ["Drinnen machte Mama heiße Schokolade für die Kinder.", "de"],
    ] as const) {
      const s = scene(sentence, language);
      expect(s.things, sentence).toContain("hot-beverage");
      expect(s.things, sentence).not.toContain("chocolate-bar");
    }
  });

  it("draws a chocolate cake as a cake, without a chocolate bar or a puzzle piece", () => {
    const s = scene("After dinner they shared a piece of chocolate cake.");
    expect(s.things).toContain("birthday-cake");
    expect(s.things).not.toContain("chocolate-bar");
    expect(s.things).not.toContain("puzzle-piece");
  });

  it("draws a chocolate cake as a cake where the flavour follows it (gâteau au chocolat)", () => {
    const s = scene("Après le dîner, ils ont partagé une part de gâteau au chocolat.", "fr");
    expect(s.things).toContain("birthday-cake");
    expect(s.things).not.toContain("chocolate-bar");
    expect(
      scene("Después de la cena compartieron un trozo de pastel de chocolate.", "es").things,
    ).not.toContain("chocolate-bar");
  });

  it("draws the waiter as a person carrying the bowl", () => {
    const s = scene("The waiter carries the bowl.");
    expect(s.people).toEqual([expect.objectContaining({ kind: "person", action: "carry" })]);
    expect(s.things).toContain("bowl-with-spoon");
    expect(s.things).not.toContain("bowling");
  });

  it("draws gulls as birds and a mast as the boat it belongs to", () => {
    const s = scene("Gulls circled the mast.");
    expect(s.people).toEqual([expect.objectContaining({ kind: "animal", icon: "bird" })]);
    expect(s.things).toContain("sailboat");
  });
});

describe("the story keeps its place until it moves", () => {
  const places = (story: string[], language: Language = "en") =>
    planScenes(story, language).map((p) => p.setting.place);

  it("draws a trip home by bus on the street with the bus, not a bus in an empty room", () => {
    const [plan] = planScenes(["They went home by bus."], "en");
    expect(plan?.setting.place).toBe("street");
    expect(plan?.objects.map((o) => o.icon)).toContain("bus");
  });

  it.each([
    ["kn", "ಸಂಜೆ ಅವರು ಬಸ್ಸಿನಲ್ಲಿ ಮನೆಗೆ ಹಿಂತಿರುಗಿದರು."],
    ["ta", "மாலையில் அவர்கள் பேருந்தில் வீட்டுக்குத் திரும்பினார்கள்."],
    ["te", "సాయంత్రం వాళ్ళు బస్సులో ఇంటికి తిరిగి వచ్చారు."],
  ] as const)("in %s too, a ride home in a bus is the street, not a bus in a room", (language, sentence) => {
    const [plan] = planScenes([sentence], language);
    expect(plan?.setting.place).toBe("street");
    expect(plan?.objects.map((o) => o.icon)).toContain("bus");
  });

  it("keeps the market for the sentences after it that name no place, then moves with the story", () => {
    expect(
      places([
        "Mira went to the market.",
        "She bought apples and bread.",
        "At night she read in the kitchen.",
        "She smiled.",
      ]),
    ).toEqual(["market", "market", "kitchen", "kitchen"]);
  });

  it("goes home from the snowy town when the story says inside, and stays there", () => {
    expect(
      places([
        "It was a chilly night, and snow was falling over the town.",
        "Inside, Mother made hot chocolate for the children.",
        "They drank it by the fire.",
      ]),
    ).toEqual(["city", "home", "home"]);
  });

  it("reads after school as a time, not as the school", () => {
    expect(places(["After school Priya walked home."])).toEqual(["home"]);
    expect(places(["Nach der Schule ging Priya nach Hause."], "de")).toEqual(["home"]);
  });

  it("keeps a restaurant through the Hindi story's next sentences", () => {
    expect(places(["शुक्रवार की शाम मीरा और लियो एक छोटे रेस्टोरेंट में गए।", "वेटर उनके लिए सूप लाया।"], "hi")).toEqual([
      "restaurant",
      "restaurant",
    ]);
  });

  it("draws a playground as the playground, and the way home as the street", () => {
    expect(
      places(["Sam took his sister to the playground.", "On the way home a dog ran after them."]),
    ).toEqual(["playground", "street"]);
  });

  it.each<[Language, string[], string]>([
    [
      "en",
      ["Lucia waited on the street.", "She had left her umbrella at home, so she stood in the rain."],
      "street",
    ],
    ["en", ["The doctor saw Rohan at the clinic.", "She told him to stay at home for two days."], "hospital"],
    ["es", ["Lucía esperaba en la calle.", "Se había dejado el paraguas en casa."], "street"],
    ["fr", ["Camille attendait dans la rue.", "Elle avait oublié son parapluie à la maison."], "street"],
    ["de", ["Lucia wartete auf der Straße.", "Sie hatte ihren Regenschirm zu Hause vergessen."], "street"],
    ["hi", ["लूसिया सड़क पर खड़ी थी।", "वह अपना छाता घर पर ही भूल आई थी।"], "street"],
  ])(
    "keeps the scene where it is when a %s sentence names a place something was left in or someone is told to go to",
    (language, story, place) => {
      expect(places(story, language).at(-1)).toBe(place);
    },
  );

  it("starts a ferry's scene at the harbour it leaves", () => {
    expect(places(["The ferry left the harbour at six in the morning."])).toEqual(["harbour"]);
  });

  it.each<[Language, string, string]>([
    ["en", "The living room was full of balloons.", "home"],
    ["es", "El salón estaba lleno de globos.", "home"],
    ["de", "Das Wohnzimmer war voller Luftballons.", "home"],
    ["de", "Sein Vater brachte ihn in die Arztpraxis.", "hospital"],
    ["es", "Su padre lo llevó a la clínica.", "hospital"],
    ["hi", "पिताजी उसे क्लिनिक ले गए।", "hospital"],
    ["de", "Die Familie saß am Kamin.", "home"],
    ["en", "They sat by the fireplace and told stories.", "home"],
  ])("draws a home's rooms as the home and a clinic as the hospital (%s: %s)", (language, text, place) => {
    expect(places([text], language)).toEqual([place]);
  });

  it.each<[Language, string]>([
    ["es", "Sam llevó a su hermanita al parque infantil."],
    ["fr", "Sam a emmené sa petite sœur à l'aire de jeux."],
    ["de", "Sam ging mit seiner kleinen Schwester auf den Spielplatz."],
    ["hi", "सैम अपनी छोटी बहन को झूलों वाले पार्क में ले गया।"],
    ["kn", "ಸ್ಯಾಮ್ ತನ್ನ ತಂಗಿಯನ್ನು ಆಟದ ಮೈದಾನಕ್ಕೆ ಕರೆದುಕೊಂಡು ಹೋದನು."],
    ["ta", "சாம் தன் தங்கையை விளையாட்டுப் பூங்காவுக்கு அழைத்துச் சென்றான்."],
    ["te", "సామ్ తన చెల్లెల్ని ఆట స్థలంలో ఆడించాడు."],
  ])("draws the playground a %s sentence names", (language, text) => {
    expect(places([text], language)).toEqual(["playground"]);
  });
});

describe("a container is drawn with what it holds", () => {
  it("draws the box and the bread for 'una caja de pan', the cake alone for 'pastel de chocolate'", () => {
    expect(scene("El chico trajo una caja de pan.", "es").things).toEqual(["package", "bread"]);
    expect(scene("Comieron un pastel de chocolate.", "es").things).not.toContain("chocolate-bar");
  });
});
