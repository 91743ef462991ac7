import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places, thingsOf } from "./story-probes";

describe("a street named after a building draws no building", () => {
  it.each<[Language, string, string]>([
    [
      "en",
      "At four in the morning Mr Pereira pulled hot loaves out of the oven in his bakery on Church Lane.",
      "bakery",
    ],
    ["en", "Chitra climbed a ladder outside the new café on Church Street.", "cafe"],
    ["es", "Ramón sacaba del horno las hogazas en su panadería de la calle de la Iglesia.", "bakery"],
    ["fr", "Chitra grimpa sur une échelle devant le nouveau café de la rue de l'Église.", "cafe"],
    ["kn", "ಚಿತ್ರಾ ಚರ್ಚ್ ಸ್ಟ್ರೀಟ್‌ನ ಹೊಸ ಕೆಫೆಯ ಹೊರಗೆ ಏಣಿ ಹತ್ತಿದಳು.", "cafe"],
    ["kn", "ಡಿಸೋಜಾ ಚರ್ಚ್ ಬೀದಿಯ ತಮ್ಮ ಚಿಕ್ಕ ಬೇಕರಿಯಲ್ಲಿ ಒಲೆಯಿಂದ ಬ್ರೆಡ್ ತೆಗೆಯುತ್ತಿದ್ದರು.", "bakery"],
    ["te", "డిసౌజా చర్చి వీధిలోని తన చిన్న బేకరీలో పొయ్యిలోంచి రొట్టెలు బయటికి తీస్తున్నారు.", "bakery"],
  ])("%s: %s", (language, sentence, place) => {
    expect(thingsOf(sentence, language)).not.toContain("church");
    expect(places(language, [sentence])).toEqual([place]);
  });

  it.each<[Language, string]>([
    ["en", "The old church on the hill rang its bell."],
    ["es", "La iglesia de la calle tenía una campana vieja."],
    ["kn", "ಚರ್ಚಿನ ಬೀದಿಯಲ್ಲಿ ಮಕ್ಕಳು ಆಡುತ್ತಿದ್ದರು."],
  ])("%s: a church the sentence is about keeps its picture: %s", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("church");
  });
});

describe("a mosque or a church someone goes to is seen from the street, like a temple", () => {
  it.each<[Language, string]>([
    ["en", "On Eid morning Ayesha and her brother followed their father to the mosque."],
    ["es", "La mañana de Eid, Ayesha y su hermano siguieron a su padre hasta la mezquita."],
    ["fr", "Le matin de l'Aïd, Ayesha et son frère ont suivi leur père jusqu'à la mosquée."],
    ["de", "Am Morgen des Festes folgten Ayesha und ihr Bruder ihrem Vater zur Moschee."],
    ["hi", "ईद की सुबह आयशा और उसका भाई अब्बू के पीछे-पीछे मस्जिद गए।"],
    ["kn", "ಈದ್ ಹಬ್ಬದ ಬೆಳಿಗ್ಗೆ ಆಯೆಷಾ ಮತ್ತು ಅವಳ ತಮ್ಮ ಅಪ್ಪನ ಹಿಂದೆ ಮಸೀದಿಗೆ ಹೋದರು."],
    ["ta", "ரம்ஜான் காலையில் ஆயிஷாவும் அவள் தம்பியும் அப்பாவின் பின்னால் மசூதிக்குப் போனார்கள்."],
    ["te", "రంజాన్ పండగ పొద్దున ఆయేషా, ఆమె తమ్ముడు నాన్న వెనకాలే మసీదుకి వెళ్ళారు."],
    ["en", "On Sunday the whole family walked to the church."],
  ])("%s: %s", (language, sentence) => {
    expect(places(language, [sentence])).toEqual(["street"]);
    expect(thingsOf(sentence, language).some((t) => t === "mosque" || t === "church")).toBe(true);
  });
});
