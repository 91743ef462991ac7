import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "../planner";

/** The last scene of a story: who is drawn (a name, else the icon) and doing what, and the things. */
function lastScene(story: string[], language: Language) {
  const plan = planScenes(story, language).at(-1);
  return {
    people: (plan?.characters ?? []).map((c) => ({ who: c.name ?? c.icon, action: c.action ?? "stand" })),
    things: (plan?.objects ?? []).map((o) => o.icon),
    place: plan?.setting.place,
  };
}

const who = (scene: ReturnType<typeof lastScene>) => scene.people.map((p) => p.who).sort();
const poseOf = (scene: ReturnType<typeof lastScene>, name: string) =>
  scene.people.find((p) => p.who === name)?.action;

describe("a Spanish verb with no written subject is done by the story's character", () => {
  it("draws Lucía planting where the next sentence only says 'Plantó'", () => {
    const scene = lastScene(
      ["Lucía pasó la tarde en el jardín.", "Plantó unas flores junto a la puerta."],
      "es",
    );
    expect(who(scene)).toEqual(["Lucía"]);
    expect(poseOf(scene, "Lucía")).toBe("plant");
  });

  it("draws both friends picking for 'Recogieron', and no one named Recogieron", () => {
    const scene = lastScene(["Ana y Pablo llegaron a la granja.", "Recogieron peras del árbol."], "es");
    expect(who(scene)).toEqual(["Ana", "Pablo"]);
    expect(poseOf(scene, "Ana")).toBe("pick");
  });

  it("keeps the dog that ran off as the one who sleeps later", () => {
    const scene = lastScene(["Un perro entró en el patio.", "Al rato se quedó dormido al sol."], "es");
    expect(scene.people).toEqual([{ who: "dog", action: "sleep" }]);
  });
});

describe("object pronouns stand for someone on stage, never the one who acts", () => {
  it("draws the grandmother waving at Tomás for 'lo saludó'", () => {
    const scene = lastScene(
      ["Tomás esperaba en la estación.", "Su abuela bajó del tren y lo saludó con la mano."],
      "es",
    );
    expect(who(scene)).toContain("Tomás");
    expect(scene.people[0]?.action).toBe("wave");
  });

  it("draws the waiter carrying, not the couple, for 'leur a apporté'", () => {
    const scene = lastScene(
      ["Julie et Marc sont entrés au café.", "Le serveur leur a apporté deux cafés."],
      "fr",
    );
    expect(scene.people[0]).toEqual({ who: "person", action: "carry" });
    expect(who(scene)).toEqual(expect.arrayContaining(["Julie", "Marc"]));
  });

  it("draws Léa pushing for 'il l'a poussée' with Hugo, not a stranger", () => {
    const scene = lastScene(
      [
        "Hugo a emmené sa petite sœur au parc.",
        "Elle voulait jouer, alors il l'a poussée sur la balançoire.",
      ],
      "fr",
    );
    expect(scene.people.map((p) => p.who)).not.toContain("man");
    expect(poseOf(scene, "Hugo")).toBe("push");
  });
});

describe("a French pronoun opening a sentence goes on with the animal the sentence before was about", () => {
  it("draws the cat asleep for 'Il s'est endormi' after the cat sat down", () => {
    const scene = lastScene(
      ["Papi lisait dans le jardin.", "Son chat est venu s'asseoir près de lui.", "Il s'est vite endormi."],
      "fr",
    );
    expect(scene.people).toEqual([{ who: "cat", action: "sleep" }]);
  });
});

describe("capitalised words that are no names", () => {
  const cases: [Language, string, string][] = [
    ["fr", "Samedi matin, Inès est allée au marché.", "Samedi"],
    ["fr", "Inès habite rue du Moulin, près de la gare.", "Moulin"],
    ["es", "Venden pan en la plaza del Carmen.", "Venden"],
    ["es", "Dentro, Marta preparaba la cena.", "Dentro"],
  ];
  for (const [language, sentence, word] of cases)
    it(`draws nobody called ${word} in "${sentence}" (${language})`, () => {
      expect(who(lastScene([sentence], language))).not.toContain(word);
    });
});

describe("words drawn in their sense", () => {
  it("draws a fishing rod, no peach, for going fishing ('à la pêche')", () => {
    const scene = lastScene(["Samedi, Paul est allé à la pêche au bord du lac."], "fr");
    expect(scene.things).toContain("fishing-pole");
    expect(scene.things).not.toContain("peach");
    expect(poseOf(scene, "Paul")).toBe("fish");
  });

  it("draws no ladder for stairs ('las escaleras') and no hook for 'pour attraper'", () => {
    expect(lastScene(["Elena subió las escaleras con una caja."], "es").things).not.toContain("ladder");
    expect(lastScene(["Le chat a sauté pour attraper une mouche."], "fr").things).not.toContain("hook");
  });

  it("draws going down the slide as playing", () => {
    const scene = lastScene(["Nora y Luis bajaron por el tobogán."], "es");
    expect(poseOf(scene, "Nora")).toBe("play");
  });

  it("draws sharing a cake as eating, with the cake", () => {
    const scene = lastScene(["Claire et Jules ont partagé un gâteau."], "fr");
    expect(poseOf(scene, "Claire")).toBe("eat");
    expect(scene.things).toContain("birthday-cake");
  });
});

describe("titles before a name and everyday nouns", () => {
  it("draws 'la señora Rao' and 'Madame Rao' as a woman named Rao", () => {
    for (const [text, language] of [
      ["La señora Rao compró un tarro de miel.", "es"],
      ["Madame Rao a acheté un pot de miel.", "fr"],
    ] as const) {
      const scene = lastScene([text], language);
      expect(who(scene)).toEqual(["Rao"]);
      expect(scene.things).toEqual(["honey-pot"]);
    }
  });

  it("draws a bank note, not a ticket, for paying 'con un billete' / 'avec un billet'", () => {
    expect(lastScene(["Pagó con un billete."], "es").things).toEqual(["euro-banknote"]);
    expect(lastScene(["Elle a payé avec un billet."], "fr").things).toEqual(["euro-banknote"]);
  });

  it("draws potatoes, not fries, for 'patatas', and stones for 'piedras' and 'pierres plates'", () => {
    expect(lastScene(["Vendían patatas."], "es").things).toEqual(["potato"]);
    expect(lastScene(["Tiraron piedras al agua."], "es").things).toEqual(["rock"]);
    expect(lastScene(["Ils ont lancé des pierres plates dans l'eau."], "fr").things).toEqual(["rock"]);
  });

  it("draws the bread in a box of bread ('una caja de pan') and no strawberry for 'pain frais'", () => {
    expect(lastScene(["Trajo una caja de pan."], "es").things).toEqual(["package", "bread"]);
    expect(lastScene(["Il a apporté du pain frais."], "fr").things).toEqual(["bread"]);
  });

  it("draws the old fisherman as an old man ('el viejo pescador', 'le vieux pêcheur')", () => {
    expect(lastScene(["El viejo pescador remendaba sus redes."], "es").people[0]?.who).toBe("old-man");
    expect(lastScene(["Le vieux pêcheur réparait ses filets."], "fr").people[0]?.who).toBe("old-man");
  });
});

describe("an adverb that opens a sentence is nobody's name", () => {
  it.each([
    ["es", "Mucho antes del amanecer, Farid abrió la puerta de su panadería."],
    ["es", "Muy temprano, Farid encendió el horno."],
    ["fr", "Bien avant le lever du soleil, Farid a ouvert la porte de sa boulangerie."],
    ["fr", "Très tôt, Farid a allumé le four."],
  ] as const)("draws only Farid for %s %s", (language, sentence) => {
    expect(who(lastScene([sentence], language))).toEqual(["Farid"]);
  });
});
