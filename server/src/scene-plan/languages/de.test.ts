import { describe, expect, it } from "vitest";
import { planScenes } from "../planner";

const story = (...sentences: string[]) => planScenes(sentences, "de");
const who = (plan: ReturnType<typeof story>[number] | undefined) =>
  (plan?.characters ?? []).map((c) => `${c.name ?? c.icon}:${c.action ?? "stand"}`).sort();
const things = (plan: ReturnType<typeof story>[number] | undefined) =>
  (plan?.objects ?? []).map((o) => o.icon);

describe("German scenes that read the story", () => {
  it("takes two capitalised words joined by 'und' after the verb for two people", () => {
    const [plan] = story("Am Freitagabend gingen Mira und Leo in ein kleines Restaurant.");
    expect(plan?.characters.map((c) => c.name)).toEqual(["Mira", "Leo"]);
  });

  it("does not take an adverb that opens a sentence for a name", () => {
    const plans = story("Es schneite.", "Drinnen machte Mama heiße Schokolade für die Kinder.");
    expect(plans[1]?.characters.map((c) => c.name).filter(Boolean)).toEqual([]);
  });

  it("takes a first word followed by its verb for someone's name", () => {
    expect(who(story("Nina goss jeden Morgen die Blumen im Garten.")[0])).toEqual(["Nina:stand"]);
  });

  it("reads a known name with the genitive -s as that person", () => {
    const plans = story("Kabir angelte am Fluss.", "Plötzlich spannte sich Kabirs Schnur.");
    expect(plans[1]?.characters).toHaveLength(1);
    expect(plans[1]?.characters[0]?.id).toBe(plans[0]?.characters[0]?.id);
  });

  it("draws a librarian and an uncle as people", () => {
    expect(who(story("„Was suchst du?“, fragte die Bibliothekarin leise.")[0])).toHaveLength(1);
    expect(story("Der Onkel schrie.")[0]?.characters).toHaveLength(1);
  });

  it("poses someone who catches a trout as fishing, and draws the fish", () => {
    const [plan] = story("Kabir fing eine große Forelle.");
    expect(who(plan)).toEqual(["Kabir:fish"]);
    expect(things(plan)).toContain("fish");
  });

  it("poses someone who wears a hat standing, not carrying it", () => {
    expect(who(story("Omar trug einen roten Hut.")[0])).toEqual(["Omar:stand"]);
  });

  it("draws no sunglasses for the dark", () => {
    expect(things(story("Priya las dort, bis es draußen dunkel wurde.")[0])).not.toContain("sunglasses");
  });

  it("draws no knife and fork for a meal that only says when", () => {
    const [plan] = story("Nach dem Mittagessen ging Sam mit seiner kleinen Schwester auf den Spielplatz.");
    expect(things(plan)).not.toContain("fork-and-knife");
  });
});

describe("German titles, owners and everyday things", () => {
  it("draws Frau Rao as a woman named Rao, with her honey and a bank note", () => {
    const [plan] = story("Frau Rao kaufte ein Glas Honig und bezahlte mit einem Schein.");
    expect(plan?.characters.map((c) => [c.name, c.icon])).toEqual([["Rao", "woman"]]);
    expect(things(plan)).toEqual(["honey-pot", "euro-banknote"]);
  });

  it("leaves the uncle who owns the farm ('ihres Onkels') out of the people the goat follows", () => {
    const plans = story(
      "Im September fuhr Nina ihren Sohn zum Bauernhof ihres Onkels.",
      "Eine braune Ziege lief ihnen bis zum Haus nach.",
    );
    expect(plans[1]?.characters.map((c) => c.name ?? c.icon).sort()).toEqual(["Nina", "boy", "goat"]);
  });

  it("draws flat stones and a cloth bag, and no clock for 'um sechs Uhr'", () => {
    expect(things(story("Sie warfen flache Steine ins Wasser.")[0])).toEqual(["rock"]);
    expect(things(story("Sie trug es in ihrer Stofftasche nach Hause.")[0])).toEqual(["shopping-bags"]);
    expect(things(story("Die Fähre verließ den Hafen um sechs Uhr morgens.")[0])).not.toContain(
      "mantelpiece-clock",
    );
  });

  it("draws a bench and no bank for 'auf einer Bank', and the old woman seated", () => {
    const [plan] = story("Eine alte Frau saß auf einer Bank und winkte.");
    expect(plan?.characters.map((c) => [c.icon, c.action, c.seat])).toEqual([["old-woman", "sit", "bench"]]);
    expect(things(plan)).not.toContain("bank");
  });
});

describe("German nouns are capitalised", () => {
  it("draws no castle for 'schloss ... auf' (locked), and the cook chopping as cooking", () => {
    const plans = story(
      "Koch Marco schloss die Küche seines Restaurants vor Sonnenaufgang auf.",
      "Er schnitt Zwiebeln und Karotten für die Suppe.",
    );
    expect(things(plans[0])).not.toContain("castle");
    expect(plans[1]?.characters.map((c) => c.action)).toEqual(["cook"]);
  });
});
