import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The names a one-sentence German story draws. */
function names(sentence: string): (string | undefined)[] {
  return (planScenes([sentence], "de")[0]?.characters ?? [])
    .map((c) => c.name)
    .filter((n) => n !== undefined);
}

describe("a German name the lists lack is read from where the subject stands", () => {
  it.each([
    ["Am Montag beim Frühstück biss Mitthu in einen Apfel.", "Mitthu"],
    ["Jeden Donnerstag nach der Schule geht Khushi zum Gitarrenunterricht.", "Khushi"],
    ["Mittags kam Rekha vom Rettungsteam die Straße entlang.", "Rekha"],
  ])("takes the word between the verb and a preposition for the subject in %s", (sentence, name) => {
    expect(names(sentence)).toEqual([name]);
  });

  it("takes the word after an article and an adjective, before the verb, for a name", () => {
    expect(names("Die schüchterne Nisha meldete sich.")).toEqual(["Nisha"]);
  });

  it.each([
    "Im Herbst pflückte Mama Kastanien im Park.",
    "Am Abend fiel Schnee auf das Dach.",
    "Die alte Laterne leuchtete hell.",
    "Die neue Lehrerin lachte.",
  ])("names no noun, plural or word of the dictionary there: %s", (sentence) => {
    expect(names(sentence)).toEqual([]);
  });
});
