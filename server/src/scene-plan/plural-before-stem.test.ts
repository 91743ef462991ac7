import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { places, things } from "./story-probes";

describe("a plural is its own singular before a stem another word shares", () => {
  it.each<[Language, string]>([
    ["es", "Nina cerró las puertas de la cocina y encendió la radio."],
    ["fr", "Nina a fermé les portes de la cuisine et allumé la radio."],
  ])("draws doors, not a harbour (%s)", (language, sentence) => {
    expect(things(language, [sentence])[0]).toContain("door");
    expect(things(language, [sentence])[0]).not.toContain("sailboat");
    expect(places(language, [sentence])[0]).not.toBe("harbour");
  });

  it.each<[Language, string]>([
    ["es", "Los barcos volvieron al puerto al anochecer."],
    ["fr", "Les bateaux sont rentrés au port le soir."],
  ])("still reads the harbour itself (%s)", (language, sentence) => {
    expect(places(language, [sentence])[0]).toBe("harbour");
  });
});
