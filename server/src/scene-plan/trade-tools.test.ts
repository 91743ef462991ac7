import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { thingsOf } from "./story-probes";

describe("the tools a trade implies", () => {
  const carpenters: [Language, string][] = [
    ["en", "Uncle Joseph, a carpenter, made a small table for the new house."],
    ["es", "El tío José, carpintero, hizo una mesita para la casa nueva."],
    ["fr", "Oncle Joseph, menuisier, a fabriqué une petite table pour la maison."],
    ["de", "Onkel Josef, ein Schreiner, baute einen kleinen Tisch für das neue Haus."],
    ["hi", "बढ़ई चाचा ने नए घर के लिए एक छोटी मेज़ बनाई।"],
    ["kn", "ಬಡಗಿಯಾದ ಮಾಮ ಹೊಸ ಮನೆಗೆ ಒಂದು ಚಿಕ್ಕ ಮೇಜು ಮಾಡಿದರು."],
    ["ta", "தச்சரான மாமா புதிய வீட்டுக்கு ஒரு சின்ன மேசை செய்தார்."],
    ["te", "వడ్రంగి అయిన మామయ్య కొత్త ఇంటికి ఒక చిన్న బల్ల చేశారు."],
  ];
  it.each(carpenters)("gives a carpenter at work a saw (%s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("carpentry-saw");
  });

  it("draws no second tool where the sentence names the carpenter's hammer", () => {
    const things = thingsOf("The carpenter hit the nail with his hammer.", "en");
    expect(things).not.toContain("carpentry-saw");
  });

  const plumbers: [Language, string][] = [
    ["en", "The plumber came in the afternoon and fixed the sink."],
    ["fr", "Le plombier est venu l'après-midi et a réparé l'évier."],
  ];
  it.each(plumbers)("gives a plumber a spanner (%s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("wrench");
  });
});
