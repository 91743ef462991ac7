import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** [sentence, who (a name as written), the pose they are drawn in]: one sentence per action and language. */
type Case = [string, string, string];

const CASES: Record<Language, Case[]> = {
  en: [
    ["Omar pushed the cart up the hill.", "Omar", "push"],
    ["Maya pulled the heavy door.", "Maya", "pull"],
    ["Ravi rowed across the lake.", "Ravi", "row"],
    ["Omar threw the ball to his dog.", "Omar", "throw"],
    ["Maya picked apples in the orchard.", "Maya", "pick"],
    ["Ravi planted a mango tree.", "Ravi", "plant"],
    ["Maya clapped at the end of the song.", "Maya", "clap"],
    ["Omar went fishing on Sunday.", "Omar", "fish"],
    ["Ravi gave a present to his sister.", "Ravi", "give"],
  ],
  es: [
    ["Mateo empujó el carro.", "Mateo", "push"],
    ["Lucía arrastró la maleta.", "Lucía", "pull"],
    ["Mateo remó hasta la isla.", "Mateo", "row"],
    ["Lucía lanzó la pelota.", "Lucía", "throw"],
    ["Mateo recogió flores en el campo.", "Mateo", "pick"],
    ["Lucía plantó un árbol.", "Lucía", "plant"],
    ["Mateo aplaudió al final.", "Mateo", "clap"],
    ["Lucía pescaba en el río.", "Lucía", "fish"],
    ["Mateo regaló un libro a su madre.", "Mateo", "give"],
  ],
  fr: [
    ["Jules poussait le chariot.", "Jules", "push"],
    ["Léa tirait la corde.", "Léa", "pull"],
    ["Jules ramait sur le lac.", "Jules", "row"],
    ["Léa lança la balle.", "Léa", "throw"],
    ["Jules cueillait des pommes.", "Jules", "pick"],
    ["Léa a planté un arbre.", "Léa", "plant"],
    ["Jules applaudit très fort.", "Jules", "clap"],
    ["Léa pêchait au bord de la rivière.", "Léa", "fish"],
    ["Jules donna une fleur à sa mère.", "Jules", "give"],
  ],
  de: [
    ["Jonas schob den Wagen.", "Jonas", "push"],
    ["Emma zog den Schlitten.", "Emma", "pull"],
    ["Jonas ruderte über den See.", "Jonas", "row"],
    ["Emma warf den Ball.", "Emma", "throw"],
    ["Jonas pflückte Äpfel im Garten.", "Jonas", "pick"],
    ["Emma pflanzte einen Baum.", "Emma", "plant"],
    ["Jonas klatschte laut.", "Jonas", "clap"],
    ["Emma angelte am Fluss.", "Emma", "fish"],
    ["Jonas schenkte seiner Mutter ein Buch.", "Jonas", "give"],
  ],
  hi: [
    ["रवि ने गाड़ी को धकेला।", "रवि", "push"],
    ["माया ने रस्सी खींची।", "माया", "pull"],
    ["रवि ने नदी में नाव चलाई।", "रवि", "row"],
    ["माया ने गेंद फेंकी।", "माया", "throw"],
    ["रवि ने बाग़ में आम तोड़े।", "रवि", "pick"],
    ["माया ने आँगन में पौधा लगाया।", "माया", "plant"],
    ["रवि ने ज़ोर से ताली बजाई।", "रवि", "clap"],
    ["माया तालाब में मछली पकड़ रही थी।", "माया", "fish"],
    ["रवि ने बहन को किताब दे दी।", "रवि", "give"],
  ],
  kn: [
    ["ರವಿ ಗಾಡಿಯನ್ನು ತಳ್ಳಿದನು.", "ರವಿ", "push"],
    ["ಮಾಯಾ ಹಗ್ಗವನ್ನು ಎಳೆದಳು.", "ಮಾಯಾ", "pull"],
    ["ರವಿ ನದಿಯಲ್ಲಿ ದೋಣಿ ನಡೆಸಿದನು.", "ರವಿ", "row"],
    ["ಮಾಯಾ ಚೆಂಡನ್ನು ಎಸೆದಳು.", "ಮಾಯಾ", "throw"],
    ["ರವಿ ತೋಟದಲ್ಲಿ ಹೂಗಳನ್ನು ಕಿತ್ತನು.", "ರವಿ", "pick"],
    ["ಮಾಯಾ ಒಂದು ಗಿಡ ನೆಟ್ಟಳು.", "ಮಾಯಾ", "plant"],
    ["ರವಿ ಚಪ್ಪಾಳೆ ತಟ್ಟಿದನು.", "ರವಿ", "clap"],
    ["ಮಾಯಾ ಕೆರೆಯಲ್ಲಿ ಮೀನು ಹಿಡಿದಳು.", "ಮಾಯಾ", "fish"],
    ["ರವಿ ತಂಗಿಗೆ ಪುಸ್ತಕ ಕೊಟ್ಟನು.", "ರವಿ", "give"],
  ],
  ta: [
    ["கண்ணன் வண்டியைத் தள்ளினான்.", "கண்ணன்", "push"],
    ["மீனா கயிற்றை இழுத்தாள்.", "மீனா", "pull"],
    ["கண்ணன் ஆற்றில் படகை ஓட்டினான்.", "கண்ணன்", "row"],
    ["மீனா பந்தை எறிந்தாள்.", "மீனா", "throw"],
    ["கண்ணன் தோட்டத்தில் பூக்களைப் பறித்தான்.", "கண்ணன்", "pick"],
    ["மீனா ஒரு மரக்கன்றை நட்டாள்.", "மீனா", "plant"],
    ["கண்ணன் கைதட்டினான்.", "கண்ணன்", "clap"],
    ["மீனா குளத்தில் மீன்பிடித்தாள்.", "மீனா", "fish"],
    ["கண்ணன் தங்கைக்கு புத்தகம் கொடுத்தான்.", "கண்ணன்", "give"],
  ],
  te: [
    ["రవి బండిని తోసాడు.", "రవి", "push"],
    ["సీత తాడును లాగింది.", "సీత", "pull"],
    ["రవి నదిలో పడవ నడిపాడు.", "రవి", "row"],
    ["సీత బంతిని విసిరింది.", "సీత", "throw"],
    ["రవి తోటలో పువ్వులు కోశాడు.", "రవి", "pick"],
    ["సీత ఒక మొక్కను నాటింది.", "సీత", "plant"],
    ["రవి చప్పట్లు కొట్టాడు.", "రవి", "clap"],
    ["సీత చెరువులో చేపలు పట్టింది.", "సీత", "fish"],
    ["రవి చెల్లికి పుస్తకం ఇచ్చాడు.", "రవి", "give"],
  ],
};

function poseOf(sentence: string, language: Language, who: string): string {
  const [plan] = planScenes([sentence], language);
  const c = plan?.characters.find((x) => x.name?.startsWith(who));
  if (!c) throw new Error(`${who} is not drawn in "${sentence}": ${JSON.stringify(plan?.characters)}`);
  return c.action ?? "stand";
}

describe("people do what the sentence says: push, pull, row, throw, pick, plant, clap, fish, give", () => {
  for (const [language, cases] of Object.entries(CASES) as [Language, Case[]][])
    for (const [sentence, who, pose] of cases)
      it(`draws ${who} in the ${pose} pose in "${sentence}" (${language})`, () => {
        expect(poseOf(sentence, language, who)).toBe(pose);
      });
});

describe("a school's head is a teacher who gives, and the parents after clap", () => {
  const cases: [Language, string][] = [
    ["en", "The headmistress handed Omar a prize, and all the parents clapped."],
    ["es", "La directora le dio un premio a Omar, y todos los padres aplaudieron."],
    ["fr", "La directrice a remis un prix à Omar, et tous les parents ont applaudi."],
    ["de", "Die Schulleiterin gab ihm einen Preis, und alle Eltern klatschten."],
    ["kn", "ಮುಖ್ಯೋಪಾಧ್ಯಾಯಿನಿ ಓಮರ್‌ಗೆ ಒಂದು ಬಹುಮಾನ ಕೊಟ್ಟರು, ಎಲ್ಲಾ ಪೋಷಕರು ಚಪ್ಪಾಳೆ ತಟ್ಟಿದರು."],
  ];
  for (const [language, sentence] of cases)
    it(`draws the head teacher giving and the parents clapping in "${sentence}"`, () => {
      const cast = planScenes(["Omar won the race.", sentence], language)[1]?.characters ?? [];
      expect(cast.find((c) => c.icon.endsWith("teacher"))?.action).toBe("give");
      expect(cast.filter((c) => c.action === "clap").length).toBeGreaterThanOrEqual(1);
    });
});

describe("picking something up and getting on a bus are drawn", () => {
  const cases: [Language, string, string, string][] = [
    ["de", "Lina und Tom sahen einen Hut, und Lina hob ihn auf.", "Lina", "pick"],
    ["de", "Lina und Tom stiegen ein.", "Lina", "climb"],
    ["fr", "Lina et Tom sont montés dans le train.", "Lina", "climb"],
    ["hi", "लीना ने ज़मीन से टोपी उठा ली।", "लीना", "pick"],
    ["kn", "ಲೀನಾ ನೆಲದಿಂದ ಟೋಪಿಯನ್ನು ಎತ್ತಿಕೊಂಡಳು.", "ಲೀನಾ", "pick"],
    ["te", "లీనా నేల మీద నుంచి టోపీని ఎత్తుకుంది.", "లీనా", "pick"],
  ];
  for (const [language, sentence, who, pose] of cases)
    it(`draws ${who} in the ${pose} pose in "${sentence}"`, () => {
      const cast = planScenes([sentence], language)[0]?.characters ?? [];
      expect(cast.find((c) => c.name?.startsWith(who))?.action).toBe(pose);
    });
});
