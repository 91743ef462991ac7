import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { spokenTokens, timesForText } from "./text-normalise";

const said = (text: string, language: Language) =>
  spokenTokens(text, language)
    .flatMap((t) => t.spoken)
    .join(" ");

describe("text normalised for speech, per language", () => {
  it("reads English currencies, dates, percentages, grouped numbers and abbreviations", () => {
    expect(said("Dr. Smith paid $12.50 on 3/14/2024, about 25% more than 1,250 people.", "en")).toBe(
      "Doctor Smith paid 12 dollars and 50 cents on March fourteenth, 2024, about 25 percent more than 1250 people.",
    );
    expect(said("Mrs. Jones walked 5 km, e.g. to the shop, etc. Then she rested.", "en")).toBe(
      "Missus Jones walked 5 kilometres, for example to the shop, et cetera. Then she rested.",
    );
    expect(said("It costs £3 or €1.", "en")).toBe("It costs 3 pounds or 1 euro.");
  });

  it("reads Spanish amounts after the number, dates day first and its abbreviations", () => {
    expect(said("El Sr. García pagó 12,50 € el 14/03/2024, un 25% más, p. ej. 1.250 personas.", "es")).toBe(
      "El señor García pagó 12 euros con 50 céntimos el 14 de marzo de 2024, un 25 por ciento más, por ejemplo 1250 personas.",
    );
  });

  it("reads French amounts, dates and titles", () => {
    expect(said("M. Dupont a payé 12,50 € le 1/03/2024, soit 25% de plus, p. ex. Mme Martin.", "fr")).toBe(
      "Monsieur Dupont a payé 12 euros et 50 centimes le premier mars 2024, soit 25 pour cent de plus, par exemple Madame Martin.",
    );
  });

  it("reads German dates as ordinals and its two-part abbreviations", () => {
    expect(said("Dr. Müller zahlte 12,50 € am 14.03.2024, z. B. 1.250 Leute, usw.", "de")).toBe(
      "Doktor Müller zahlte 12 Euro und 50 Cent am vierzehnten März 2024, zum Beispiel 1250 Leute, und so weiter.",
    );
  });

  it("reads rupees, dates and percentages in Hindi, Telugu, Kannada and Tamil", () => {
    expect(said("डॉ. शर्मा ने 14/03/2024 को ₹500 दिए, यानी 25% ज़्यादा।", "hi")).toBe(
      "डॉक्टर शर्मा ने 14 मार्च 2024 को 500 रुपये दिए, यानी 25 प्रतिशत ज़्यादा।",
    );
    expect(said("డా. రావు Rs 500 చెల్లించారు, అంటే 25% ఎక్కువ.", "te")).toBe(
      "డాక్టర్ రావు 500 రూపాయలు చెల్లించారు, అంటే 25 శాతం ఎక్కువ.",
    );
    expect(said("₹1,00,000 ಕೊಟ್ಟರು.", "kn")).toBe("100000 ರೂಪಾಯಿ ಕೊಟ್ಟರು.");
    expect(said("25% தள்ளுபடி.", "ta")).toBe("25 சதவீதம் தள்ளுபடி.");
  });

  it("reads a decimal amount as a number in the language's own decimal mark, and pence alone as pence", () => {
    expect(said("It costs $2.5 or €1.5, and £0.99 on 14/03/2024.", "en")).toBe(
      "It costs 2.5 dollars or 1.5 euros, and 99 pence on March fourteenth, 2024.",
    );
    expect(said("Cuesta 3,5 € o 1.250,75 €.", "es")).toBe("Cuesta 3,5 euros o 1250 euros con 75 céntimos.");
    expect(said("Es kostet 2,5 Mio. Euro, Nr. 5.", "de")).toBe("Es kostet 2,5 Millionen Euro, Nummer 5.");
  });

  it("reads an amount's unit after its thousands, millions or lakhs, and French space-grouped thousands", () => {
    expect(said("It costs $2.5 million, or $3 billion.", "en")).toBe(
      "It costs 2.5 million dollars, or 3 billion dollars.",
    );
    expect(said("Es kostet 2,5 Mio. €.", "de")).toBe("Es kostet 2,5 Millionen Euro.");
    expect(said("₹2.50 लाख दिए।", "hi")).toBe("2.50 लाख रुपये दिए।");
    expect(said("Rs. 5 ಕೋಟಿ.", "kn")).toBe("5 ಕೋಟಿ ರೂಪಾಯಿ.");
    expect(said("Il a payé 1 250 € pour 3 000 000 de visiteurs, à 12 ans.", "fr")).toBe(
      "Il a payé 1250 euros pour 3000000 de visiteurs, à 12 ans.",
    );
  });

  it("reads dates, rupees, percentages, titles and units in Kannada, Tamil, Telugu and Hindi", () => {
    expect(said("ಡಾ. ರಾವ್ 14/03/2024 ರಂದು ₹500 ಕೊಟ್ಟರು, 5 km ನಡೆದರು.", "kn")).toBe(
      "ಡಾಕ್ಟರ್ ರಾವ್ 14 ಮಾರ್ಚ್ 2024 ರಂದು 500 ರೂಪಾಯಿ ಕೊಟ್ಟರು, 5 ಕಿಲೋಮೀಟರ್ ನಡೆದರು.",
    );
    expect(said("Dr. ராவ் 1/12/2024 அன்று Rs. 1,250 கொடுத்தார், 25% அதிகம்.", "ta")).toBe(
      "டாக்டர் ராவ் 1 டிசம்பர் 2024 அன்று 1250 ரூபாய் கொடுத்தார், 25 சதவீதம் அதிகம்.",
    );
    expect(said("రావు 14/03/2024 న ₹1,00,000 ఇచ్చారు, 2 kg.", "te")).toBe(
      "రావు 14 మార్చి 2024 న 100000 రూపాయలు ఇచ్చారు, 2 కిలోగ్రాములు.",
    );
    expect(said("वे 5 कि.मी. चले।", "hi")).toBe("वे 5 किलोमीटर चले।");
  });

  it("leaves plain words, plain numbers and the text's punctuation as they are", () => {
    const text = "Who wrote 1984? Nobody knows, really! Wait...";
    expect(said(text, "en")).toBe(text);
  });

  it("gives the captions the text's own words, each timed from its first spoken word to its last", () => {
    const tokens = spokenTokens("Pay $5 now, z.", "en");
    const words = [
      { text: "Pay", startMs: 0, endMs: 200 },
      { text: "5", startMs: 200, endMs: 400 },
      { text: "dollars", startMs: 400, endMs: 800 },
      { text: "now,", startMs: 900, endMs: 1100 },
      { text: "z.", startMs: 1100, endMs: 1300 },
    ];
    expect(timesForText(tokens, words)).toEqual([
      { text: "Pay", startMs: 0, endMs: 200 },
      { text: "$5", startMs: 200, endMs: 800 },
      { text: "now,", startMs: 900, endMs: 1100 },
      { text: "z.", startMs: 1100, endMs: 1300 },
    ]);
    // A token that says nothing (the second half of "z. B.") sits at the end of the one before.
    const de = spokenTokens("z. B. hier", "de");
    expect(de.map((t) => t.spoken)).toEqual([["zum", "Beispiel"], [], ["hier"]]);
    const times = timesForText(de, [
      { text: "zum", startMs: 0, endMs: 200 },
      { text: "Beispiel", startMs: 200, endMs: 700 },
      { text: "hier", startMs: 750, endMs: 1000 },
    ]);
    expect(times[1]).toEqual({ text: "B.", startMs: 700, endMs: 700 });
  });
});
