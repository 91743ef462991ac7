import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places } from "./story-probes";

describe("an adult back at their own desk is at the office", () => {
  it.each<[Language, string[]]>([
    ["en", ["Asha ate lunch at the café.", "Back at her desk, she checked the reports."]],
    ["es", ["Asha almorzó en la cafetería.", "De vuelta en su escritorio, revisó los informes."]],
    ["fr", ["Asha déjeuna au café.", "De retour à son bureau, elle relut les rapports."]],
    ["de", ["Asha aß im Café zu Mittag.", "Zurück an ihrem Schreibtisch prüfte sie die Berichte."]],
    ["hi", ["आशा ने कैफ़े में खाना खाया।", "अपनी मेज़ पर लौटकर उसने रिपोर्टें देखीं।"]],
    ["kn", ["ಆಶಾ ಕೆಫೆಯಲ್ಲಿ ಊಟ ಮಾಡಿದಳು.", "ತನ್ನ ಮೇಜಿಗೆ ಮರಳಿ ಅವಳು ವರದಿಗಳನ್ನು ನೋಡಿದಳು."]],
    ["ta", ["ஆஷா கஃபேயில் மதிய உணவு சாப்பிட்டாள்.", "தன் மேசைக்குத் திரும்பி அவள் அறிக்கைகளைப் பார்த்தாள்."]],
    ["te", ["ఆశ కేఫ్‌లో భోజనం చేసింది.", "తన డెస్క్ దగ్గరికి తిరిగి వచ్చి ఆమె రిపోర్టులు చూసింది."]],
  ])("draws the office (%s)", (language, story) => {
    expect(places(language, story)).toEqual(["cafe", "office"]);
  });

  it("stays at home when the desk is in the home", () => {
    expect(places("en", ["Mr Rao was at home all day.", "He sat at his desk and paid the bills."])).toEqual([
      "home",
      "home",
    ]);
  });
});
