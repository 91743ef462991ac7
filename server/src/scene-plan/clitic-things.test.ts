import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const lastThings = (sentences: string[], language: Language) =>
  planScenes(sentences, language)
    .at(-1)
    ?.objects.map((o) => o.icon) ?? [];

describe("a thing the next sentence handles by an object pronoun of its gender is still drawn", () => {
  const carried: [Language, string[], RegExp][] = [
    ["es", ["Marta compró un pastel en la panadería.", "Luego lo llevó a casa de su abuela."], /cake/u],
    ["es", ["Pablo encontró una llave en el jardín.", "La guardó en el bolsillo."], /key/u],
    ["fr", ["Elle a trouvé une clé sous le tapis.", "Elle l'a mise dans sa poche."], /key/u],
    ["fr", ["Paul a acheté un ballon rouge.", "Il l'a lancé à son frère."], /ball/u],
    ["de", ["Lena fand eine Tasche im Zug.", "Ein Schaffner nahm sie mit."], /luggage|bag/u],
  ];
  it.each(carried)("draws the thing again (%s: %s)", (language, sentences, icon) => {
    expect(lastThings(sentences, language).some((i) => icon.test(i))).toBe(true);
  });

  it('reads German "sie" as the feminine thing, not the train named after it', () => {
    const things = lastThings(["Lena fand eine Tasche im Zug.", "Ein Schaffner nahm sie mit."], "de");
    expect(things).not.toContain("train");
  });

  it("draws no thing for a pronoun whose gender no thing before has", () => {
    const things = lastThings(["Pablo encontró un libro en el jardín.", "La saludó desde la puerta."], "es");
    expect(things.some((i) => /book/u.test(i))).toBe(false);
  });

  it("draws no thing where the pronoun opens the sentence as its subject", () => {
    const things = lastThings(["Opa kaufte ein Buch am Bahnhof.", "Es regnete den ganzen Tag."], "de");
    expect(things).toEqual([]);
  });

  it("leaves a pronoun that goes on from the same pronoun before to what that one stood for", () => {
    const things = lastThings(
      [
        "Papá eligió un árbol de Navidad en el mercado.",
        "Lo llevaron a casa en un coche viejo.",
        "Por la tarde lo decoraron con luces.",
      ],
      "es",
    );
    expect(things).not.toContain("automobile");
  });

  const containers: [Language, string[], RegExp][] = [
    ["es", ["Lucía metió los lápices en una mochila.", "Luego la colgó de la silla."], /backpack/u],
    ["fr", ["Hugo a mis ses livres dans une valise.", "Il l'a fermée avant de partir."], /luggage/u],
    ["de", ["Tom packte das Brot in einen Rucksack.", "Dann trug er ihn zum Auto."], /backpack/u],
  ];
  it.each(containers)(
    "draws a container a thing was put into where the next sentence handles it (%s: %s)",
    (language, sentences, icon) => {
      expect(lastThings(sentences, language).some((i) => icon.test(i))).toBe(true);
    },
  );

  it("goes on drawing the thing the same pronoun stood for in the sentence before", () => {
    const things = lastThings(
      ["Ana compró una maleta roja.", "La subió al tren.", "Por la noche la abrió en el hotel."],
      "es",
    );
    expect(things).toContain("luggage");
  });

  it('reads German "sie" before a noun as the subject put after its verb', () => {
    const things = lastThings(["Mia trank eine Tasse Tee.", "Danach schrieb sie Briefe am Tisch."], "de");
    expect(things.some((i) => /beverage|teacup|cup/u.test(i))).toBe(false);
  });

  it("reads a thing the sentence before set a place by as no thing a pronoun handles", () => {
    const things = lastThings(["Tomás plantó un pino pequeño junto al buzón.", "Lo regó cada mañana."], "es");
    expect(things).not.toContain("postbox");
  });
});

describe("things the next sentence handles by a plural object pronoun are still drawn", () => {
  const carried: [Language, string[], RegExp][] = [
    ["es", ["Rosa compró unas peras en la frutería.", "Después las lavó con agua fría."], /pear/u],
    ["es", ["Ana y Luis hicieron unos barcos de papel.", "Los dejaron flotar en el estanque."], /boat/u],
    ["fr", ["Léo a trouvé des coquillages sur le sable.", "Il les a mis dans sa poche."], /shell/u],
  ];
  it.each(carried)("draws the things again (%s: %s)", (language, sentences, icon) => {
    expect(lastThings(sentences, language).some((i) => icon.test(i))).toBe(true);
  });

  it("leaves a plural pronoun to the people the sentence before named beside the things", () => {
    const things = lastThings(
      ["Pedro vio a unos niños con sus cometas.", "Los saludó desde la puerta."],
      "es",
    );
    expect(things.some((i) => /kite/u.test(i))).toBe(false);
  });

  it("carries no thing of the other gender for a plural pronoun", () => {
    const things = lastThings(["Clara compró unos libros en la feria.", "Las saludó al salir."], "es");
    expect(things.some((i) => /book/u.test(i))).toBe(false);
  });
});
