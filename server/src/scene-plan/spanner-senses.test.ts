import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { thingsOf } from "./story-probes";

describe("a key that is a spanner or winds a toy", () => {
  const spanners: [Language, string][] = [
    ["es", "El fontanero apretó la tuerca del grifo con una llave."],
    ["fr", "Le plombier a serré le tuyau avec une clé."],
    ["de", "Der Klempner zog das Rohr mit einem Schlüssel fest."],
  ];
  it.each(spanners)("draws a spanner where a pipe or a nut is tightened (%s)", (language, sentence) => {
    const things = thingsOf(sentence, language);
    expect(things).toContain("wrench");
    expect(things).not.toContain("key");
  });

  const toys: [Language, string][] = [
    ["hi", "बच्चे चाबी वाले खिलौनों से खेल रहे थे।"],
    ["ta", "குழந்தைகள் சாவி கொடுத்த பொம்மைகளுடன் விளையாடினார்கள்."],
  ];
  it.each(toys)("draws no key for a wind-up toy (%s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).not.toContain("key");
  });

  const keys: [Language, string][] = [
    ["es", "Ella buscó la llave de casa en el bolso."],
    ["fr", "Elle a perdu sa clé dans le jardin."],
    ["hi", "उसने चाबी से दरवाज़ा खोला।"],
  ];
  it.each(keys)("draws the key of a door (%s)", (language, sentence) => {
    expect(thingsOf(sentence, language)).toContain("key");
  });
});
