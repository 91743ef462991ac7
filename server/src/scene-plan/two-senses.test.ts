import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const iconsOf = (sentence: string, language: Language) => {
  const scene = planScenes([sentence], language).at(-1);
  return [...(scene?.characters.map((c) => c.icon) ?? []), ...(scene?.objects.map((o) => o.icon) ?? [])];
};

describe("a word of two everyday senses is drawn in the sense its sentence gives it", () => {
  it("draws an oil lamp lit at a shrine, and none for lights switched off or along a street", () => {
    expect(iconsOf("பாட்டி கோவிலில் விளக்கு ஏற்றினார்.", "ta")).toContain("diya-lamp");
    expect(iconsOf("அப்பா எல்லா விளக்குகளையும் அணைத்தார்.", "ta")).not.toContain("diya-lamp");
    expect(iconsOf("ಅಮ್ಮ ದೇವಸ್ಥಾನದಲ್ಲಿ ದೀಪ ಹಚ್ಚಿದರು.", "kn")).toContain("diya-lamp");
    expect(iconsOf("ರಾತ್ರಿ ಬೀದಿಯ ದೀಪಗಳು ಮಿನುಗುತ್ತಿದ್ದವು.", "kn")).not.toContain("diya-lamp");
    expect(iconsOf("అమ్మ గుడిలో దీపం వెలిగించింది.", "te")).toContain("diya-lamp");
    expect(iconsOf("నాన్న దీపాలు ఆర్పేశాడు.", "te")).not.toContain("diya-lamp");
  });

  const ribbons: [Language, string][] = [
    ["en", "By the end of the day a blue prize ribbon hung from their table."],
    ["fr", "À la fin de la journée, un ruban bleu de premier prix pendait à leur table."],
    ["kn", "ದಿನದ ಕೊನೆಗೆ ಅವರ ಮೇಜಿಗೆ ಬಹುಮಾನದ ನೀಲಿ ರಿಬ್ಬನ್ ತೂಗುತ್ತಿತ್ತು."],
    ["ta", "அவர்களுடைய மேசையில் பரிசுக்கான நீல ரிப்பன் தொங்கியது."],
    ["te", "వాళ్ల బల్లకు బహుమతి నీలి రిబ్బన్ వేలాడుతోంది."],
  ];
  it.each(ribbons)("draws a prize ribbon as a rosette (%s)", (language, sentence) => {
    expect(iconsOf(sentence, language)).toContain("rosette");
  });

  it("draws Telugu drops of water where they fall, and stars in the night sky", () => {
    const drips = iconsOf("రియా అటూ ఇటూ పరుగెత్తుతూ చుక్కలు పడే చోట్ల బకెట్లూ పెట్టింది.", "te");
    expect(drips).toContain("droplet");
    expect(drips).not.toContain("star");
    expect(iconsOf("రాత్రి ఆకాశంలో చుక్కలు మెరుస్తున్నాయి.", "te")).toContain("star");
  });

  it("draws no shoe for a block of flats, and flat shoes worn as shoes", () => {
    expect(iconsOf("A blue truck stopped outside a new block of flats.", "en")).not.toContain("flat-shoe");
    expect(iconsOf("She wore her red flats to the party.", "en")).toContain("flat-shoe");
  });

  it("keeps a ribbon tied in the hair a ribbon", () => {
    expect(iconsOf("She tied a red ribbon in her hair.", "en")).toContain("ribbon");
  });

  it("reads a French ballon as a balloon, a football or a basketball by what is done with it", () => {
    expect(iconsOf("Elle a gonflé un ballon pour la fête de son frère.", "fr")).toContain("balloon");
    expect(iconsOf("Le garçon a frappé le ballon du pied.", "fr")).toContain("soccer-ball");
    expect(iconsOf("Elle a lancé le ballon et il est tombé dans le panier.", "fr")).toContain("basketball");
  });

  it("reads French pièces as coins, puzzle pieces, and no picture for a flat's rooms or an engine's parts", () => {
    expect(iconsOf("Il a trouvé trois pièces dans sa poche.", "fr")).toContain("coin");
    expect(iconsOf("Les enfants ont assemblé les pièces du puzzle.", "fr")).toContain("puzzle-piece");
    expect(iconsOf("Leur nouvel appartement a quatre pièces.", "fr")).not.toContain("coin");
    expect(iconsOf("Le mécanicien a nettoyé chaque pièce du moteur.", "fr")).not.toContain("coin");
  });

  it("draws no frying pan for a French stove, le poêle, and keeps one for la poêle", () => {
    expect(iconsOf("Grand-père a accroché le manteau près du poêle pour le sécher.", "fr")).not.toContain(
      "cooking",
    );
    expect(iconsOf("Maman fait cuire des œufs dans la poêle.", "fr")).toContain("cooking");
    expect(iconsOf("Il a posé une poêle sur le feu.", "fr")).toContain("cooking");
  });

  it.each<[Language, string]>([
    ["en", "A brown goat trotted up and snatched one in its teeth."],
    ["fr", "Une chèvre brune est arrivée au trot et en a attrapé un entre ses dents."],
    ["de", "Eine braune Ziege trabte heran und schnappte sich eins mit den Zähnen."],
    ["kn", "ಒಂದು ಕಂದು ಮೇಕೆ ಓಡಿ ಬಂದು ಒಂದು ರೊಟ್ಟಿಯನ್ನು ಹಲ್ಲಿನಲ್ಲಿ ಕಚ್ಚಿಕೊಂಡು ಹೋಯಿತು."],
    ["ta", "ஒரு பழுப்பு நிற ஆடு ஓடி வந்து ஒரு ரொட்டியைப் பற்களால் கவ்விக்கொண்டு போனது."],
  ])("draws no tooth for teeth an animal carries something in (%s)", (language, sentence) => {
    expect(iconsOf(sentence, language)).not.toContain("tooth");
  });

  it("keeps the tooth a dentist finds a hole in", () => {
    expect(
      iconsOf("Dr Shah asked her to open her mouth wide and found a small hole in a back tooth.", "en"),
    ).toContain("tooth");
  });

  it("draws no snake for a German queue at a till, and keeps one in the grass", () => {
    expect(iconsOf("Vor der Kasse stand eine lange Schlange.", "de")).not.toContain("snake");
    expect(iconsOf("Eine Schlange kroch durch das Gras.", "de")).toContain("snake");
  });

  it.each<[Language, string]>([
    ["en", "The cat sat on her desk and batted at the mouse next to the keyboard."],
    ["es", "El gato se sentó en su escritorio y golpeó el ratón junto al teclado."],
    ["fr", "Le chat s'assit sur son bureau et tapa la souris à côté du clavier."],
    ["de", "Die Katze saß auf dem Schreibtisch und schlug nach der Maus neben der Tastatur."],
  ])("draws a computer mouse, no animal, for a mouse by a keyboard (%s: %s)", (language, sentence) => {
    const icons = iconsOf(sentence, language);
    expect(icons).toContain("computer-mouse");
    expect(icons).not.toContain("mouse");
  });

  it("draws no bulb for a German or Hindi light that goes out, and keeps one switched on", () => {
    expect(iconsOf("Dann ging das Licht aus, und alle sangen.", "de")).not.toContain("light-bulb");
    expect(iconsOf("Opa schaltete den Ventilator und das Licht aus.", "de")).not.toContain("light-bulb");
    expect(iconsOf("फिर बत्तियाँ बुझ गईं और सबने गाना गाया।", "hi")).not.toContain("light-bulb");
    expect(iconsOf("दादाजी ने पंखा और बत्तियाँ बंद कर दीं।", "hi")).not.toContain("light-bulb");
    expect(iconsOf("Sie machte das Licht an und las ein Buch.", "de")).toContain("light-bulb");
    expect(iconsOf("उसने बत्ती जलाई और किताब पढ़ी।", "hi")).toContain("light-bulb");
  });

  it("still draws the animal for a mouse running across a kitchen", () => {
    expect(iconsOf("A mouse ran across the kitchen floor.", "en")).toContain("mouse");
  });

  it("draws a trophy for a cup won in a tournament, and a hot drink for a cup of tea", () => {
    expect(iconsOf("The girls won the tournament and held up a golden cup.", "en")).toContain("trophy");
    expect(iconsOf("Grandpa drank a cup of tea on the porch.", "en")).not.toContain("trophy");
  });

  it("draws no shopping bag for a sleeping bag, and a handbag for a bag searched for a phone", () => {
    expect(iconsOf("The scouts slept by the lake in their sleeping bags.", "en")).not.toContain(
      "shopping-bags",
    );
    expect(iconsOf("Les scouts dormaient au bord du lac dans leurs sacs de couchage.", "fr")).not.toContain(
      "shopping-bags",
    );
    expect(iconsOf("She searched her bag for her phone.", "en")).toContain("handbag");
    expect(iconsOf("அவள் பையில் போனைத் தேடினாள்.", "ta")).toContain("handbag");
    expect(iconsOf("She carried the vegetables home in a big bag.", "en")).toContain("shopping-bags");
  });

  it("reads an Indian fruit word before a tree, a sapling or an ice cream as its kind, no fruit", () => {
    expect(iconsOf("माली ने बच्चों को आम का एक पौधा दिया।", "hi")).not.toContain("mango");
    expect(iconsOf("उसने आम वाली आइसक्रीम खाई।", "hi")).not.toContain("mango");
    expect(iconsOf("పిల్లలు మామిడి చెట్టు కింద ఆడుకున్నారు.", "te")).not.toContain("mango");
    expect(iconsOf("అమ్మ మామిడి పండ్లు కొన్నది.", "te")).toContain("mango");
  });
});
