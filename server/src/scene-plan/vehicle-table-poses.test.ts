import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The pose each named person is drawn in, by the start of their name. */
function poseOf(sentence: string, language: Language, who: string): string | undefined {
  const [plan] = planScenes([sentence], language);
  const c = plan?.characters.find((x) => (x.name ?? x.icon).startsWith(who));
  return c ? (c.action ?? "stand") : undefined;
}

describe("the people someone drives ride along", () => {
  it.each<[Language, string, string]>([
    ["en", "Uncle Farid drove Leela and her cousin Omar to the lake in his car.", "Omar"],
    ["en", "Uncle Farid drove Leela to the lake in his car.", "Leela"],
  ])("%s: %s", (language, sentence, who) => {
    expect(poseOf(sentence, language, who)).toBe("ride");
  });
});

describe("a person in a vehicle on its way rides, never stands", () => {
  it.each<[Language, string, string]>([
    ["en", "On the train back Leela told Omar a joke.", "Omar"],
    ["es", "En el autobús de vuelta, Leela le enseñó la foto a Omar.", "Leela"],
    ["de", "Im Auto auf dem Heimweg erzählte Leela einen Witz.", "Leela"],
  ])("%s: %s", (language, sentence, who) => {
    expect(poseOf(sentence, language, who)).toBe("ride");
  });
});

describe("a person on a mount the sentence names rides it", () => {
  it.each<[Language, string, string]>([
    ["de", "Am Abend war Opa Karl auf seinem alten Pferd schon im Dorf.", "Karl"],
    ["te", "రోజూ సాయంత్రం రాము సైకిల్ మీద బజారుకి వెళ్ళేవాడు.", "రాము"],
  ])("%s: %s", (language, sentence, who) => {
    expect(poseOf(sentence, language, who)).toBe("ride");
  });
});

describe("someone at a table or a desk with no pose of their own sits there", () => {
  it.each<[Language, string]>([
    ["en", "At noon Omar unwrapped his sandwich at his desk."],
    ["es", "A mediodía Omar abrió la carta en su escritorio."],
    ["fr", "À midi, Omar était à table avec sa tante."],
    ["de", "Um zwölf öffnete Omar den Brief an seinem Schreibtisch."],
  ])("%s: %s", (language, sentence) => {
    expect(poseOf(sentence, language, "Omar")).toBe("sit");
  });

  it("does not seat someone who only points at a table", () => {
    expect(poseOf("Omar pointed at the table.", "en", "Omar")).not.toBe("sit");
  });
});

describe("taking things somewhere and swinging a bat", () => {
  it("walks someone who takes several things to a place", () => {
    expect(poseOf("Each evening Omar takes a lamp and a blanket to the barn.", "en", "Omar")).toBe("walk");
  });

  it("draws a batter swinging at a ball playing", () => {
    expect(poseOf("Omar swung his new bat and the ball flew into the hedge.", "en", "Omar")).toBe("play");
  });
});
