import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** Each scene's people, by id, and its things, by icon. */
const scenes = (story: string[], language: Language) =>
  planScenes(story, language).map((p) => ({
    people: p.characters.map((c) => c.id),
    ages: p.characters.map((c) => `${c.id}:${c.age}`),
    things: p.objects.map((o) => o.icon),
  }));

describe("who stays when the story moves to another place", () => {
  const shopping: [Language, string[], string][] = [
    [
      "en",
      ["Anil and his aunt bought onions from a shopkeeper at the market.", "Then they walked home."],
      "shopkeeper",
    ],
    [
      "fr",
      [
        "Anne et sa tante ont acheté des oignons à un épicier au marché.",
        "Puis elles sont rentrées à la maison.",
      ],
      "grocer",
    ],
    [
      "de",
      [
        "Anna und ihre Tante kauften Zwiebeln bei einem Verkäufer auf dem Markt.",
        "Dann gingen sie nach Hause.",
      ],
      "shopkeeper",
    ],
    [
      "es",
      ["Ana y su tía compraron cebollas a un tendero en el mercado.", "Luego volvieron a casa caminando."],
      "shopkeeper",
    ],
    ["hi", ["अनिल और उसकी मौसी ने बाज़ार में एक दुकानदार से प्याज़ खरीदे।", "फिर वे घर गए।"], "shopkeeper"],
    ["kn", ["ಅನಿಲ್ ಮತ್ತು ಅವನ ಚಿಕ್ಕಮ್ಮ ಮಾರುಕಟ್ಟೆಯಲ್ಲಿ ಒಬ್ಬ ಅಂಗಡಿಯವನಿಂದ ಈರುಳ್ಳಿ ಕೊಂಡರು.", "ನಂತರ ಅವರು ಮನೆಗೆ ಹೋದರು."], "shopkeeper"],
    [
      "ta",
      ["அனில் தன் சித்தியுடன் சந்தையில் ஒரு கடைக்காரரிடம் வெங்காயம் வாங்கினான்.", "பிறகு அவர்கள் வீட்டுக்குச் சென்றார்கள்."],
      "shopkeeper",
    ],
    ["te", ["అనిల్, వాళ్ళ పిన్ని సంతలో ఒక దుకాణదారుడి దగ్గర ఉల్లిపాయలు కొన్నారు.", "తర్వాత వాళ్ళు ఇంటికి వెళ్ళారు."], "shopkeeper"],
  ];
  it.each(shopping)(
    "leaves the shopkeeper at the market when the family goes home, and takes the family (%s)",
    (language, story, worker) => {
      const [market, home] = scenes(story, language);
      expect(market?.people).toContain(worker);
      expect(home?.people).not.toContain(worker);
      expect(home?.people).toContain("aunt");
      expect(home?.people.length).toBe(2);
    },
  );

  it("gives a woman's pronoun at home to the aunt, not to the shopkeeper left at the market", () => {
    const story = [
      "Anil and his aunt bought onions from a shopkeeper at the market.",
      "Then they walked home.",
      "She made soup.",
    ];
    expect(scenes(story, "en")[2]?.people).toEqual(["aunt"]);
  });
});

describe("an old worker", () => {
  const old: [Language, string[]][] = [
    ["en", ["An old farmer sold mangoes at the market.", "The farmer smiled."]],
    ["es", ["Un viejo campesino vendía mangos en el mercado.", "El campesino sonrió."]],
    ["fr", ["Un vieux paysan vendait des mangues au marché.", "Le paysan a souri."]],
    ["de", ["Ravi kaufte Mangos von einem alten Bauern auf dem Markt.", "Der Bauer lächelte."]],
    ["hi", ["बूढ़े किसान ने बाज़ार में आम बेचे।", "किसान मुस्कुराया।"]],
    ["kn", ["ಮುದುಕ ರೈತ ಮಾರುಕಟ್ಟೆಯಲ್ಲಿ ಮಾವಿನಹಣ್ಣು ಮಾರಿದನು."]],
    ["ta", ["வயதான விவசாயி சந்தையில் மாம்பழம் விற்றார்."]],
    ["te", ["ముసలి రైతు సంతలో మామిడిపండ్లు అమ్మాడు."]],
  ];
  it.each(old)("is drawn as one old person, and stays old when named again (%s)", (language, story) => {
    for (const scene of scenes(story, language))
      expect(scene.ages.filter((a) => a.startsWith("farmer"))).toEqual(["farmer:elder"]);
    expect(scenes(story, language)[0]?.people).toEqual(expect.not.arrayContaining(["elder"]));
  });
});

describe("a meal at the table and a carried bag", () => {
  const table: [Language, string][] = [
    ["en", "They ate rice at the table."],
    ["es", "Comieron arroz a la mesa."],
    ["de", "Sie aßen Reis am Tisch."],
    ["hi", "उन्होंने मेज़ पर चावल खाए।"],
    ["kn", "ಅವರು ಮೇಜಿನ ಬಳಿ ಅನ್ನ ತಿಂದರು."],
    ["ta", "அவர்கள் மேசையில் சாதம் சாப்பிட்டார்கள்."],
    ["te", "వాళ్ళు బల్ల దగ్గర అన్నం తిన్నారు."],
  ];
  it.each(table)("lays a plate on the table they eat at (%s)", (language, sentence) => {
    expect(scenes([sentence], language)[0]?.things).toContain("fork-and-knife-with-plate");
  });

  it("lays no plate at a table where nobody eats", () => {
    expect(scenes(["She sat at the table and wrote a letter."], "en")[0]?.things).not.toContain(
      "fork-and-knife-with-plate",
    );
  });

  const floor: [Language, string][] = [
    ["en", "Meera and her parents ate pizza sitting on the floor, because the table had not arrived yet."],
    ["es", "Meera y sus padres cenaron pizza sentados en el suelo, porque la mesa todavía no había llegado."],
    [
      "fr",
      "Meera et ses parents ont mangé une pizza assis par terre, parce que la table n'était pas arrivée.",
    ],
    ["de", "Meera und ihre Eltern aßen Pizza auf dem Boden, weil der Tisch noch nicht angekommen war."],
    ["hi", "मीरा और उसके मम्मी-पापा फ़र्श पर बैठकर पिज़्ज़ा खाते रहे, क्योंकि मेज़ अभी तक नहीं आई थी।"],
    ["kn", "ಮೇಜು ಇನ್ನೂ ಬಂದಿರದ ಕಾರಣ ಮೀರಾ ನೆಲದ ಮೇಲೆ ಕುಳಿತು ಪಿಜ್ಜಾ ತಿಂದಳು."],
    ["ta", "மேசை இன்னும் வந்து சேராததால், மீரா தரையில் உட்கார்ந்து பீட்சா சாப்பிட்டாள்."],
    ["te", "బల్ల ఇంకా రాకపోవడంతో మీరా నేల మీద కూర్చుని పిజ్జా తిన్నది."],
  ];
  it.each(floor)("lays no plate on a table when they eat on the floor (%s)", (language, sentence) => {
    expect(scenes([sentence], language)[0]?.things).not.toContain("fork-and-knife-with-plate");
  });

  const bags: [Language, string, string][] = [
    ["de", "Mira trug zwei Einkaufstaschen nach Hause.", "shopping-bags"],
    ["de", "Sie nahm ihre Handtasche.", "handbag"],
    ["de", "Opa trug die Einkaufstasche.", "shopping-bags"],
    ["ta", "மீரா இரண்டு பைகளை வீட்டுக்குக் கொண்டு வந்தாள்.", "shopping-bags"],
    ["ta", "தாத்தா தன் பையைத் தோளில் தூக்கிக்கொண்டு நடந்தார்.", "shopping-bags"],
    ["ta", "அவள் கைப்பையை எடுத்தாள்.", "handbag"],
  ];
  it.each(bags)("draws the bag someone carries (%s: %s)", (language, sentence, icon) => {
    expect(scenes([sentence], language)[0]?.things).toContain(icon);
  });

  it("reads a Tamil boy as no bag", () => {
    expect(scenes(["அந்தப் பையன் ஓடினான்."], "ta")[0]?.things).not.toContain("shopping-bags");
  });
});

describe("what the story was doing when it moves to another place", () => {
  const games: [Language, string[]][] = [
    [
      "en",
      ["Tara and Dev played cricket in the park.", "Later they walked to the market and bought a ball."],
    ],
    [
      "fr",
      [
        "Tara et Dev jouaient au cricket dans le parc.",
        "Ensuite ils sont partis au marché et ont acheté une balle.",
      ],
    ],
    ["de", ["Tara und Dev spielten Cricket im Park.", "Dann gingen sie zum Markt und kauften einen Ball."]],
    ["hi", ["तारा और देव पार्क में क्रिकेट खेल रहे थे।", "फिर वे बाज़ार गए और एक गेंद खरीदी।"]],
    ["kn", ["ತಾರಾ ಮತ್ತು ದೇವ್ ಉದ್ಯಾನದಲ್ಲಿ ಕ್ರಿಕೆಟ್ ಆಡಿದರು.", "ನಂತರ ಅವರು ಮಾರುಕಟ್ಟೆಗೆ ಹೋದರು.", "ಅಲ್ಲಿ ಒಂದು ಚೆಂಡು ಕೊಂಡರು."]],
    ["te", ["తార, దేవ్ పార్కులో క్రికెట్ ఆడారు.", "తర్వాత వాళ్ళు సంతకి వెళ్ళారు.", "అక్కడ ఒక బంతి కొన్నారు."]],
  ];
  it.each(games)(
    "ends the game when they go to the market: a ball bought there is no cricket (%s)",
    (language, story) => {
      const drawn = scenes(story, language);
      expect(drawn[0]?.things).toContain("cricket-game");
      expect(drawn.at(-1)?.things).not.toContain("cricket-game");
    },
  );

  it("goes on with the game where the ball only lands in another place", () => {
    const story = ["Ravi played cricket with his friends in the park.", "Ravi hit the ball into the pond."];
    expect(scenes(story, "en")[1]?.things).toContain("cricket-game");
  });
});

describe("the company of the scene before stays on the way on from its place", () => {
  it.each<[Language, string[]]>([
    [
      "en",
      [
        "Arjun and his grandmother walked around the market.",
        "On the way home it began to rain, and Grandma opened her black umbrella.",
      ],
    ],
    [
      "es",
      [
        "Arjun y su abuela pasearon por el mercado.",
        "De vuelta a casa empezó a llover, y la abuela abrió su paraguas negro.",
      ],
    ],
    ["hi", ["अर्जुन और उसकी दादी बाज़ार में घूमे।", "घर लौटते समय बारिश शुरू हो गई, और दादी ने अपना काला छाता खोला।"]],
    [
      "ta",
      [
        "அர்ஜுனும் பாட்டியும் சந்தையில் சுற்றினார்கள்.",
        "வீடு திரும்பும் வழியில் மழை பெய்யத் தொடங்கியது; பாட்டி தன் கருப்புக் குடையைத் திறந்தாள்.",
      ],
    ],
    ["te", ["అర్జున్, అమ్మమ్మ సంతలో తిరిగారు.", "ఇంటికి తిరిగి వస్తుండగా వర్షం మొదలైంది, అమ్మమ్మ తన నల్ల గొడుగు తెరిచింది."]],
  ])("keeps both where a %s sentence names only one of them", (language, story) => {
    const last = scenes(story, language).at(-1);
    expect(last?.people).toHaveLength(2);
  });

  it("keeps nobody for a sentence that speaks of its people by pronoun only (de)", () => {
    const story = [
      "Auf dem Markt ließ der kleine Tenzin die Hand seiner Oma los.",
      "Als Tenzin sich umdrehte, war sie weg, und er fing an zu weinen.",
      "Ein Gepäckträger im roten Hemd hob ihn auf seine Schultern.",
    ];
    expect(scenes(story, "de").at(-1)?.people).toHaveLength(1);
  });

  it("lets a sentence that names someone new draw only those it names (en)", () => {
    const story = ["Arjun and his grandmother walked around the market.", "A man sold balloons by the gate."];
    expect(scenes(story, "en").at(-1)?.people).toEqual(["man"]);
  });
});
