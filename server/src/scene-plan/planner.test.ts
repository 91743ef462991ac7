import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { splitSentences } from "../story-writer/local-writer";
import { fluentIconNames } from "./fluent-names";
import { planScenes } from "./planner";
import { type ScenePlan, scenePlanSchema } from "./scene-plan-schema";

const plan = (story: string, language: Language) => planScenes(splitSentences(story, language), language);

/** The concepts a test pins: subjects by icon, objects by icon, where and when. */
function summary(p: ScenePlan) {
  return {
    who: p.characters.map((c) => c.icon),
    what: p.objects.map((o) => o.icon),
    place: p.setting.place,
    time: p.time,
    weather: p.weather,
  };
}

/** One story per language: a baker in a bakery, a child with a dog at night, a farmer in rain, a teacher. */
const STORIES: Record<Language, string> = {
  en: "Maya ran a tiny bakery in Seville. One night it rained, and a boy with his dog knocked on the door. A farmer worked in the fields. At school, the teacher read a book to the children.",
  es: "Lucía tenía una pequeña panadería en Sevilla. Una noche llovía y un niño llegó con su perro. Un agricultor trabajaba en el campo. En la escuela, la maestra leía un libro a los niños.",
  fr: "Léa tenait une petite boulangerie à Lyon. Une nuit, il pleuvait et un garçon est arrivé avec son chien. Un fermier travaillait dans les champs. À l'école, la maîtresse lisait un livre aux enfants.",
  de: "Anna führte eine kleine Bäckerei in Köln. In einer Nacht regnete es, und ein Junge kam mit seinem Hund. Ein Bauer arbeitete auf dem Feld. In der Schule las die Lehrerin den Kindern ein Buch vor.",
  hi: "माया एक छोटी बेकरी चलाती थी। रात को बारिश हो रही थी और एक लड़का अपने कुत्ते के साथ आया। एक किसान खेत में काम कर रहा था। स्कूल में शिक्षिका बच्चों को किताब पढ़ा रही थी।",
  ta: "மாயா ஒரு சிறிய ரொட்டிக் கடையை நடத்தினாள். இரவில் மழை பெய்தது, ஒரு சிறுவன் தன் நாயுடன் வந்தான். ஒரு விவசாயி வயலில் வேலை செய்தார். பள்ளியில் ஆசிரியை குழந்தைகளுக்கு புத்தகம் படித்தாள்.",
  te: "సీత ఒక చిన్న బేకరీ నడిపింది. రాత్రి వర్షం పడుతోంది, ఒక అబ్బాయి తన కుక్కతో వచ్చాడు. ఒక రైతు పొలంలో పని చేశాడు. బడిలో ఉపాధ్యాయురాలు పిల్లలకు పుస్తకం చదివింది.",
  kn: "ಮಾಯಾ ಒಂದು ಸಣ್ಣ ಬೇಕರಿ ನಡೆಸುತ್ತಿದ್ದಳು. ರಾತ್ರಿ ಮಳೆ ಬರುತ್ತಿತ್ತು, ಒಬ್ಬ ಹುಡುಗ ತನ್ನ ನಾಯಿಯೊಂದಿಗೆ ಬಂದನು. ಒಬ್ಬ ರೈತ ಹೊಲದಲ್ಲಿ ಕೆಲಸ ಮಾಡುತ್ತಿದ್ದನು. ಶಾಲೆಯಲ್ಲಿ ಶಿಕ್ಷಕಿ ಮಕ್ಕಳಿಗೆ ಪುಸ್ತಕ ಓದಿದಳು.",
};

/** The teacher of STORIES: English "the teacher" says no gender; the other languages' words for her do. */
const TEACHER: Record<Language, string> = {
  en: "teacher",
  es: "woman-teacher",
  fr: "woman-teacher",
  de: "woman-teacher",
  hi: "woman-teacher",
  ta: "woman-teacher",
  te: "woman-teacher",
  kn: "woman-teacher",
};

describe("scene plan per sentence", () => {
  it("plans Maya, a woman, in a bakery with bread", () => {
    const [first] = plan("Maya ran a tiny bakery in Seville.", "en");
    expect(first?.characters).toMatchObject([
      { id: "maya", name: "Maya", kind: "person", gender: "female", icon: "woman" },
    ]);
    expect(first?.setting).toEqual({ place: "bakery", indoor: true });
    expect(first?.objects).toContainEqual({ icon: "bread", word: "bakery" });
    // "Seville" follows "in": a place name, not a second character.
    expect(first?.characters).toHaveLength(1);
  });

  for (const language of Object.keys(STORIES) as Language[]) {
    it(`plans the baker, the child with a dog at night in rain, the farmer and the teacher in ${language}`, () => {
      const plans = plan(STORIES[language], language);
      expect(plans).toHaveLength(4);
      const [baker, night, farmer, school] = plans.map(summary);
      expect(baker).toMatchObject({ who: ["woman"], place: "bakery" });
      expect(baker?.what).toContain("bread");
      expect(plans[0]?.characters[0]).toMatchObject({ gender: "female", kind: "person" });
      expect(night).toMatchObject({ who: ["boy", "dog"], time: "night", weather: "rain" });
      expect(farmer?.who).toHaveLength(1);
      expect(farmer?.who[0]).toMatch(/^(man-)?farmer$/);
      expect(farmer?.place).toMatch(/^(farm|countryside)$/);
      expect(school?.place).toBe("school");
      expect(school?.who[0]).toBe(TEACHER[language]);
      expect(school?.what).toContain("books");
      for (const p of plans) expect(scenePlanSchema.parse(p)).toEqual(p);
    });
  }

  it("keeps one id, gender, icon and skin tone for a named character through the video", () => {
    const plans = plan(
      "Ravi was a young farmer. The rain came early that year. He walked to the market with his mother. Ravi smiled at her.",
      "en",
    );
    const ravi = plans.flatMap((p) => p.characters.filter((c) => c.id === "ravi"));
    // "The rain came early that year" names nobody: Ravi, the last person seen, stays in the picture.
    expect(ravi).toHaveLength(4);
    const looks = new Set(ravi.map((c) => JSON.stringify([c.gender, c.icon, c.skinTone, c.age])));
    expect(looks.size).toBe(1);
    expect(ravi[0]).toMatchObject({ gender: "male", icon: "man-farmer" });
    expect(ravi.map((c) => c.word)).toEqual(["Ravi", undefined, "He", "Ravi"]);
    // "her" is the mother (the only woman), not Ravi.
    expect(plans[3]?.characters.map((c) => c.id)).toEqual(["ravi", "mother"]);
  });

  it("takes no place name, weekday or look-alike word for a character or an object", () => {
    const [madrid] = plan("Carlos vendía flores en el mercado de Madrid.", "es");
    expect(madrid?.characters.map((c) => c.id)).toEqual(["carlos"]);
    const [, sunday] = plan(
      "Grandpa Joe fixed bicycles. On Sunday his granddaughter Lily brought him a kite.",
      "en",
    );
    expect(sunday?.characters.map((c) => [c.id, c.icon])).toEqual([
      ["joe", "old-man"],
      ["lily", "girl"],
    ]);
    // "ramené" (brought back) is no ramen; "దారిలో" (on the way) is no thread.
    expect(plan("Il l'a ramené à la maison.", "fr")[0]?.objects).toEqual([]);
    expect(plan("ఒక రోజు ఆమెకు దారిలో ఒక పిల్లి కనిపించింది.", "te")[0]?.objects).toEqual([]);
  });

  it("gives the same plan for the same text (no randomness)", () => {
    expect(plan(STORIES.fr, "fr")).toEqual(plan(STORIES.fr, "fr"));
  });

  it("reads a fable's she as the fox the story is about, not a stranger, while a person comes first", () => {
    const fable = planScenes(
      ["A little fox lived at the edge of the forest.", "She ran to the river every morning."],
      "en",
    );
    expect(fable[1]?.characters.map((c) => [c.icon, c.action])).toEqual([["fox", "run"]]);
    const owner = planScenes(["Maya had a dog.", "She walked to the park."], "en");
    expect(owner[1]?.characters.map((c) => c.kind)).toEqual(["person"]);
  });

  it("resolves pronouns to the last named character in every script", () => {
    const cases: [Language, string, string][] = [
      ["es", "Lucía abrió la tienda. Ella sonrió.", "Ella"],
      ["fr", "Léa ouvrit la boutique. Elle sourit.", "Elle"],
      ["de", "Anna öffnete den Laden. Sie lächelte.", "Sie"],
      ["hi", "माया ने दुकान खोली। वह मुस्कुराई।", "वह"],
      ["ta", "மாயா கடையைத் திறந்தாள். அவள் சிரித்தாள்.", "அவள்"],
      ["te", "సీత దుకాణం తెరిచింది. ఆమె నవ్వింది.", "ఆమె"],
      ["kn", "ಮಾಯಾ ಅಂಗಡಿ ತೆರೆದಳು. ಅವಳು ನಕ್ಕಳು.", "ಅವಳು"],
    ];
    for (const [language, story, pronoun] of cases) {
      const [first, second] = plan(story, language);
      const named = first?.characters[0];
      expect(named?.name, language).toBeTruthy();
      // The same look; the pose is the second sentence's own (she laughs).
      const still = second?.characters.map(({ action: _pose, ...c }) => c);
      expect(still, language).toEqual([{ ...named, word: pronoun }]);
      expect(second?.characters[0]?.gender, language).toBe("female");
      expect(first?.setting.place, language).toBe("shop");
    }
  });

  it("carries the setting, time and weather over until a sentence names new ones", () => {
    const plans = plan(
      "It was a rainy evening in the village. Nobody came. Then the sun rose over the mountains. Everyone laughed.",
      "en",
    );
    expect(plans.map((p) => [p.setting.place, p.time, p.weather])).toEqual([
      ["countryside", "dusk", "rain"],
      ["countryside", "dusk", "rain"],
      ["mountains", "dusk", "rain"],
      ["mountains", "dusk", "rain"],
    ]);
    expect(plans[3]?.mood).toBe("joyful");
    expect(plans[1]?.mood).toBe("neutral");
  });

  it("goes home, not to the field, for a bed, or a lamp at night, after an outdoor scene, in two scripts", () => {
    const stories: [Language, string][] = [
      [
        "en",
        "A farmer told her about the harvest in the countryside. At night she wrote a letter by the light of a lamp. Then she went to bed.",
      ],
      ["hi", "एक किसान ने उसे गाँव की फ़सल के बारे में बताया। रात को उसने दीये की रोशनी में एक चिट्ठी लिखी।"],
    ];
    for (const [language, text] of stories) {
      const plans = plan(text, language);
      expect(plans[0]?.setting).toEqual({ place: "countryside", indoor: false });
      for (const p of plans.slice(1)) expect(p.setting).toEqual({ place: "home", indoor: true });
    }
    // A lamp named with its own place stays there, and by day a lamp is one more thing at the market.
    expect(plan("In the park, a lamp glowed. She walked on.", "en").map((p) => p.setting.place)).toEqual([
      "park",
      "park",
    ]);
    expect(
      plan("Sita worked at the market. She wanted to learn to use the lamp.", "en").map(
        (p) => p.setting.place,
      ),
    ).toEqual(["market", "market"]);
  });

  it("clears the sky when the story moves to another time of day without naming its weather", () => {
    const plans = plan(
      "One rainy morning Maya opened her shop. She baked bread. That night she slept well.",
      "en",
    );
    expect(plans.map((p) => [p.time, p.weather])).toEqual([
      ["dawn", "rain"],
      ["dawn", "rain"],
      ["night", "clear"],
    ]);
  });

  it.each([
    ["en", "At night she wrote a letter. On Sunday the whole town came to the park for a festival."],
    ["es", "Por la noche escribió una carta. El domingo todo el pueblo fue al parque para una fiesta."],
    ["fr", "La nuit, elle écrivit une lettre. Le dimanche, toute la ville vint au parc pour une fête."],
    ["de", "In der Nacht schrieb sie einen Brief. Am Sonntag kam die ganze Stadt in den Park zu einem Fest."],
  ] as const)(
    "moves from the night to daylight in the park when a %s sentence names a weekday",
    (language, story) => {
      const plans = plan(story, language);
      expect(plans.map((p) => p.time)).toEqual(["night", "day"]);
      expect(plans[1]?.setting.place).toBe("park");
    },
  );

  it("draws a scene of two sentences at its first time and goes on from its last", () => {
    const plans = planScenes(
      ["At night she wrote a letter. On Sunday the whole town came to the park.", "Maya set up a stall."],
      "en",
    );
    expect(plans.map((p) => p.time)).toEqual(["night", "day"]);
  });

  it("shows the story's last person in a sentence that names nothing to draw", () => {
    const plans = plan("Maya baked bread. What should she try next? Nobody knew.", "en");
    const maya = plans[0]?.characters[0];
    expect(maya?.gender).toBe("female");
    for (const p of plans.slice(1)) expect(p.characters.map((c) => c.id)).toEqual([maya?.id]);
    // "she" is Maya and enters on her word; "Nobody knew." names nobody, so Maya is there from the start.
    expect(plans.map((p) => p.characters[0]?.word)).toEqual(["Maya", "she", undefined]);
    expect(plan("Nobody knew.", "en")[0]?.characters).toEqual([]);
  });

  it("draws no construction worker for a repair, and a French repair workshop as a shop", () => {
    const [repair] = planScenes(["Her father wheeled the bicycle to the repair shop."], "en");
    expect(repair?.characters.map((c) => c.icon)).toContain("man");
    expect(repair?.characters.map((c) => c.icon).join()).not.toMatch(/construction/);
    expect(repair?.setting.place).toBe("shop");
    const [fixed] = planScenes(["She took the radio for repair."], "en");
    expect(fixed?.characters.map((c) => c.icon)).toEqual(["woman"]);
    const [atelier, tube] = planScenes(
      [
        "Son père l'a poussé jusqu'à l'atelier de réparation du coin.",
        "Le mécanicien a plongé la chambre à air dans un seau d'eau.",
      ],
      "fr",
    );
    expect(atelier?.setting.place).toBe("shop");
    expect(tube?.setting.place).toBe("shop");
  });

  it("keeps the day's light on a bridge in every language, and goes dark only when night is said", () => {
    const bridges: [Language, string][] = [
      ["en", "At the old stone bridge they stopped."],
      ["es", "En el viejo puente de piedra se detuvieron."],
      ["fr", "Au vieux pont de pierre, ils se sont arrêtés."],
      ["de", "An der alten Steinbrücke hielten sie an."],
      ["hi", "पत्थर के पुराने पुल पर वे रुके।"],
      ["kn", "ಹಳೆಯ ಕಲ್ಲಿನ ಸೇತುವೆಯ ಬಳಿ ಅವರು ನಿಂತರು."],
      ["ta", "பழைய கல் பாலத்தில் அவர்கள் நின்றார்கள்."],
      ["te", "పాత రాతి వంతెన దగ్గర వాళ్లు ఆగారు."],
    ];
    for (const [language, sentence] of bridges)
      expect(planScenes(["It was a sunny afternoon.", sentence], language)[1]?.time, language).not.toBe(
        "night",
      );
    expect(planScenes(["They crossed the bridge at night."], "en")[0]?.time).toBe("night");
  });

  it("keeps the time a weekday sentence names itself", () => {
    const plans = plan("She baked all day. On Sunday night the town was quiet.", "en");
    expect(plans[1]?.time).toBe("night");
  });

  it.each([
    ["te", "అది కేవలం మొదలు మాత్రమే. ఎవరి సహాయమూ అవసరం లేదని సీత అనుకుంది.", "సీత"],
    ["te", "సహాయం అడగడం కూడా ఒక రకమైన ధైర్యమే అని ఆ రోజు సీత అర్థం చేసుకుంది.", "సీత"],
    ["kn", "ಅದು ಕೇವಲ ಆರಂಭವಾಗಿತ್ತು. ಯಾರ ಸಹಾಯವೂ ಬೇಕಿಲ್ಲ ಎಂದು ಗೀತಾ ಅಂದುಕೊಂಡಿದ್ದಳು.", "ಗೀತಾ"],
    ["kn", "ಸಹಾಯ ಕೇಳುವುದೂ ಒಂದು ರೀತಿಯ ಧೈರ್ಯ ಎಂದು ಅಂದು ಗೀತಾ ಅರ್ಥಮಾಡಿಕೊಂಡಳು.", "ಗೀತಾ"],
  ] as const)(
    "takes no first word for a person when a %s sentence names its subject: %s",
    (language, story, name) => {
      const [p] = planScenes([story], language);
      expect(p?.characters.map((c) => c.name)).toEqual([name]);
    },
  );

  it.each([
    ["ta", "வள்ளியும் முருகனும் சந்தையில் வேலை பார்த்து வந்தார்கள்."],
    ["ta", "ரவி மார்க்கெட்டுக்குச் சென்றான்."],
    ["kn", "ಗೀತಾ ಮತ್ತು ರಾಹುಲ್ ಮಾರುಕಟ್ಟೆಯಲ್ಲಿ ಕೆಲಸ ಮಾಡುತ್ತಿದ್ದರು."],
    ["kn", "ರವಿ ಸಂತೆಗೆ ಹೋದನು."],
    ["hi", "माया सेब और नींबू ख़रीदने बाज़ार गई।"],
    ["hi", "रवि सब्ज़ी मंडी में आलू बेचता था।"],
    ["hi", "गाँव के हाट में बहुत भीड़ थी।"],
    ["te", "సీత సంతలో కూరగాయలు కొన్నది."],
    ["te", "రాము బజారుకు వెళ్ళాడు."],
    ["te", "ప్రియ మార్కెట్‌లో పండ్లు కొన్నది."],
    ["en", "Maya went to the market."],
    ["en", "The bazaar was loud with voices."],
    ["en", "Grandpa ran a fruit stall in the marketplace."],
    ["es", "Carmen vendía naranjas en el mercado."],
    ["fr", "Inès est allée au marché avec sa mère."],
    ["de", "Am Samstag ging Lena auf den Wochenmarkt."],
    ["de", "Die Märkte der Stadt waren voll."],
  ] as const)("sets %s %s in an open-air market, outdoors", (language, sentence) => {
    const [p] = plan(sentence, language);
    expect(p?.setting).toEqual({ place: "market", indoor: false });
  });

  it.each([
    ["en", "Leo drove to the shop for milk."],
    ["en", "She bought a lamp at the store."],
    ["ta", "விஜய் கடையில் புத்தகங்கள் வாங்கினான்."],
    ["hi", "अमित ने दुकान से नई किताबें खरीदीं।"],
  ] as const)("keeps a shop (%s %s) a shop, indoors", (language, sentence) => {
    const [p] = plan(sentence, language);
    expect(p?.setting).toEqual({ place: "shop", indoor: true });
  });

  it.each([
    ["station", "en", "Maya waited at the station for the train."],
    ["station", "en", "The railway station was crowded that morning."],
    ["station", "es", "Carmen esperaba a su hermano en la estación."],
    ["station", "fr", "Inès attendait son père à la gare."],
    ["station", "de", "Lena wartete am Bahnhof auf ihren Bruder."],
    ["station", "hi", "रवि स्टेशन पर अपने भाई का इंतज़ार कर रहा था।"],
    ["station", "kn", "ರವಿ ನಿಲ್ದಾಣದಲ್ಲಿ ಕಾಯುತ್ತಿದ್ದನು."],
    ["station", "ta", "ரவி ரயில் நிலையத்தில் காத்திருந்தான்."],
    ["station", "te", "రాము స్టేషన్‌లో ఎదురుచూశాడు."],
    ["river", "en", "The children swam in the river."],
    ["river", "en", "Grandpa rowed across the lake."],
    ["river", "es", "Los niños nadaban en el río."],
    ["river", "fr", "Les enfants jouaient au bord de la rivière."],
    ["river", "de", "Die Kinder badeten im Fluss."],
    ["river", "hi", "बच्चे नदी में तैर रहे थे।"],
    ["river", "kn", "ಮಕ್ಕಳು ನದಿಯಲ್ಲಿ ಈಜುತ್ತಿದ್ದರು."],
    ["river", "ta", "குழந்தைகள் ஆற்றில் நீந்தினார்கள்."],
    ["river", "te", "పిల్లలు నదిలో ఈదారు."],
    ["square", "en", "The band played in the town square."],
    ["square", "es", "Los niños jugaban en la plaza."],
    ["square", "fr", "Les enfants jouaient sur la grand-place."],
    ["square", "de", "Die Kinder spielten auf dem Dorfplatz."],
    ["square", "hi", "बच्चे चौक में खेल रहे थे।"],
    ["square", "kn", "ಮಕ್ಕಳು ಊರಿನ ಚೌಕದಲ್ಲಿ ಆಡುತ್ತಿದ್ದರು."],
    ["square", "ta", "குழந்தைகள் சதுக்கத்தில் விளையாடினார்கள்."],
    ["square", "te", "పిల్లలు కూడలిలో ఆడుకున్నారు."],
    ["harbour", "en", "The fishing boats came back to the harbour."],
    ["harbour", "es", "Pedro esperaba a su padre en el puerto."],
    ["harbour", "fr", "Paul attendait son père au port."],
    ["harbour", "de", "Paul wartete am Hafen auf seinen Vater."],
    ["harbour", "hi", "रवि बंदरगाह पर अपने पिता का इंतज़ार कर रहा था।"],
    ["harbour", "kn", "ರವಿ ಬಂದರಿನಲ್ಲಿ ತಂದೆಗಾಗಿ ಕಾಯುತ್ತಿದ್ದನು."],
    ["harbour", "ta", "ரவி துறைமுகத்தில் அப்பாவுக்காகக் காத்திருந்தான்."],
    ["harbour", "te", "రవి ఓడరేవులో నాన్న కోసం ఎదురుచూశాడు."],
    ["garden", "en", "Grandma planted tomatoes in her garden."],
    ["garden", "es", "La abuela plantaba tomates en el huerto."],
    ["garden", "fr", "Mamie arrosait les salades du potager."],
    ["garden", "de", "Oma pflanzte Tomaten im Garten."],
    ["garden", "hi", "दादी बगीचे में टमाटर लगा रही थीं।"],
    ["garden", "kn", "ಅಜ್ಜಿ ತೋಟದಲ್ಲಿ ಟೊಮೆಟೊ ನೆಟ್ಟರು."],
    ["garden", "ta", "பாட்டி தோட்டத்தில் தக்காளி நட்டார்."],
    ["garden", "te", "అమ్మమ్మ తోటలో టమాటాలు నాటింది."],
  ] as const)("sets a %s sentence (%s %s) there, outdoors", (place, language, sentence) => {
    const [p] = plan(sentence, language);
    expect(p?.setting).toEqual({ place, indoor: false });
  });

  it.each([
    ["library", "en", "Priya read quietly in the library."],
    ["library", "es", "Lucía estudiaba en la biblioteca."],
    ["library", "fr", "Léa lisait à la bibliothèque."],
    ["library", "de", "Anna las in der Bibliothek."],
    ["library", "hi", "माया पुस्तकालय में पढ़ती थी।"],
    ["library", "kn", "ಮಾಯಾ ಗ್ರಂಥಾಲಯದಲ್ಲಿ ಓದುತ್ತಿದ್ದಳು."],
    ["library", "ta", "மாயா நூலகத்தில் படித்தாள்."],
    ["library", "te", "సీత గ్రంథాలయంలో చదివింది."],
    ["restaurant", "en", "They had dinner at a restaurant."],
    ["restaurant", "es", "Cenaron en un restaurante del centro."],
    ["restaurant", "fr", "Ils ont dîné au restaurant."],
    ["restaurant", "de", "Sie aßen im Restaurant."],
    ["restaurant", "hi", "वे रेस्टोरेंट में खाना खा रहे थे।"],
    ["restaurant", "kn", "ಅವರು ಹೋಟೆಲ್‌ನಲ್ಲಿ ಊಟ ಮಾಡಿದರು."],
    ["restaurant", "ta", "அவர்கள் உணவகத்தில் சாப்பிட்டார்கள்."],
    ["restaurant", "te", "వాళ్ళు రెస్టారెంట్‌లో భోజనం చేశారు."],
  ] as const)("sets a %s sentence (%s %s) there, indoors", (place, language, sentence) => {
    const [p] = plan(sentence, language);
    expect(p?.setting).toEqual({ place, indoor: true });
  });

  it("draws no snow for a Telugu mistake (పొరపాటు), whose first letters are CLDR's word for a layer of snow", () => {
    const plans = plan("సీత మరియు అనిల్ ప్రయత్నించారు, పొరపాటు చేశారు, మళ్ళీ మొదలుపెట్టారు.", "te");
    expect(plans[0]?.weather).toBe("clear");
  });

  it("reads Tamil காலி (empty) as no morning and தெரியவில்லை (did not know) as no street, but இரவில் as night", () => {
    const plans = planScenes(
      [
        "வள்ளி சந்தையில் வேலை செய்தாள்.",
        "அடுத்து என்ன நடக்கும் என்று யாருக்கும் தெரியவில்லை.",
        "முதலில், தேவையான எல்லாவற்றையும் சேகரித்து, ஒரு மேசையைக் காலி செய்யுங்கள்.",
        "இரவில் மழை பெய்தது.",
      ],
      "ta",
    );
    expect(plans.map((p) => [p.setting.place, p.time])).toEqual([
      ["market", "day"],
      ["market", "day"],
      ["market", "day"],
      ["market", "night"],
    ]);
  });

  it("takes an English sentence's unknown first word (a greeting, an order, a plural) for no one unless the story uses it again", () => {
    const script = plan(
      "Reelsmith turns your words into video. Hello, I'm Grace, your presenter. Paste a script and press generate. Create your first video today!",
      "en",
    );
    expect(script.map((p) => p.characters.map((c) => c.name))).toEqual([[], ["Grace"], [], []]);
    const sea = plan("Waves roll in. Gulls call out. Tigers sleep.", "en");
    expect(sea.flatMap((p) => p.characters.filter((c) => c.kind === "person"))).toEqual([]);
    expect(sea.map((p) => p.characters[0]?.icon)).toEqual([undefined, "bird", "tiger"]);
    const marcus = plan("Marcus opened the shop. Marcus smiled.", "en").map((p) => p.characters[0]?.name);
    expect(marcus).toEqual(["Marcus", "Marcus"]);
  });

  it("brings back nobody from an earlier scene for a verb whose subject is a thing (the town came)", () => {
    const plans = planScenes(
      [
        "माया ने रोटी बनाई।",
        "एक किसान ने उसे फ़सल के बारे में बताया।",
        "रात को उसने एक चिट्ठी लिखी। रविवार को पूरा शहर पार्क में आया।",
      ],
      "hi",
    );
    expect(plans[2]?.characters.map((c) => c.id)).toEqual([plans[0]?.characters[0]?.id]);
  });

  it("keeps the neutral studio for opening sentences until the story names where it is", () => {
    const plans = plan("Tom woke up early. He ate an apple. He walked to the hospital. He waited.", "en");
    expect(plans.map((p) => p.setting.place)).toEqual(["studio", "studio", "hospital", "hospital"]);
  });

  it("starts the weather a story tells mid-way from that sentence on, and keeps it", () => {
    const plans = plan(
      "Mia walked to the park. She met her friend. They played ball. It began to rain. They ran home.",
      "en",
    );
    expect(plans.map((p) => p.weather)).toEqual(["clear", "clear", "clear", "rain", "rain"]);
    const fr = plan(
      "Léa est allée au parc. Elle a vu son ami. Puis il a commencé à pleuvoir. Ils ont couru.",
      "fr",
    );
    expect(fr.map((p) => p.weather)).toEqual(["clear", "clear", "rain", "rain"]);
  });

  it("says what a person sits on when the sentence names a bench, a chair or the floor, in every language", () => {
    const seats = (story: string, language: Language) =>
      plan(story, language).map((p) => p.characters.find((c) => c.action === "sit")?.seat);
    expect(seats("The old woman sat on a bench by the sea.", "en")).toEqual(["bench"]);
    expect(seats("Grandpa sat on a chair.", "en")).toEqual(["chair"]);
    expect(seats("The boy sat on the floor.", "en")).toEqual(["floor"]);
    expect(seats("She sat down.", "en")).toEqual([undefined]);
    expect(seats("La abuela se sentó en un banco del parque.", "es")).toEqual(["bench"]);
    expect(seats("Mamie s'est assise sur une chaise.", "fr")).toEqual(["chair"]);
    expect(seats("दादी बेंच पर बैठी।", "hi")).toEqual(["bench"]);
    expect(seats("பாட்டி பெஞ்சில் உட்கார்ந்தாள்.", "ta")).toEqual(["bench"]);
    // The bench one sits on is not drawn again as a thing, nor "Bank" as a bank.
    const [p] = plan("Die alte Frau saß auf einer Bank am Meer.", "de");
    expect(p?.characters[0]?.seat).toBe("bench");
    expect(p?.objects.map((o) => o.icon)).toEqual([]);
    expect(plan("Grandpa sat on a chair.", "en")[0]?.objects.map((o) => o.icon)).toEqual([]);
  });

  it("draws only icons that exist in the Fluent Emoji set and never a face, a hand or a flag", () => {
    const icons = fluentIconNames();
    for (const language of Object.keys(STORIES) as Language[]) {
      for (const p of plan(STORIES[language], language)) {
        for (const c of p.characters) expect(icons.has(c.icon), c.icon).toBe(true);
        for (const o of p.objects) {
          expect(icons.has(o.icon), o.icon).toBe(true);
          expect(o.icon).not.toMatch(/face|hand|flag|keycap/);
        }
      }
    }
  });

  it("plans words no lexicon knows as an empty studio scene, still a valid plan", () => {
    const [p] = plan("Xyzzy plugh.", "en");
    expect(scenePlanSchema.parse(p)).toMatchObject({
      objects: [],
      setting: { place: "studio" },
      mood: "neutral",
    });
  });
});
