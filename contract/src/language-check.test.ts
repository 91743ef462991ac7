import { describe, expect, it } from "vitest";
import { detectLanguage, languageMismatch, languageMismatchMessage } from "./language-check";

const stories = {
  en: "Leo opens his small bakery before dawn. He bakes bread for the village, and the children wait at the door with their coins.",
  es: "Leo abre su pequeña panadería antes del amanecer. Hornea pan para el pueblo y los niños esperan en la puerta con sus monedas.",
  fr: "Léo ouvre sa petite boulangerie avant l'aube. Il cuit le pain pour le village et les enfants attendent devant la porte avec des pièces.",
  de: "Leo öffnet seine kleine Bäckerei vor der Morgendämmerung. Er backt das Brot für das Dorf, und die Kinder warten mit ihren Münzen an der Tür.",
  hi: "लियो सुबह होने से पहले अपनी छोटी बेकरी खोलता है। वह गाँव के लिए रोटी बनाता है और बच्चे सिक्कों के साथ दरवाज़े पर इंतज़ार करते हैं।",
  kn: "ಲಿಯೋ ಬೆಳಗಾಗುವ ಮೊದಲೇ ತನ್ನ ಸಣ್ಣ ಬೇಕರಿಯನ್ನು ತೆರೆಯುತ್ತಾನೆ. ಅವನು ಹಳ್ಳಿಗಾಗಿ ರೊಟ್ಟಿ ಮಾಡುತ್ತಾನೆ, ಮಕ್ಕಳು ನಾಣ್ಯಗಳೊಂದಿಗೆ ಬಾಗಿಲಲ್ಲಿ ಕಾಯುತ್ತಾರೆ.",
  ta: "லியோ விடியும் முன்பே தன் சிறிய பேக்கரியைத் திறக்கிறான். அவன் கிராமத்துக்காக ரொட்டி சுடுகிறான், குழந்தைகள் நாணயங்களுடன் வாசலில் காத்திருக்கிறார்கள்.",
  te: "లియో తెల్లవారకముందే తన చిన్న బేకరీని తెరుస్తాడు. అతను ఊరి కోసం రొట్టె కాలుస్తాడు, పిల్లలు నాణేలతో తలుపు దగ్గర ఎదురుచూస్తారు.",
} as const;

describe("the story language check", () => {
  it("names each of the eight languages in a plain story written in it", () => {
    for (const [code, text] of Object.entries(stories)) expect(detectLanguage(text), code).toBe(code);
  });

  it("gives no verdict on a short text, a text of names and numbers, or one of mixed scripts", () => {
    expect(detectLanguage("Leo and Mia")).toBeNull();
    expect(detectLanguage("Priya Sharma, Bengaluru 560001, Lumen Glow 750 ml")).toBeNull();
    expect(detectLanguage(`${stories.en} ${stories.hi}`)).toBeNull();
    expect(detectLanguage("")).toBeNull();
  });

  it("finds an English story written with Hindi chosen, and names both in its message", () => {
    expect(languageMismatch(stories.en, "hi")).toBe("en");
    expect(languageMismatchMessage("en", "hi")).toBe(
      "This story looks like English, but the language is Hindi.",
    );
  });

  it("finds a Hindi story written with English chosen", () => {
    expect(languageMismatch(stories.hi, "en")).toBe("hi");
  });

  it("finds no mismatch when the story is in the chosen language", () => {
    for (const [code, text] of Object.entries(stories))
      expect(languageMismatch(text, code as keyof typeof stories), code).toBeNull();
  });

  it("lets a story hold names and words of another language when the chosen one's words are there", () => {
    const spanishWithEnglish = `${stories.es} Ella dice: "I love this bakery and the bread."`;
    expect(languageMismatch(spanishWithEnglish, "es")).toBeNull();
    const englishWithHindiName =
      "Priya Sharma visits her grandmother in the village. प्रिया is how she writes it.";
    expect(languageMismatch(englishWithHindiName, "hi")).toBe("en");
    expect(languageMismatch(englishWithHindiName, "en")).toBeNull();
  });

  it("says nothing about Latin text that holds too few common words of any language", () => {
    expect(languageMismatch("Ek gaon mein ek ladka rehta tha, uska naam Ravi tha.", "hi")).toBeNull();
  });
});
