import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const actionOf = (sentence: string, language: Language, icon: RegExp) =>
  planScenes([sentence], language)[0]?.characters.find((c) => icon.test(c.icon))?.action;

describe("things served, handed and carried", () => {
  const served: [Language, string][] = [
    ["en", "Aunt Meena served rice and dal on banana leaves."],
    ["es", "La tía Meena sirvió arroz y dal en hojas de plátano."],
    ["fr", "Tante Meena servit du riz et du dal sur des feuilles de bananier."],
    ["de", "Tante Meena servierte Reis und Dal auf Bananenblättern."],
    ["hi", "मीना चाची ने केले के पत्तों पर चावल और दाल परोसी।"],
    ["kn", "ಮೀನಾ ಚಿಕ್ಕಮ್ಮ ಬಾಳೆ ಎಲೆಗಳ ಮೇಲೆ ಅನ್ನ ಮತ್ತು ಬೇಳೆ ಬಡಿಸಿದರು."],
    ["ta", "மீனா சித்தி வாழை இலைகளில் சாதமும் பருப்பும் பரிமாறினார்."],
    ["te", "మీనా పిన్ని అరటి ఆకుల మీద అన్నం, పప్పు వడ్డించింది."],
  ];
  it.each(served)("draws one who serves food handing it out (%s)", (language, sentence) => {
    expect(actionOf(sentence, language, /woman/)).toBe("give");
  });

  it("reads a Hindi light verb of giving after a thing as handing it over", () => {
    expect(actionOf("दादी ने उसे एक गिलास दूध दिया।", "hi", /old-woman/)).toBe("give");
  });

  it("reads no giving in a Hindi light verb after a word that names nothing to hand", () => {
    expect(actionOf("माँ ने ध्यान दिया।", "hi", /woman/)).not.toBe("give");
    expect(actionOf("पुलिसवाले ने उन्हें रोक दिया।", "hi", /person/)).not.toBe("give");
  });

  it("draws one who comes with a thing taken up carrying it (hi)", () => {
    expect(actionOf("माँ केक लेकर अंदर आईं।", "hi", /woman/)).toBe("carry");
  });

  it("reads a Kannada object in its accusative before ಹೊತ್ತು as carried, and ಸ್ವಲ್ಪ ಹೊತ್ತು as a while", () => {
    expect(actionOf("ಶರ್ಮಾ ಅವರು ಪೆಟ್ಟಿಗೆಗಳನ್ನು ಹೊತ್ತು ಲಾರಿಗೆ ತುಂಬಿದರು.", "kn", /person|man|woman/)).toBe("carry");
    expect(actionOf("ರವಿ ಸ್ವಲ್ಪ ಹೊತ್ತು ಮನೆಯಲ್ಲಿದ್ದ.", "kn", /man/)).not.toBe("carry");
  });

  it("draws one who brings a thing carrying it (kn)", () => {
    expect(actionOf("ಹುಡುಗ ಬುಟ್ಟಿಯನ್ನು ತಂದು ಅಮ್ಮನ ಪಕ್ಕದಲ್ಲಿ ನಿಂತನು.", "kn", /boy/)).toBe("carry");
  });

  it("draws one who takes a thing up before standing carrying it (te)", () => {
    expect(actionOf("రవి ఒక బుట్ట తీసుకుని పార్కులో నిలబడ్డాడు.", "te", /man/)).toBe("carry");
  });

  it("reads the Telugu habitual of taking along as walking with the one taken (te)", () => {
    const scene = planScenes(["ప్రతి రోజూ ఉదయం మావటి కుట్టన్ గుడి ఏనుగు లక్ష్మిని స్నానానికి నదికి తీసుకెళ్తాడు."], "te")[0];
    expect(scene?.characters.find((c) => c.icon === "man")?.action).toBe("walk");
  });

  const onTheHead: [Language, string, RegExp][] = [
    ["hi", "गौरी कपड़ों की गठरी सिर पर रखे खड़ी थी।", /woman/],
    ["kn", "ಗೌರಿ ಬಟ್ಟೆಗಳ ಗಂಟನ್ನು ತಲೆಯ ಮೇಲಿಟ್ಟುಕೊಂಡು ನಿಂತಳು.", /woman/],
    ["ta", "கௌரி துணி மூட்டையைத் தலையில் வைத்துக்கொண்டு நின்றாள்.", /woman/],
    ["te", "అమ్మ బట్టల మూటను నెత్తిన పెట్టుకుని నిలబడింది.", /woman/],
  ];
  it.each(onTheHead)("draws a bundle kept on the head as carried (%s)", (language, sentence, icon) => {
    expect(actionOf(sentence, language, icon)).toBe("carry");
  });
});
