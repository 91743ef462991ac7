import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** Every thing and creature drawn in each scene of a story, by icon. */
const drawn = (story: string[], language: Language) =>
  planScenes(story, language).map((p) => [...p.objects, ...p.characters].map((x) => x.icon));

/** What the last scene of a story draws. */
const last = (story: string[], language: Language) => drawn(story, language).at(-1) ?? [];

describe("a thing drawn in the sense of the story's activity", () => {
  const cricket: [Language, string, string][] = [
    ["en", "On Sunday the twins played cricket behind the temple.", "Ravi hit the ball into the pond."],
    ["es", "Los primos jugaban al críquet en la playa.", "Pablo golpeó la pelota con fuerza."],
    ["fr", "Les enfants jouaient au cricket dans la cour.", "Léa a lancé la balle très loin."],
    ["de", "Am Nachmittag spielten die Brüder Cricket im Hof.", "Tom warf den Ball über die Mauer."],
    ["hi", "रविवार को बच्चे मैदान में क्रिकेट खेल रहे थे।", "मोहन ने गेंद को दूर फेंका।"],
    ["kn", "ಭಾನುವಾರ ಮಕ್ಕಳು ಮೈದಾನದಲ್ಲಿ ಕ್ರಿಕೆಟ್ ಆಡಿದರು.", "ರಾಜು ಚೆಂಡನ್ನು ದೂರ ಎಸೆದ."],
    ["ta", "ஞாயிறு அன்று சிறுவர்கள் தெருவில் கிரிக்கெட் விளையாடினார்கள்.", "ராமு பந்தை வேகமாக எறிந்தான்."],
    ["te", "ఆదివారం పిల్లలు మైదానంలో క్రికెట్ ఆడారు.", "రాము బంతిని దూరంగా విసిరాడు."],
  ];
  it.each(cricket)(
    "draws the game of cricket, and its ball as cricket's, never a football or an insect (%s)",
    (language, first, second) => {
      const [game, ball] = drawn([first, second], language);
      expect(game).toContain("cricket-game");
      expect(game).not.toContain("cricket");
      expect(ball).toContain("cricket-game");
      expect(ball).not.toContain("soccer-ball");
    },
  );

  const otherSports: [Language, string, string, string][] = [
    [
      "en",
      "Omar and his cousins played basketball in the yard.",
      "The ball bounced off the wall.",
      "basketball",
    ],
    ["en", "The girls had tennis practice after lunch.", "Nina threw the ball high.", "tennis"],
    ["es", "Marta juega al baloncesto los martes.", "Lanzó el balón muy alto.", "basketball"],
    ["fr", "Les filles jouaient au volley sur la plage.", "Zoé a frappé le ballon.", "volleyball"],
    ["de", "Lena spielt jeden Freitag Tennis.", "Sie schlug den Ball ins Netz.", "tennis"],
    ["hi", "लड़के शाम को हॉकी खेलते थे।", "गेंद झाड़ियों में खो गई।", "field-hockey"],
    ["ta", "மாலையில் பெண்கள் கூடைப்பந்து விளையாடினார்கள்.", "பந்து சுவரில் பட்டது.", "basketball"],
  ];
  it.each(otherSports)(
    "draws the ball of the sport the story plays (%s: %s)",
    (language, first, second, sport) => {
      const ball = last([first, second], language);
      expect(ball).toContain(sport);
      expect(ball).not.toContain("soccer-ball");
    },
  );

  it("keeps a football for a ball kicked in a story that plays no sport by name", () => {
    expect(last(["Maya kicked the ball across the garden."], "en")).toContain("soccer-ball");
    expect(last(["Der Hund holte den Ball aus dem Teich."], "de")).toContain("soccer-ball");
  });

  it("keeps the insect for an English cricket that chirps, with no game in the story", () => {
    const scene = last(["A cricket chirped under the bed all night."], "en");
    expect(scene).toContain("cricket");
    expect(scene).not.toContain("cricket-game");
  });

  const painting: [Language, string, string][] = [
    ["en", "Mia's class had an art lesson on Monday.", "She cleaned her brush in a jar of water."],
    ["es", "El lunes los niños tuvieron clase de pintura.", "Ana mojó el pincel en un bote de agua."],
    [
      "fr",
      "Le lundi, les élèves avaient un cours de peinture.",
      "Hugo a trempé son pinceau dans un bol d'eau.",
    ],
    ["de", "Am Montag hatten die Kinder Malunterricht.", "Jonas tauchte den Pinsel in ein Glas Wasser."],
    ["hi", "सोमवार को स्कूल में चित्रकला की कक्षा थी।", "रानी ने ब्रश पानी की कटोरी में धोया।"],
    ["kn", "ಸೋಮವಾರ ಶಾಲೆಯಲ್ಲಿ ಚಿತ್ರಕಲೆಯ ತರಗತಿ ಇತ್ತು.", "ರಾಣಿ ಕುಂಚವನ್ನು ನೀರಿನ ಬಟ್ಟಲಲ್ಲಿ ತೊಳೆದಳು."],
    ["ta", "திங்கள் அன்று பள்ளியில் ஓவிய வகுப்பு நடந்தது.", "ராணி தூரிகையைத் தண்ணீர்க் கிண்ணத்தில் கழுவினாள்."],
    ["te", "సోమవారం బడిలో డ్రాయింగ్ క్లాస్ జరిగింది.", "రాణి కుంచెను నీళ్ల గిన్నెలో కడిగింది."],
  ];
  it.each(painting)(
    "draws a painter's brush at a painting lesson, and no dish or jar for the water it is rinsed in (%s)",
    (language, first, second) => {
      const brush = last([first, second], language);
      expect(brush).toContain("paintbrush");
      for (const food of ["toothbrush", "jar", "bowl-with-spoon", "tumbler-glass", "sailboat"])
        expect(brush).not.toContain(food);
    },
  );

  const paints: [Language, string, string][] = [
    ["en", "The children had a painting class in the hall.", "Each child got a small box of paints."],
    ["fr", "Les enfants avaient un cours de dessin.", "Chacun a reçu une boîte de peinture."],
    ["hi", "बच्चों की चित्रकला की कक्षा शुरू हुई।", "सबको रंगों की एक डिब्बी मिली।"],
    ["ta", "பள்ளியில் ஓவிய வகுப்பு தொடங்கியது.", "ஒவ்வொருவருக்கும் ஒரு வண்ணப் பெட்டி கிடைத்தது."],
    ["te", "బడిలో డ్రాయింగ్ క్లాస్ మొదలైంది.", "అందరికీ ఒక రంగుల డబ్బా ఇచ్చారు."],
  ];
  it.each(paints)("draws a box of paints as a palette, no parcel (%s)", (language, first, second) => {
    const box = last([first, second], language);
    expect(box).toContain("artist-palette");
    expect(box).not.toContain("package");
    expect(box).not.toContain("dollar-banknote");
  });

  it("keeps a toothbrush and a bowl of soup where the story paints nothing", () => {
    expect(last(["Before bed, Sam cleaned his teeth with his toothbrush."], "en")).toContain("toothbrush");
    expect(last(["Grandma gave him a bowl of soup."], "en")).toContain("bowl-with-spoon");
  });

  const barber: [Language, string, string][] = [
    ["fr", "Samedi, Hugo est allé chez le coiffeur.", "Il s'est regardé dans la glace."],
    ["hi", "शनिवार को राजू नाई की दुकान गया।", "उसने शीशे में अपने बाल देखे।"],
    ["kn", "ಶನಿವಾರ ರಾಜು ಕ್ಷೌರಕ್ಕೆ ಹೋದ.", "ಅವನು ಕನ್ನಡಿಯಲ್ಲಿ ತನ್ನ ಕೂದಲು ನೋಡಿದ."],
    ["ta", "சனிக்கிழமை ராமு முடிவெட்ட சலூனுக்குச் சென்றான்.", "அவன் கண்ணாடியில் தன்னைப் பார்த்தான்."],
  ];
  it.each(barber)("draws the barber's glass as a mirror, no ice cream or goggles (%s)", (language, a, b) => {
    const glass = last([a, b], language);
    expect(glass).toContain("mirror");
    expect(glass).not.toContain("ice-cream");
    expect(glass).not.toContain("goggles");
  });

  it("keeps an ice cream eaten after dinner an ice cream", () => {
    expect(last(["Après le dîner, Léa a mangé une glace."], "fr")).toContain("ice-cream");
  });

  it("draws the barber's scissors and no kitchen knife for the cutting (te)", () => {
    const cut = last(["శనివారం రాము సెలూన్‌కి వెళ్ళాడు.", "మంగలి కత్తెరతో అతని జుట్టు కత్తిరించాడు."], "te");
    expect(cut).toContain("scissors");
    expect(cut).not.toContain("kitchen-knife");
  });

  const diwali: [Language, string][] = [
    ["en", "On Diwali night, Asha lit the lamps on the steps."],
    ["es", "En Diwali, la familia encendió lamparitas de barro en la puerta."],
    ["fr", "Pour Diwali, Nina a allumé des lampes en terre devant la porte."],
    ["de", "An Diwali stellte Oma Tonlämpchen vor die Tür."],
    ["hi", "दिवाली की रात दादी ने मिट्टी के दीये जलाए।"],
    ["kn", "ದೀಪಾವಳಿಯ ರಾತ್ರಿ ಅಜ್ಜಿ ಹಣತೆಗಳನ್ನು ಹಚ್ಚಿದರು."],
    ["te", "దీపావళి రాత్రి బామ్మ ప్రమిదలు వెలిగించింది."],
  ];
  it.each(diwali)("draws Diwali's lamps as clay lamps, no light bulb (%s)", (language, sentence) => {
    const lamps = last([sentence], language);
    expect(lamps).toContain("diya-lamp");
    expect(lamps).not.toContain("light-bulb");
  });

  it("keeps the lamp of a story with no festival a lamp", () => {
    expect(last(["Dad switched on the lamp in the study."], "en")).toContain("light-bulb");
  });

  it("draws Diwali's rockets as fireworks (es)", () => {
    const sky = last(["Era la noche de Diwali.", "Los cohetes estallaban sobre la casa."], "es");
    expect(sky).toContain("fireworks");
    expect(sky).not.toContain("rocket");
  });

  const sewing: [Language, string, string][] = [
    ["en", "Grandma was sewing a dress for Maya.", "She pulled the needle through the cloth."],
    ["es", "La abuela cosía una falda.", "Enhebró la aguja con cuidado."],
    ["ta", "பாட்டி சட்டை தைத்துக் கொண்டிருந்தாள்.", "அவள் ஊசியில் நூலைக் கோர்த்தாள்."],
  ];
  it.each(sewing)("draws a sewing needle where the story sews, no syringe (%s)", (language, a, b) => {
    const needle = last([a, b], language);
    expect(needle).toContain("sewing-needle");
    expect(needle).not.toContain("syringe");
  });
});

describe("a birthday's things", () => {
  const candles: [Language, string, string][] = [
    ["en", "It was Ravi's eighth birthday.", "He blew out all the candles at once."],
    ["de", "Heute war Lenas Geburtstag.", "Sie blies die Kerzen aus."],
    ["hi", "आज मीना का जन्मदिन था।", "उसने सारी मोमबत्तियाँ एक साथ बुझाईं।"],
    ["ta", "இன்று ரவியின் பிறந்தநாள்.", "அவன் மெழுகுவர்த்திகளை ஊதி அணைத்தான்."],
  ];
  it.each(candles)("draws the cake under candles blown out on a birthday (%s)", (language, a, b) => {
    const cake = last([a, b], language);
    expect(cake).toContain("birthday-cake");
    expect(cake).toContain("candle");
  });

  it("draws a party's ballons as balloons and a game's as a ball (fr)", () => {
    const party = last(["C'était l'anniversaire de Hugo.", "Le salon était plein de ballons."], "fr");
    expect(party).toContain("balloon");
    expect(party).not.toContain("soccer-ball");
    expect(last(["Hugo a lancé le ballon à son frère."], "fr")).toContain("soccer-ball");
  });

  it("draws no cake for the candles of a dinner with no birthday", () => {
    const dinner = last(["Mum lit two candles on the dinner table."], "en");
    expect(dinner).toContain("candle");
    expect(dinner).not.toContain("birthday-cake");
  });
});

describe("a journey's box", () => {
  const suitcases: [Language, string, string][] = [
    ["hi", "राजू सुबह की ट्रेन पकड़ने स्टेशन पहुँचा।", "उसने भारी पेटी उठाई।"],
    ["kn", "ರಾಜು ಬೆಳಿಗ್ಗೆ ರೈಲು ನಿಲ್ದಾಣಕ್ಕೆ ಬಂದ.", "ಅವನು ಭಾರವಾದ ಪೆಟ್ಟಿಗೆಯನ್ನು ಎತ್ತಿದ."],
    ["ta", "ராஜு காலையில் ரயில் நிலையத்துக்கு வந்தான்.", "அவன் கனமான பெட்டியைத் தூக்கினான்."],
    ["te", "రాజు పొద్దున్నే రైలు స్టేషన్‌కి వచ్చాడు.", "అతను బరువైన పెట్టెను ఎత్తాడు."],
  ];
  it.each(suitcases)("draws the box carried on a journey as a suitcase (%s)", (language, a, b) => {
    const box = last([a, b], language);
    expect(box).toContain("luggage");
    expect(box).not.toContain("package");
  });

  it("keeps a box at home a box (ta)", () => {
    expect(last(["அம்மா பெட்டியில் இனிப்புகளை வைத்தாள்."], "ta")).toContain("package");
  });
});

describe("look-alike words read in their sentence", () => {
  const cases: [Language, string, string | null, string | null][] = [
    ["en", "Her class sang a song for the visitors.", null, "bicycle"],
    ["fr", "Le chat n'a pas bougé de la nuit.", null, "candle"],
    ["hi", "दादाजी सुबह अख़बार पढ़ते हैं।", "newspaper", "open-book"],
    ["kn", "ಅಜ್ಜ ಬೆಳಿಗ್ಗೆ ದಿನಪತ್ರಿಕೆ ಓದಿದರು.", "newspaper", "open-book"],
    ["ta", "பாட்டி பால்கனியில் நின்று தெருவைப் பார்த்தாள்.", null, "glass-of-milk"],
    ["te", "అమ్మ డబ్బాలో బిస్కెట్లు పెట్టింది.", "package", "dollar-banknote"],
    ["es", "Llevaba una mochila roja a la escuela.", "backpack", "red-apple"],
    ["es", "Sonó el timbre de la puerta.", "bell", "bellhop-bell"],
    ["fr", "Le soir, des feux d'artifice ont éclaté sur la ville.", "fireworks", null],
    ["hi", "दादी ने गेंदे के फूल तोड़े।", "blossom", "soccer-ball"],
    ["kn", "ಅಜ್ಜಿ ಚೆಂಡು ಹೂವಿನ ಹಾರ ಕಟ್ಟಿದರು.", "blossom", "soccer-ball"],
    ["kn", "ಮಕ್ಕಳು ಹಾಲ್‌ನಲ್ಲಿ ಕುಳಿತರು.", null, "glass-of-milk"],
    ["ta", "அம்மா சாமந்திப்பூ மாலைகளைக் கட்டினாள்.", "blossom", null],
    ["te", "అక్క బంతిపూల దండ కట్టింది.", "blossom", "soccer-ball"],
    ["te", "రాము పరుగు పందెంలో గెలిచాడు.", null, "pig"],
    ["te", "పిల్లలు మేడ మీద గాలిపటం ఎగరేశారు.", "kite", "fishing-pole"],
    ["en", "Grandma tied a red scarf round her neck.", "scarf", null],
    ["es", "Le colgó la medalla al cuello.", null, "scarf"],
    ["es", "Batió los huevos en un bol.", "bowl-with-spoon", "green-salad"],
    ["de", "Das Kind hatte Schmerzen im Hals.", null, "scarf"],
    ["kn", "ರಾಜು ಬಸ್ ಸ್ಟಾಪ್‌ನಲ್ಲಿ ಕಾಯುತ್ತಿದ್ದ.", "bus-stop", null],
    ["te", "రాము బస్ స్టాప్‌లో నిలబడ్డాడు.", "bus-stop", null],
  ];
  it.each(cases)('reads %s "%s" in its sense', (language, sentence, want, never) => {
    const scene = last([sentence], language);
    if (want) expect(scene).toContain(want);
    if (never) expect(scene).not.toContain(never);
  });
});

describe("a small animal with no breed named", () => {
  const dogs: [Language, string, string][] = [
    ["en", "A little dog ran after the bus.", "dog"],
    ["es", "El perrito dormía junto a la puerta.", "dog"],
    ["fr", "Le petit chien dormait près de la porte.", "dog"],
    ["de", "Ein kleiner Hund bellte am Zaun.", "dog"],
    ["hi", "छोटा कुत्ता दरवाज़े पर भौंकने लगा।", "dog"],
    ["kn", "ಪುಟ್ಟ ನಾಯಿ ಬಾಗಿಲ ಬಳಿ ಮಲಗಿತ್ತು.", "dog"],
    ["ta", "சின்ன நாய் வாசலில் தூங்கியது.", "dog"],
    ["te", "చిన్న కుక్క గుమ్మం దగ్గర నిద్రపోయింది.", "dog"],
    ["en", "The little cat hid under the sofa.", "cat"],
    ["hi", "छोटी बिल्ली पलंग के नीचे छिप गई।", "cat"],
  ];
  it.each(dogs)("draws the plain animal, no breed (%s: %s)", (language, sentence, animal) => {
    const scene = last([sentence], language);
    expect(scene).toContain(animal);
    expect(scene).not.toContain("poodle");
  });
});
