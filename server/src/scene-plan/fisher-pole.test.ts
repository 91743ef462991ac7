import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const objectsOf = (sentence: string, language: Language) =>
  planScenes([sentence], language)[0]?.objects.map((o) => o.icon) ?? [];

describe("a fisherman's pole is drawn only while he fishes", () => {
  it.each<[Language, string]>([
    ["en", "The old fisherman pulled his boat up the sand."],
    ["es", "El pescador arrastró su barca a la arena."],
    ["fr", "Le pêcheur a tiré sa barque sur le sable."],
    ["de", "Der Fischer zog sein Boot auf den Sand."],
    ["hi", "मछुआरे ने अपनी नाव रेत पर खींच ली।"],
    ["ta", "மீனவர் தன் படகை மணலின் மேல் இழுத்தார்."],
    ["te", "జాలరి తన పడవను ఇసుక మీదకు లాగాడు."],
    ["en", "An old fisherman caught the ball and threw it back to Rocky."],
  ])("%s: %s has no pole", (language, sentence) => {
    expect(objectsOf(sentence, language)).not.toContain("fishing-pole");
  });

  it.each<[Language, string]>([
    ["en", "The fisherman caught a big fish."],
    ["en", "The fisherman fished in the lake."],
    ["es", "El pescador pescaba en el río."],
    ["de", "Der Fischer angelte am See."],
    ["hi", "मछुआरा नदी में मछली पकड़ रहा था।"],
  ])("%s: %s has his pole", (language, sentence) => {
    expect(objectsOf(sentence, language)).toContain("fishing-pole");
  });
});
