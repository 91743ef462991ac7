import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The characters of each scene of a story. */
function casts(sentences: string[], language: Language) {
  return planScenes(sentences, language).map((plan) => plan.characters);
}

describe("a postposition, particle, auxiliary or adverb is never anyone's name", () => {
  it.each<[Language, string[], string]>([
    ["hi", ["सुबह मीना बाग़ में गई।", "पड़ोस की काली गाय भी उसके पीछे-पीछे आ गई।"], "भी"],
    ["hi", ["गोपाल सड़क किनारे फल बेचता था।", "उसके ग्राहक ट्रक ड्राइवर होते थे, जो रुककर केले खाते थे।"], "होते"],
    ["kn", ["ಸಂಜೆ ಅಜ್ಜ ತೋಟಕ್ಕೆ ಹೋದರು.", "ಕತ್ತಲಾಗುವ ಸ್ವಲ್ಪ ಮುಂಚೆ ಅವರು ಮನೆಗೆ ಮರಳಿದರು."], "ಮುಂಚೆ"],
    ["ta", ["காலையில் மீனா தோட்டத்துக்குப் போனாள்.", "பக்கத்து வீட்டுக் கறுப்பு நாய் கூட அவள் பின்னால் ஓடி வந்தது."], "கூட"],
    ["te", ["పొద్దున మీనా తోటకి వెళ్ళింది.", "పక్కింటి నల్ల కుక్క కూడా ఆమె వెనకాలే పరిగెత్తుకుంటూ వచ్చింది."], "కూడా"],
  ])("draws nobody named after a function word in a %s story", (language, story, word) => {
    const names = casts(story, language)
      .flat()
      .map((c) => c.name);
    expect(names).not.toContain(word);
  });

  it("draws nobody named after a number a Tamil runner wears", () => {
    const names = casts(["ராஜன் அவர்கள் தன் சட்டையில் 48 என்ற எண்ணை மாட்டிக்கொண்டு நின்றார்."], "ta")
      .flat()
      .map((c) => c.name);
    expect(names).not.toContain("48");
  });
});

describe("a doctor's title is their job, the word after it their name", () => {
  it.each<[Language, string]>([
    ["en", "Dr Mehta listened to the old farmer's chest."],
    ["en", "After lunch Dr. Mehta opened the clinic door."],
    ["es", "Por la tarde la Dra. Mehta abrió la puerta de la clínica."],
    ["fr", "Le soir, le Dr Mehta ferma la porte de la clinique."],
    ["de", "Am Abend schloss Dr. Mehta die Tür der Praxis."],
    ["hi", "डॉ. मेहता ने किसान की छाती की जाँच की।"],
    ["kn", "ಡಾ. ಮೆಹ್ತಾ ರೈತನ ಎದೆಯನ್ನು ಪರೀಕ್ಷಿಸಿದರು."],
    ["te", "డా. మెహతా రైతు ఛాతీని పరీక్షించారు."],
  ])(
    "draws a %s doctor called by the title as the named health worker, never a person named Dr",
    (language, text) => {
      const people = casts([text], language)[0] ?? [];
      const names = people.map((c) => c.name ?? "");
      expect(names.some((n) => /^(dr|dra|डॉ|ಡಾ|డా)$/iu.test(n))).toBe(false);
      const doctor = people.find((c) => c.name !== undefined && /मेहता|ಮೆಹ್ತಾ|మెహతా|Mehta/u.test(c.name));
      expect(doctor?.icon).toMatch(/health-worker/);
    },
  );
});

describe("a name the story gives is found again without the endings joined to it", () => {
  it("reads a Tamil name before '-உம்' (and) as the name, its last consonant kept", () => {
    const names = casts(["விஜயும் மீராவும் கடற்கரைக்குப் போனார்கள்.", "விஜய் மணலில் ஓடினான்."], "ta")
      .flat()
      .map((c) => c.name);
    expect(names).toContain("விஜய்");
    expect(names).toContain("மீரா");
    expect(names).not.toContain("விஜ");
  });

  it("reads a Tamil brother's name after 'her brother' without '-உம்'", () => {
    const names = casts(["காலையில் கவிதாவும் அவளுடைய தம்பி அனிலும் கடைக்குப் போனார்கள்."], "ta")
      .flat()
      .map((c) => c.name);
    expect(names).toContain("அனில்");
    expect(names).not.toContain("அனிலும்");
  });

  it("draws a Kannada girl and 'her little brother' named after her as a girl and a boy", () => {
    const first = casts(["ಭಾನುವಾರ ಕಾವ್ಯಾ ಮತ್ತು ಅವಳ ಪುಟ್ಟ ತಮ್ಮ ಅಜಯ್, ಅಜ್ಜಿಗಾಗಿ ಹೂವು ತರಲು ತೋಟಕ್ಕೆ ಹೋದರು."], "kn")[0] ?? [];
    const byName = new Map(first.map((c) => [c.name, c]));
    expect(byName.has("ಕಾವ್ಯಾ")).toBe(true);
    expect(byName.get("ಅಜಯ್")?.gender).toBe("male");
  });
});

describe("runners around a named person are people on stage", () => {
  it.each<[Language, string]>([
    ["hi", "सुबह नायर साहब सैकड़ों धावकों के साथ पुल पर खड़े थे।"],
    ["kn", "ಬೆಳಿಗ್ಗೆ ನಾಯರ್ ಅವರು ನೂರಾರು ಓಟಗಾರರ ಜೊತೆ ಸೇತುವೆಯ ಮೇಲೆ ನಿಂತರು."],
    ["ta", "காலையில் நாயர் அவர்கள் நூற்றுக்கணக்கான ஓட்டக்காரர்களுடன் பாலத்தில் நின்றார்."],
    ["te", "పొద్దున నాయర్ గారు వందలాది రన్నర్లతో వంతెన మీద నిలబడ్డారు."],
  ])("draws the runners of a %s sentence beside the named man", (language, text) => {
    const people = casts([text], language)[0] ?? [];
    expect(people.some((c) => c.name === undefined && c.kind === "person")).toBe(true);
  });
});

describe("a given name first met with a case ending keeps the name itself", () => {
  it("calls a Kannada twin named in the accusative by the name later sentences write", () => {
    const story = ["ಭಾನುವಾರ ಅಮ್ಮ ಅವಳಿ ಮಕ್ಕಳಾದ ಮೀರಾ ಮತ್ತು ಕಿರಣನನ್ನು ಜಾತ್ರೆಗೆ ಕರೆದುಕೊಂಡು ಹೋದರು.", "ಕಿರಣ್ ಬಲೂನು ಹಿಡಿದುಕೊಂಡು ಓಡಿದ."];
    const names = casts(story, "kn")
      .flat()
      .map((c) => c.name);
    expect(names).not.toContain("ಕಿರಣನನ್ನು");
  });
});
