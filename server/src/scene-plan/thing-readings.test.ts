import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** Every thing and creature drawn in each scene of a story, by icon. */
const drawn = (story: string[], language: Language) =>
  planScenes(story, language).map((p) => [...p.objects, ...p.characters].map((x) => x.icon));

/** What the last scene of a story draws. */
const last = (story: string[], language: Language) => drawn(story, language).at(-1) ?? [];

describe("a game of chess draws its pieces", () => {
  const chess: [Language, string, string][] = [
    [
      "en",
      "Every Saturday old Mr Lapin and his friend Bruno played chess outside the café.",
      "Mr Lapin took Bruno's queen with his castle.",
    ],
    [
      "es",
      "Los sábados el viejo señor Lapin y su amigo Bruno jugaban al ajedrez delante del café.",
      "Bruno movió el caballo y el señor Lapin le tomó la torre.",
    ],
    [
      "fr",
      "Le samedi, le vieux monsieur Lapin et son ami Bruno jouaient aux échecs devant le café.",
      "Monsieur Lapin a pris la dame de Bruno avec sa tour.",
    ],
    [
      "de",
      "Jeden Samstag spielten der alte Herr Lapin und sein Freund Bruno vor dem Café Schach.",
      "Dann trugen die beiden das Brett hinein.",
    ],
    [
      "hi",
      "हर शनिवार बूढ़े मिस्टर लापिन और उनके दोस्त ब्रूनो कैफ़े के बाहर शतरंज खेलते थे।",
      "मिस्टर लापिन ने अपने हाथी से ब्रूनो की रानी मार ली।",
    ],
    ["kn", "ಪ್ರತಿ ಶನಿವಾರ ಲಾಪಿನ್ ಮತ್ತು ಅವರ ಗೆಳೆಯ ಬ್ರೂನೋ ಕೆಫೆಯ ಹೊರಗೆ ಚದುರಂಗ ಆಡುತ್ತಿದ್ದರು.", "ಲಾಪಿನ್ ತಮ್ಮ ಆನೆಯಿಂದ ಬ್ರೂನೋನ ರಾಣಿಯನ್ನು ಹೊಡೆದರು."],
    [
      "ta",
      "ஒவ்வொரு சனிக்கிழமையும் லாபினும் புரூனோவும் கஃபேக்கு வெளியே சதுரங்கம் விளையாடுவார்கள்.",
      "லாபின் தன் யானையால் புரூனோவின் ராணியை வெட்டினார்.",
    ],
    ["te", "ప్రతి శనివారం లాపిన్, బ్రూనో కేఫ్ బయట చదరంగం ఆడేవాళ్లు.", "బ్రూనో తన గుర్రాన్ని కదిపాడు."],
  ];
  it.each(chess)(
    "draws a chess piece for the game and for its castle, queen, knight or board, no castle, horse or elephant (%s)",
    (language, first, second) => {
      const [game, move] = drawn([first, second], language);
      expect(game).toContain("chess-pawn");
      expect(move).toContain("chess-pawn");
      for (const icon of ["castle", "horse", "elephant", "tokyo-tower", "princess", "wood"])
        expect(move).not.toContain(icon);
    },
  );

  it("keeps a horse a horse in a story that plays no chess", () => {
    expect(last(["Bruno rode his horse to the village."], "en")).toContain("horse");
  });
});

describe("a pizza made on skis is the skis' wedge", () => {
  const ski: [Language, string][] = [
    ["en", "Mr Wolf showed the children how to make a pizza with their skis so they would not go too fast."],
    ["es", "El señor Wolf enseñó a los niños a hacer la pizza con los esquís para no ir demasiado rápido."],
    [
      "fr",
      "Monsieur Wolf a montré aux enfants comment faire la pizza avec leurs skis pour ne pas aller trop vite.",
    ],
    ["de", "Herr Wolf zeigte den Kindern, wie man mit den Skiern eine Pizza macht."],
    ["hi", "मिस्टर वुल्फ़ ने बच्चों को सिखाया कि स्की से पिज़्ज़ा कैसे बनाते हैं।"],
  ];
  it.each(ski)("draws the skis and no pizza (%s)", (language, sentence) => {
    const things = last([sentence], language);
    expect(things).toContain("skis");
    expect(things).not.toContain("pizza");
  });

  it("keeps a pizza baked in a story with no skis", () => {
    expect(last(["Dad made a pizza with tomatoes."], "en")).toContain("pizza");
  });
});

describe("things named by their everyday word", () => {
  const chairlift: [Language, string][] = [
    ["en", "Noah and his mother rode the chairlift up the mountain."],
    ["es", "Noah y su madre subieron en el telesilla."],
    ["fr", "Noah et sa mère ont pris le télésiège."],
    ["de", "Noah und seine Mutter fuhren mit dem Sessellift hinauf."],
    ["hi", "नोआ और उसकी माँ चेयरलिफ़्ट से ऊपर गए।"],
    ["kn", "ನೋವಾ ಮತ್ತು ಅವನ ಅಮ್ಮ ಚೇರ್‌ಲಿಫ್ಟ್‌ನಲ್ಲಿ ಕುಳಿತು ಮೇಲೆ ಹೋದರು."],
    ["ta", "நோவாவும் அவன் அம்மாவும் நாற்காலி லிஃப்டில் ஏறி மேலே போனார்கள்."],
    ["te", "నోవా, వాళ్లమ్మ చెయిర్‌లిఫ్ట్‌లో పైకి వెళ్లారు."],
  ];
  it.each(chairlift)("draws a chairlift as the cableway, no chair (%s)", (language, sentence) => {
    const things = last([sentence], language);
    expect(things).toContain("mountain-cableway");
    expect(things).not.toContain("chair");
  });

  const milkyWay: [Language, string][] = [
    ["en", "After midnight they walked home under the Milky Way."],
    ["es", "Pasada la medianoche volvieron a casa bajo la Vía Láctea."],
    ["fr", "Après minuit, ils sont rentrés sous la Voie lactée."],
    ["de", "Nach Mitternacht gingen sie unter der Milchstraße nach Hause."],
    ["hi", "आधी रात के बाद वे आकाशगंगा के नीचे घर लौट आए।"],
    ["kn", "ನಡುರಾತ್ರಿಯ ನಂತರ ಅವರು ಕ್ಷೀರಪಥದ ಕೆಳಗೆ ಮನೆಗೆ ನಡೆದರು."],
    ["ta", "நள்ளிரவுக்குப் பிறகு அவர்கள் பால்வீதியின் கீழ் வீட்டுக்கு நடந்தார்கள்."],
    ["te", "అర్ధరాత్రి దాటాక వాళ్లు పాలపుంత కింద ఇంటికి నడిచారు."],
  ];
  it.each(milkyWay)(
    "draws the Milky Way, no one named Milky and no glass of milk (%s)",
    (language, sentence) => {
      const [plan] = planScenes([sentence], language);
      expect(plan?.objects.map((o) => o.icon)).toContain("milky-way");
      expect(plan?.objects.map((o) => o.icon)).not.toContain("glass-of-milk");
      expect(plan?.characters.map((c) => c.name ?? "")).not.toContain("Milky");
    },
  );

  it("draws a shopping trolley as a shopping cart", () => {
    expect(last(["A little boy sat in his mother's trolley."], "en")).toContain("shopping-cart");
    expect(last(["अपनी माँ की ट्रॉली में एक छोटा लड़का बैठा था।"], "hi")).toContain("shopping-cart");
    expect(last(["ಅಮ್ಮನ ಟ್ರಾಲಿಯಲ್ಲಿ ಒಬ್ಬ ಪುಟ್ಟ ಹುಡುಗ ಕುಳಿತಿದ್ದ."], "kn")).toContain("shopping-cart");
  });

  it("draws ducklings as chicks and a mother duck as a duck, no swan", () => {
    const en = last(["A mother duck and her nine ducklings tried to cross the road."], "en");
    expect(en).toContain("duck");
    expect(en).toContain("baby-chick");
    expect(en).not.toContain("swan");
    expect(last(["Paloma fue contando los patitos."], "es")).toContain("baby-chick");
    expect(last(["Une cane et ses neuf canetons traversaient la rue."], "fr")).toEqual(
      expect.arrayContaining(["duck", "baby-chick"]),
    );
  });

  it("draws no picture for a flask, a uniform or the ground, whose senses have none", () => {
    const flask = last(["They lay on their backs and shared a flask of hot milk."], "en");
    expect(flask).not.toContain("bottle-with-popping-cork");
    expect(flask).toContain("glass-of-milk");
    expect(last(["The class lined up on the school steps in their best uniforms."], "en")).not.toContain(
      "martial-arts-uniform",
    );
    expect(last(["The photographer told the children to sit on the ground."], "en")).not.toContain(
      "umbrella-on-ground",
    );
  });

  const snakeBoats: [Language, string][] = [
    ["en", "Crowds lined both banks of the river to watch the snake boat race."],
    ["es", "La gente llenaba las dos orillas del río para ver la carrera de barcas serpiente."],
    ["fr", "La foule se pressait sur les rives du fleuve pour voir la course des bateaux-serpents."],
    ["kn", "ಹಬ್ಬದ ದಿನ ಬೆಳಿಗ್ಗೆ ಹಾವು ದೋಣಿ ಸ್ಪರ್ಧೆ ನೋಡಲು ನದಿಯ ಎರಡೂ ದಡಗಳಲ್ಲಿ ಜನ ನಿಂತಿದ್ದರು."],
    ["ta", "பாம்புப் படகுப் போட்டியைப் பார்க்க ஆற்றின் கரைகளில் மக்கள் கூட்டம் நிறைந்திருந்தது."],
    ["te", "పాము పడవల పోటీ చూడటానికి నది ఒడ్డుల మీద జనం ఉన్నారు."],
  ];
  it.each(snakeBoats)("draws a snake boat as the boat, no snake (%s)", (language, sentence) => {
    const things = last([sentence], language);
    expect(things).toContain("canoe");
    expect(things).not.toContain("snake");
  });

  it("draws a flag's mast as no sailing boat", () => {
    expect(last(["Herr Hamid zog am Seil, und oben am Mast entfaltete sich die Fahne."], "de")).not.toContain(
      "sailboat",
    );
    expect(
      last(["El señor Hamid tiró de la cuerda, y la bandera se abrió en lo alto del mástil."], "es"),
    ).not.toContain("sailboat");
  });

  const schoolBags: [Language, string][] = [
    ["en", "The children held their school bags high above their heads."],
    ["fr", "Les écoliers tenaient leurs cartables au-dessus de leur tête."],
    ["de", "Die Kinder hielten ihre Schulranzen hoch über den Kopf."],
    ["hi", "बच्चे अपने बस्ते सिर के ऊपर उठाए रहे।"],
    ["kn", "ಮಕ್ಕಳು ತಮ್ಮ ಶಾಲಾ ಚೀಲಗಳನ್ನು ತಲೆಯ ಮೇಲೆ ಎತ್ತಿ ಹಿಡಿದಿದ್ದರು."],
    ["ta", "குழந்தைகள் தங்கள் புத்தகப் பைகளைத் தலைக்கு மேலே தூக்கிப் பிடித்திருந்தார்கள்."],
    ["te", "పిల్లలు తమ స్కూలు బ్యాగుల్ని తలల మీదికి ఎత్తి పట్టుకున్నారు."],
  ];
  it.each(schoolBags)("draws a school bag as a backpack, no shopping bag (%s)", (language, sentence) => {
    const things = last([sentence], language);
    expect(things).toContain("backpack");
    expect(things).not.toContain("shopping-bags");
  });

  it("draws a tea estate as the farm, no cup of tea", () => {
    const en = planScenes(
      ["The women climbed up to the tea estate with big baskets on their backs."],
      "en",
    )[0];
    expect(en?.setting.place).toBe("farm");
    expect(en?.objects.map((o) => o.icon)).not.toContain("hot-beverage");
    expect(last(["पार्वती और बाकी औरतें चाय के बागान की ओर चढ़ गईं।"], "hi")).not.toContain("hot-beverage");
  });

  it("draws chocolate spread over a cake as part of the cake, no chocolate bar", () => {
    const en = last(["Vikram spread chocolate icing over the cake and pushed eight candles into it."], "en");
    expect(en).toContain("birthday-cake");
    expect(en).not.toContain("chocolate-bar");
    expect(last(["विक्रम ने केक पर चॉकलेट की परत चढ़ाई।"], "hi")).not.toContain("chocolate-bar");
  });

  const orangeSweets: [Language, string][] = [
    ["fr", "Leena a distribué des bonbons à l'orange."],
    ["hi", "लीना ने संतरे वाली टॉफ़ियाँ बाँटीं।"],
    ["kn", "ಲೀನಾ ಕಿತ್ತಳೆ ಮಿಠಾಯಿಗಳನ್ನು ಹಂಚಿದಳು."],
    ["ta", "லீனா ஆரஞ்சு மிட்டாய்களை எல்லோருக்கும் கொடுத்தாள்."],
    ["te", "లీనా నారింజ మిఠాయిలు పంచింది."],
  ];
  it.each(orangeSweets)("draws orange sweets as sweets, no orange (%s)", (language, sentence) => {
    const things = last([sentence], language);
    expect(things).toContain("candy");
    expect(things).not.toContain("tangerine");
  });

  it("draws what is handed out of a tin or a box, not the box", () => {
    expect(last(["लीना ने एक बड़े डिब्बे से टॉफ़ियाँ बाँटीं।"], "hi")).not.toContain("package");
    expect(last(["ಲೀನಾ ದೊಡ್ಡ ಡಬ್ಬಿಯಿಂದ ಮಿಠಾಯಿಗಳನ್ನು ಹಂಚಿದಳು."], "kn")).not.toContain("package");
    expect(last(["Dad pulled a kite out of the box."], "en")).not.toContain("package");
    expect(last(["Grandpa carried the box home."], "en")).toContain("package");
    expect(last(["M. Sharma et ses filles ont porté des cartons jusqu'à un camion."], "fr")).toContain(
      "package",
    );
  });

  it("draws a photographer with the camera", () => {
    expect(last(["The photographer climbed onto a chair."], "en")).toContain("camera");
    expect(last(["El fotógrafo se subió a una silla."], "es")).toContain("camera");
    expect(last(["Der Fotograf stieg auf einen Stuhl."], "de")).toContain("camera");
  });

  it("draws a hut and not the wood or the tree it is made of", () => {
    const hi = last(["दोपहर बाद उन्होंने लकड़ी की एक झोंपड़ी में गरम चॉकलेट पी।"], "hi");
    expect(hi).not.toContain("wood");
    const kn = last(["ಅವರು ಮರದ ಗುಡಿಸಲಿನಲ್ಲಿ ಬಿಸಿ ಚಾಕೊಲೇಟ್ ಕುಡಿದರು."], "kn");
    expect(kn).not.toContain("deciduous-tree");
    expect(kn).not.toContain("hindu-temple");
  });

  it("keeps the flowers of a flower shop and the car whose roof is named", () => {
    expect(last(["मीना ने बाज़ार के कोने में अपनी फूलों की दुकान लगा ली।"], "hi")).toContain("blossom");
    expect(last(["मीरा गाड़ी की छत पर पानी की बाल्टी उड़ेलने लगी।"], "hi")).toContain("automobile");
  });
});

describe("a picture hung on a wall", () => {
  const hung: [Language, string][] = [
    ["en", "The second photo came out perfect, and the teacher hung a big copy of it on the classroom wall."],
    ["es", "La segunda foto salió perfecta, y la profesora colgó una copia grande en la pared del aula."],
    [
      "fr",
      "La deuxième photo était parfaite, et la maîtresse en a accroché un grand tirage au mur de la classe.",
    ],
    ["de", "Das zweite Foto wurde perfekt, und die Lehrerin hängte einen großen Abzug davon an die Wand."],
    ["hi", "दूसरी फ़ोटो एकदम बढ़िया आई, और टीचर ने उसकी एक बड़ी कॉपी कक्षा की दीवार पर टाँग दी।"],
    ["kn", "ಎರಡನೇ ಫೋಟೋ ಚೆನ್ನಾಗಿ ಬಂತು; ಟೀಚರ್ ಅದರ ದೊಡ್ಡ ಪ್ರತಿಯನ್ನು ತರಗತಿಯ ಗೋಡೆಗೆ ತೂಗುಹಾಕಿದರು."],
    ["ta", "இரண்டாவது படம் அருமையாக வந்தது; ஆசிரியை அதன் பெரிய பிரதி ஒன்றை வகுப்பறைச் சுவரில் மாட்டினார்."],
    ["te", "రెండో ఫోటో చక్కగా వచ్చింది; టీచర్ దాని పెద్ద కాపీని తరగతి గోడకు తగిలించారు."],
  ];
  it.each(hung)("is a framed picture, no camera (%s)", (language, sentence) => {
    const things = last([sentence], language);
    expect(things).toContain("framed-picture");
    expect(things).not.toContain("camera");
  });

  it("leaves a photo taken a camera", () => {
    expect(last(["His mother took a photo of his red cheeks."], "en")).not.toContain("framed-picture");
  });
});

describe("a word shouted in quotation marks", () => {
  it("is said, not drawn", () => {
    expect(last(["Genau als er „Spaghetti!“ rief, nieste Suraj in der letzten Reihe."], "de")).not.toContain(
      "spaghetti",
    );
    expect(last(["ಅವರು “ಚೀಸ್!” ಅಂದ ಕ್ಷಣದಲ್ಲೇ ಸೂರಜ್ ಸೀನಿದ."], "kn")).not.toContain("cheese-wedge");
  });

  it("leaves a thing named in a longer quotation drawn", () => {
    expect(last(["Dad made a pizza and said “Dinner is ready”."], "en")).toContain("pizza");
  });
});

describe("a weekday that starts with an animal's word", () => {
  it("draws no monkey for a Kannada Tuesday (ಮಂಗಳವಾರ), in any of its forms", () => {
    for (const sentence of ["ಮಂಗಳವಾರ ಬೆಳಿಗ್ಗೆ ಲತಾ ಮಾರುಕಟ್ಟೆಗೆ ಹೋದಳು.", "ಮಂಗಳವಾರದಂದು ಅಜ್ಜ ತೋಟದಲ್ಲಿ ಗಿಡ ನೆಟ್ಟರು."])
      expect(last([sentence], "kn"), sentence).not.toContain("monkey");
  });

  it("still draws a monkey named by that word", () => {
    expect(last(["ಒಂದು ಮಂಗ ಮರದ ಮೇಲೆ ಕುಳಿತಿತ್ತು."], "kn")).toContain("monkey");
  });
});
