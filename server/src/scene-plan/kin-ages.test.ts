import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The age of the character named `name` in the one scene of a sentence. */
const ageOf = (sentence: string, language: Language, name: string) =>
  planScenes([sentence], language)[0]?.characters.find((c) => c.name?.startsWith(name))?.age;

describe("who a bare Dad, Mum or Grandma makes a child", () => {
  it.each<[Language, string, string]>([
    ["en", "Dad drove Aarav to the hospital, where Mum was holding a tiny baby.", "Aarav"],
    ["es", "Papá llevó a Aarav al hospital, donde mamá tenía en brazos a una bebé.", "Aarav"],
    ["de", "Papa fuhr Aarav ins Krankenhaus, wo Mama ein Baby im Arm hielt.", "Aarav"],
    ["hi", "पापा आरव को अस्पताल ले गए, जहाँ मम्मी एक नन्ही-सी बच्ची को गोद में लिए बैठी थीं।", "आरव"],
  ])("draws the named one a child beside the family's baby (%s)", (language, sentence, name) => {
    expect(ageOf(sentence, language, name)).toBe("child");
  });

  it.each<[string, string]>([
    [
      "On Saturday Mum took Dev to the salon, and a hairdresser called Lily lifted him onto the chair.",
      "Lily",
    ],
    ["Grandma and Ravi climbed into a jeep, with their guide, Salim, at the wheel.", "Salim"],
  ])("leaves a grown-up set apart by a comma a grown-up: %s", (sentence, name) => {
    expect(ageOf(sentence, "en", name)).toBe("adult");
  });
});
