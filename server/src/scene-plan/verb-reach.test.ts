import { describe, expect, it } from "vitest";
import { checkPoses, poseOf } from "../test/last-scene";

describe("an English verb no table lists takes the pose its WordNet hypernyms lead to", () => {
  checkPoses([
    ["en", ["Kiran lifted the heavy crate onto the cart."], "Kiran", "carry"],
    ["en", ["Tara clambered up the rocks behind the temple."], "Tara", "climb"],
    ["en", ["Arjun yanked the rope hard."], "Arjun", "pull"],
    ["en", ["Priya peered into the old well."], "Priya", "look"],
    ["en", ["Mohan trudged up the muddy path to the farm."], "Mohan", "walk"],
  ]);
  it("draws no picking where the object makes 'picked' a choice (en)", () => {
    expect(poseOf(["Asha picked the blue dress for the party."], "en", "Asha")).toBe("stand");
  });
  it("reads 'picked it up' as the phrasal verb of the hands, no choice (en)", () => {
    const story = ["The ball rolled onto the sand, and Kiran picked it up."];
    expect(poseOf(story, "en", "Kiran")).toBe("pick");
  });
  it("keeps a barking dog's noise its own: the girl laughing beside it still laughs (en)", () => {
    expect(poseOf(["The dog barked at the postman while Maya laughed."], "en", "Maya")).toBe("laugh");
  });
});

describe("the helper and the one helped both do what the verb of helping says", () => {
  checkPoses([
    ["en", ["Dev helped his father lift the table."], "Dev", "carry"],
    ["en", ["Dev helped his father lift the table."], "man", "carry"],
    ["es", ["Lucía ayudó a su abuelo a empujar el carro."], "Lucía", "push"],
    ["es", ["Tomás ayudó a su madre a cargar las cajas."], "woman", "carry"],
    ["fr", ["Léo aida son père à pousser la voiture."], "man", "push"],
    ["fr", ["Chloé aida sa mère à porter les sacs."], "Chloé", "carry"],
    ["de", ["Jonas half seinem Vater, den Wagen zu schieben."], "Jonas", "push"],
    ["de", ["Mia half ihrer Mutter, die Kisten zu tragen."], "woman", "carry"],
    ["hi", ["रवि ने पिताजी की गाड़ी धकेलने में मदद की।"], "man", "push"],
    ["hi", ["सीमा ने माँ की रस्सी खींचने में मदद की।"], "सीमा", "pull"],
    ["kn", ["ರವಿ ಅಪ್ಪನಿಗೆ ಗಾಡಿ ತಳ್ಳಲು ಸಹಾಯ ಮಾಡಿದನು."], "man", "push"],
    ["kn", ["ಮೀನಾ ಅಮ್ಮನಿಗೆ ಹಗ್ಗ ಎಳೆಯಲು ಸಹಾಯ ಮಾಡಿದಳು."], "ಮೀನಾ", "pull"],
    ["ta", ["ரவி அப்பாவுக்கு வண்டியைத் தள்ள உதவினான்."], "man", "push"],
    ["ta", ["மீனா அம்மாவுக்குக் கயிற்றை இழுக்க உதவினாள்."], "மீனா", "pull"],
    ["te", ["రవి నాన్నకు బండి తోయడానికి సహాయం చేశాడు."], "man", "push"],
    ["te", ["మీనా అమ్మకు తాడు లాగడానికి సహాయం చేసింది."], "మీనా", "pull"],
    ["es", ["Marta ayudó a su hermano a arrastrar la mesa."], "Marta", "pull"],
    ["es", ["Diego ayudó a su abuela a llevar las bolsas."], "Diego", "carry"],
    ["fr", ["Hugo aida sa sœur à tirer la table."], "Hugo", "pull"],
    ["fr", ["Emma aida son grand-père à pousser la brouette."], "Emma", "push"],
    ["hi", ["अनु ने दादी की थैले उठाने में मदद की।"], "old-woman", "carry"],
    ["hi", ["अमन ने भाई की मेज़ खींचने में मदद की।"], "man", "pull"],
    ["kn", ["ಅರುಣ್ ಅಣ್ಣನಿಗೆ ಮೇಜು ಎಳೆಯಲು ಸಹಾಯ ಮಾಡಿದನು."], "man", "pull"],
    ["ta", ["மீனா பாட்டிக்குப் பையைத் தூக்க உதவினாள்."], "old-woman", "carry"],
    ["ta", ["அருண் அண்ணனுக்கு மேசையை இழுக்க உதவினான்."], "man", "pull"],
    ["te", ["అరుణ్ నాన్నకు తాడు లాగడానికి సహాయం చేశాడు."], "man", "pull"],
  ]);
});

describe("a group that did one thing together does the next thing together", () => {
  checkPoses([
    [
      "en",
      ["All the passengers climbed down, and together they pushed the bus up the hill."],
      "person",
      "push",
    ],
    ["de", ["Alle Fahrgäste stiegen aus, und zusammen schoben sie den Bus."], "person", "push"],
  ]);
});

describe("talking after a pose of one's own keeps that pose", () => {
  checkPoses([
    ["en", ["When the film ended, Arjun hugged Meera and asked her to stay."], "Arjun", "hug"],
    ["hi", ["मोहन ने अपनी बहन को गले लगाया।"], "मोहन", "hug"],
    ["kn", ["ರವಿ ತನ್ನ ತಂಗಿಯನ್ನು ಅಪ್ಪಿಕೊಂಡನು."], "ರವಿ", "hug"],
    ["ta", ["ரவி தன் தங்கையைக் கட்டிப்பிடித்தான்."], "ரவி", "hug"],
    ["te", ["రవి తన చెల్లిని కౌగిలించుకున్నాడు."], "రవి", "hug"],
  ]);
});
