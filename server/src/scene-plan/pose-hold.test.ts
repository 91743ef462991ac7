import { describe, expect, it } from "vitest";
import { checkPoses, poseOf } from "../test/last-scene";

describe("a seated or sleeping figure keeps the pose into the next sentence that gives it no new verb", () => {
  checkPoses([
    ["en", ["Grandma sat on the sofa with her tea.", "She showed Dev the old photos."], "old-woman", "sit"],
    ["es", ["La abuela se sentó en el sofá.", "Le enseñó a Pablo unas fotos viejas."], "old-woman", "sit"],
    ["es", ["Pablo dormía en la hamaca.", "Su perro estaba junto a él."], "Pablo", "sleep"],
    ["fr", ["Mamie s'assit sur le canapé.", "Elle montra des photos à Théo."], "old-woman", "sit"],
    ["fr", ["Théo dormait dans son lit.", "Son chat était à côté de lui."], "Théo", "sleep"],
    ["de", ["Oma setzte sich auf das Sofa.", "Sie zeigte Jonas alte Fotos."], "old-woman", "sit"],
    ["de", ["Paul schlief in seinem Bett.", "Seine Katze war neben ihm."], "Paul", "sleep"],
    ["hi", ["दादी सोफ़े पर बैठ गईं।", "उन्होंने रवि को पुरानी तस्वीरें दिखाईं।"], "old-woman", "sit"],
    ["hi", ["रवि पलंग पर सो रहा था।", "उसका कुत्ता उसके पास था।"], "रवि", "sleep"],
    ["kn", ["ಅಜ್ಜಿ ಸೋಫಾದ ಮೇಲೆ ಕುಳಿತರು.", "ಅವರು ರವಿಗೆ ಹಳೆಯ ಫೋಟೋಗಳನ್ನು ತೋರಿಸಿದರು."], "old-woman", "sit"],
    ["kn", ["ರವಿ ಹಾಸಿಗೆಯ ಮೇಲೆ ಮಲಗಿದ್ದನು.", "ಅವನ ನಾಯಿ ಅವನ ಪಕ್ಕದಲ್ಲಿತ್ತು."], "ರವಿ", "sleep"],
    ["ta", ["ரவி கட்டிலில் தூங்கினான்.", "அவனுடைய நாய் அவன் அருகில் இருந்தது."], "ரவி", "sleep"],
    ["ta", ["பாட்டி நாற்காலியில் உட்கார்ந்தாள்.", "அவள் ரவிக்கு ஒரு கதை சொன்னாள்."], "old-woman", "sit"],
    ["te", ["అమ్మమ్మ సోఫాలో కూర్చుంది.", "ఆమె రవికి పాత ఫోటోలు చూపించింది."], "old-woman", "sit"],
    ["te", ["రవి మంచం మీద నిద్రపోయాడు.", "అతని కుక్క అతని పక్కన ఉంది."], "రవి", "sleep"],
    ["te", ["తాతయ్య బెంచీ మీద కూర్చున్నాడు.", "అతను మీనాకు ఒక కథ చెప్పాడు."], "old-man", "sit"],
    ["hi", ["दादाजी बेंच पर बैठे।", "उन्होंने सीमा को एक कहानी सुनाई।"], "old-man", "sit"],
    ["de", ["Opa setzte sich auf die Bank.", "Er gab Lena einen Apfel."], "old-man", "sit"],
  ]);
  it("lets a figure who stands up leave the seat (en)", () => {
    const story = [
      "Grandma sat on the sofa with her tea.",
      "Then she stood up and showed Dev the old photos.",
    ];
    expect(poseOf(story, "en", "old-woman")).toBe("stand");
  });
  it("lets a figure who stands up leave the seat (es)", () => {
    const story = ["La abuela se sentó en el sofá.", "Después se levantó y le enseñó a Pablo unas fotos."];
    expect(poseOf(story, "es", "old-woman")).toBe("stand");
  });
  it("lets a figure who stands up leave the seat (fr)", () => {
    const story = ["Mamie s'assit sur le canapé.", "Puis elle se leva et montra des photos à Théo."];
    expect(poseOf(story, "fr", "old-woman")).toBe("stand");
  });
  it("holds a pose for one sentence only: a sentence without the figure moves the story on (en)", () => {
    const story = [
      "Grandpa sat in his workshop.",
      "A young man came in with a broken clock.",
      "Grandpa opened it and looked at the gears.",
    ];
    expect(poseOf(story, "en", "old-man")).toBe("look");
  });
});
