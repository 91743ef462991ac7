import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { hairOf, regionOfName } from "./looks";
import { planScenes } from "./planner";
import type { SceneCharacter } from "./scene-plan-schema";

const BROWN = ["medium", "medium-dark", "dark"];

/** Every look a character has across the scenes of one video, by id. */
function looksById(sentences: string[], language: Language): Map<string, SceneCharacter[]> {
  const out = new Map<string, SceneCharacter[]>();
  for (const plan of planScenes(sentences, language))
    for (const c of plan.characters) out.set(c.id, [...(out.get(c.id) ?? []), c]);
  return out;
}

function only(looks: Map<string, SceneCharacter[]>, name: string): SceneCharacter {
  const found = [...looks.values()].flat().find((c) => c.name?.startsWith(name));
  if (!found) throw new Error(`${name} is not drawn`);
  return found;
}

/** Ravi goes to the market and buys mangoes, then comes home: a name in every Indian script. */
const RAVI: Record<"hi" | "ta" | "te" | "kn", [string, string[]]> = {
  hi: ["रवि", ["रवि बाज़ार गया।", "रवि ने आम खरीदे।", "शाम को रवि घर लौटा।"]],
  ta: ["ரவி", ["ரவி சந்தைக்கு சென்றான்.", "ரவி மாம்பழம் வாங்கினான்.", "மாலையில் ரவி வீட்டுக்கு வந்தான்."]],
  te: ["రవి", ["రవి సంతకు వెళ్ళాడు.", "రవి మామిడి పండ్లు కొన్నాడు.", "సాయంత్రం రవి ఇంటికి వచ్చాడు."]],
  kn: ["ರವಿ", ["ರವಿ ಸಂತೆಗೆ ಹೋದನು.", "ರವಿ ಮಾವಿನ ಹಣ್ಣು ಖರೀದಿಸಿದನು.", "ಸಂಜೆ ರವಿ ಮನೆಗೆ ಬಂದನು."]],
};

describe("a character's likely look", () => {
  for (const [language, [name, story]] of Object.entries(RAVI) as [Language, [string, string[]]][]) {
    it(`draws ${name} in a ${language} story with brown skin and black hair, never blond, in every scene`, () => {
      const looks = looksById(story, language);
      const ravi = only(looks, name);
      expect(BROWN).toContain(ravi.skinTone);
      expect(ravi.icon).not.toMatch(/blonde|red-hair/);
      expect(hairOf(ravi)).toBe("black hair");
      const scenes = looks.get(ravi.id) ?? [];
      expect(scenes).toHaveLength(3);
      for (const s of scenes)
        expect({ icon: s.icon, skinTone: s.skinTone }).toEqual({ icon: ravi.icon, skinTone: ravi.skinTone });
    });
  }

  it("draws Priya, Arjun and Lakshmi in an English story as South Asian, with black hair", () => {
    const looks = looksById(
      ["Priya met Arjun at the station.", "Lakshmi, their teacher, waved from the train.", "Priya laughed."],
      "en",
    );
    for (const name of ["Priya", "Arjun", "Lakshmi"]) {
      const c = only(looks, name);
      expect(BROWN, name).toContain(c.skinTone);
      expect(hairOf(c), name).toBe("black hair");
    }
  });

  it("gives the unnamed farmer of a Hindi story and the woman of an English story set in Mumbai a South Asian look", () => {
    const [farm] = planScenes(["एक किसान खेत में काम कर रहा था।"], "hi");
    expect(BROWN).toContain(farm?.characters[0]?.skinTone);
    const [city] = planScenes(["A woman sold flowers in Mumbai."], "en");
    expect(city?.characters[0]?.icon).toBe("woman");
    expect(BROWN).toContain(city?.characters[0]?.skinTone);
  });

  it("follows the name before the story's language: Kofi in French, Yuki in German, Lucía in Spanish", () => {
    const [kofi] = planScenes(["Kofi est arrivé à Lyon avec sa guitare."], "fr");
    expect(["dark", "medium-dark"]).toContain(kofi?.characters[0]?.skinTone);
    const [yuki] = planScenes(["Yuki trank einen Tee im Café."], "de");
    expect(yuki?.characters[0]?.skinTone).toBe("light");
    expect(hairOf(yuki?.characters[0] as SceneCharacter)).toBe("black hair");
    const [lucia] = planScenes(["Lucía abrió su panadería."], "es");
    expect(["light", "medium-light", "medium"]).toContain(lucia?.characters[0]?.skinTone);
  });

  it("draws Hugo as Latin in a Spanish story and European in a French one; Mehmet in German, Mohamed in French as Middle-Eastern", () => {
    expect(regionOfName("Hugo", "es")).toBe("latin");
    expect(regionOfName("Hugo", "fr")).toBe("european");
    const [mehmet] = planScenes(["Mehmet backte am Morgen Brot."], "de");
    expect(["medium", "medium-light"]).toContain(mehmet?.characters[0]?.skinTone);
    const [mohamed] = planScenes(["Mohamed a couru jusqu'à la gare."], "fr");
    expect(["medium", "medium-light"]).toContain(mohamed?.characters[0]?.skinTone);
    expect(hairOf(mohamed?.characters[0] as SceneCharacter)).not.toBe("blond hair");
  });

  it("knows where a name is most common, and says nothing for a name found everywhere", () => {
    expect(regionOfName("रवि")).toBe("south-asian");
    expect(regionOfName("Arjun")).toBe("south-asian");
    expect(regionOfName("Amara")).toBe("african");
    expect(regionOfName("Maya")).toBeNull();
  });
});
