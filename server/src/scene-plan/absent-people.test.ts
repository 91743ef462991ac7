import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const people = (text: string, language: Language) =>
  planScenes([text], language)[0]
    ?.characters.filter((c) => c.kind === "person")
    .map((c) => c.icon) ?? [];

describe("people a sentence names who are elsewhere", () => {
  const late: [Language, string][] = [
    ["en", "Ravi wore his late grandmother's silver ring to the wedding."],
    ["es", "Ravi llevó a la boda el anillo de plata de su difunta abuela."],
    ["hi", "रवि शादी में अपनी स्वर्गीय दादी की चाँदी की अँगूठी पहनकर गया।"],
    ["te", "రవి పెళ్లికి తన దివంగత నానమ్మ వెండి ఉంగరం పెట్టుకుని వెళ్లాడు."],
  ];
  it.each(late)("draws no one who has died (%s)", (language, text) => {
    expect(people(text, language)).not.toContain("old-woman");
  });

  const letters: [Language, string][] = [
    ["en", "On Sunday Meena wrote a postcard to her aunt in Delhi."],
    ["fr", "Dimanche, Meena a écrit une longue lettre à sa tante."],
    ["hi", "रविवार को मीना ने दिल्ली वाली अपनी मौसी को एक चिट्ठी लिखी।"],
    ["kn", "ಭಾನುವಾರ ಮೀನಾ ದೆಹಲಿಯಲ್ಲಿರುವ ತನ್ನ ಅತ್ತೆಗೆ ಒಂದು ಪತ್ರ ಬರೆದಳು."],
  ];
  it.each(letters)("draws the writer of a letter and not the one it goes to (%s)", (language, text) => {
    expect(people(text, language)).toHaveLength(1);
  });

  it("still draws a grandmother who is there", () => {
    expect(people("Ravi's grandmother gave him a silver ring.", "en")).toContain("old-woman");
    expect(people("Meena read the letter to her aunt.", "en")).toHaveLength(2);
  });
});
