import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const last = (sentences: string[], language: Language) => {
  const scene = planScenes(sentences, language).at(-1);
  return {
    people: scene?.characters.map((c) => c.icon) ?? [],
    things: scene?.objects.map((o) => o.icon) ?? [],
  };
};

describe("a thing picked up by a pronoun is the thing named before", () => {
  const kite: [Language, string[]][] = [
    [
      "es",
      [
        "La cometa subió muy alto sobre las olas.",
        "Cuando amainó el viento, cayó en la arena y Kiran la recogió.",
      ],
    ],
    ["hi", ["पतंग लहरों के ऊपर ऊँची उठती गई।", "जब हवा थम गई, तो वह रेत पर आ गिरी, और किरण ने उसे उठा लिया।"]],
    ["en", ["Mira found a red ball in the garden.", "She picked it up and threw it to Leo."]],
  ];
  it.each(kite)("draws the thing, not the waves named after it (%s)", (language, sentences) => {
    const { things } = last(sentences, language);
    expect(things.length).toBe(1);
    expect(things[0]).toMatch(/kite|soccer-ball/u);
  });

  it("draws no thing for a person held by a pronoun", () => {
    const { things } = last(["La niña lloraba junto a su madre.", "Su padre la recogió en brazos."], "es");
    expect(things).toEqual([]);
  });
});

describe('"it" stands for the thing the story goes on with', () => {
  it('draws the scooter pushed as "it", beside the things the sentence names after it', () => {
    const { things } = last(
      [
        "Neha's old scooter stopped in the middle of the road.",
        "She pushed it to a small garage at the end of the lane, past a man under an umbrella.",
      ],
      "en",
    );
    expect(things).toContain("motor-scooter");
    expect(things).toContain("umbrella");
  });

  it('draws the kite that "it" is as a subject', () => {
    const { things } = last(
      ["The kite rose high over the beach.", "When the wind stopped, it fell on the sand."],
      "en",
    );
    expect(things).toEqual(["kite"]);
  });

  it("takes the thing the story has drawn most, not the one named last", () => {
    const { things } = last(
      [
        "Grandpa gave Mira an old red bicycle.",
        "The next day it had a flat tyre.",
        "Mira's father found a bowl of water.",
        "He pushed it to the shop by the bus stop.",
      ],
      "en",
    );
    expect(things).toContain("bicycle");
    expect(things).not.toContain("bowl-with-spoon");
  });

  it('reads "it" after the sentence\'s own thing as that thing', () => {
    const { things } = last(
      ["Anu found a little box under the bed.", "Then she found a ball and threw it to her brother."],
      "en",
    );
    expect(things).toEqual(["soccer-ball"]);
  });

  it('draws the thing "it" is where a verb hangs or lays it on the sentence\'s own things', () => {
    const { things } = last(["Priya bought a red kite at the fair.", "At home she hung it on a hook."], "en");
    expect(things).toContain("kite");
  });

  it('draws nothing for the "it" of the weather', () => {
    const { things } = last(
      ["Anu found a little box under the bed.", "It was raining outside, so she stayed in."],
      "en",
    );
    expect(things).toEqual([]);
  });
});

describe("a name that is also a word, after an owned relative or pet, is the name", () => {
  it("draws a dog called Biscuit as the dog, no biscuit", () => {
    const tamil = last(["அவர்களுடைய நாய் பிஸ்கட் கேக்கை முகர்ந்து பார்த்தது."], "ta");
    expect(tamil.people).toContain("dog");
    expect(tamil.things).not.toContain("cookie");
    const telugu = last(["వాళ్ళ కుక్క బిస్కెట్ కేక్ వాసన చూడటానికి తోటలోంచి పరిగెత్తుకుంటూ వచ్చింది."], "te");
    expect(telugu.people).toContain("dog");
    expect(telugu.things).not.toContain("cookie");
  });

  it("keeps the biscuit a dog is given", () => {
    expect(last(["அவள் நாய்க்கு பிஸ்கட் கொடுத்தாள்."], "ta").things).toContain("cookie");
  });

  it("draws a sister called Rani as a girl or a woman, no princess", () => {
    const hindi = last(["उसकी छोटी बहन रानी बगीचे में खेल रही थी।"], "hi");
    expect(hindi.people).not.toContain("princess");
    expect(hindi.people.length).toBeGreaterThan(0);
  });

  it("keeps a queen who is nobody's relative", () => {
    expect(last(["राजा ने रानी को बुलाया।"], "hi").people).toContain("princess");
  });
});

describe("a German compound the dictionary knows whole", () => {
  it("reads no emoji keyword at its end (Girlanden: no landing)", () => {
    const { things } = last(["Sie fädelte Jasmin und Ringelblumen zu langen Girlanden auf."], "de");
    expect(things).not.toContain("airplane-arrival");
  });

  it("names nobody for the word it draws nothing for", () => {
    const scenes = planScenes(
      [
        "Sie fädelte Jasmin und Ringelblumen zu langen Girlanden auf.",
        "Ein junges Paar kaufte zwei Girlanden für seine Hochzeit.",
      ],
      "de",
    );
    expect(scenes.flatMap((s) => s.characters.map((c) => c.name ?? ""))).not.toContain("Girlanden");
  });
});
