import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The pose of the one named `who` in the only scene of a one-sentence story. */
function poseOf(language: Language, who: string, sentence: string): string | undefined {
  const figure = planScenes([sentence], language)[0]?.characters.find((c) => c.name === who);
  return figure ? (figure.action ?? "stand") : undefined;
}

describe("a verb's pose found through its converb, light verb and progressive forms", () => {
  it("reads a Kannada converb with a light verb fused on as the main verb's pose", () => {
    expect(poseOf("kn", "ರವಿ", "ರವಿ ಹಾಡು ಹಾಡಿಬಿಟ್ಟನು.")).toBe("sing");
    expect(poseOf("kn", "ಸುಮಾ", "ಸುಮಾ ಅಂಗಳದಲ್ಲಿ ಆಡಿಕೊಂಡಳು.")).toBe("play");
  });

  it("reads a Kannada converb followed by a separate light verb", () => {
    expect(poseOf("kn", "ಸುಮಾ", "ಸುಮಾ ಮಕ್ಕಳ ಜೊತೆ ಹಾಡಿ ಬಿಟ್ಟಳು.")).toBe("sing");
  });

  it("keeps the Kannada word for wet apart from the past of kicking", () => {
    expect(poseOf("kn", "ರವಿ", "ರವಿ ಒದ್ದೆ ಟವೆಲ್ ಹಿಡಿದು ಕುಳಿತನು.")).toBe("sit");
  });

  it("reads a Telugu converb with the light verb of doing away fused on", () => {
    expect(poseOf("te", "రవి", "రవి బంతిని విసిరేశాడు.")).toBe("throw");
  });

  it("reads a Telugu progressive from the root of a listed converb", () => {
    expect(poseOf("te", "రవి", "రవి చెట్టు ఎక్కుతూ ఉన్నాడు.")).toBe("climb");
  });

  it("reads a Telugu reflexive that runs on into coming back", () => {
    expect(poseOf("te", "రవి", "రవి కట్టెలు ఏరుకొచ్చాడు.")).toBe("pick");
  });

  it("gives a raised hand no carrying pose in Hindi and Tamil", () => {
    expect(poseOf("hi", "रवि", "रवि हाथ उठाकर मैदान में खड़ा था।")).not.toBe("carry");
    expect(poseOf("ta", "ரவி", "ரவி கையைத் தூக்கி நின்றான்.")).not.toBe("carry");
  });

  it("still reads lifting a thing in Hindi as carrying", () => {
    expect(poseOf("hi", "रवि", "रवि ने भारी बक्सा उठाया।")).toBe("carry");
  });

  it("keeps a Hindi light verb after a main verb to that verb's pose", () => {
    expect(poseOf("hi", "रवि", "रवि ने गेंद फेंक दी।")).toBe("throw");
    expect(poseOf("hi", "सीता", "सीता चिट्ठी लिखकर सो गई।")).toBe("sleep");
  });

  it("keeps Tamil converbs with a light verb to the main verb", () => {
    expect(poseOf("ta", "ரவி", "ரவி பந்தை எறிந்துவிட்டான்.")).toBe("throw");
    expect(poseOf("ta", "ரவி", "ரவி மரத்தில் ஏறிக்கொண்டிருந்தான்.")).toBe("climb");
  });
});
