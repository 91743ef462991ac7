import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The things and the animals drawn for one sentence. */
function drawn(sentence: string, language: Language): string[] {
  const plan = planScenes([sentence], language)[0];
  const animals = (plan?.characters ?? []).map((c) => c.icon);
  return [...animals, ...(plan?.objects ?? []).map((o) => o.icon)];
}

describe("Spanish and French plurals the stemmer cuts too short are read by their singular", () => {
  it("draws the cows for 'las vacas' and the ducks for 'los patos'", () => {
    expect(drawn("El abuelo llevó las vacas al prado.", "es")).toContain("cow");
    expect(drawn("Los niños miraban los patos del estanque.", "es")).toContain("duck");
  });

  it("draws a pencil for 'lápices' and bread for 'panes'", () => {
    expect(drawn("Guardó tres lápices en el estuche.", "es")).toContain("pencil");
    expect(drawn("La panadera sacó los panes del horno.", "es")).toContain("bread");
  });

  it("draws no worm for 'vers', the French 'towards'", () => {
    expect(drawn("Elle marcha vers la maison.", "fr")).not.toContain("worm");
  });
});

describe("everyday small things are drawn in Spanish, French and German", () => {
  it("draws a spoon for a Spanish diminutive and a spoonful", () => {
    expect(drawn("La tía removió la sopa con una cucharita.", "es")).toContain("spoon");
    expect(drawn("Echó dos cucharadas de azúcar en el té.", "es")).toContain("spoon");
  });

  it("draws a paintbrush, bubbles and a postbox", () => {
    expect(drawn("Pintó la valla con una brocha.", "es")).toContain("paintbrush");
    expect(drawn("Le bébé regardait les bulles.", "fr")).toContain("bubbles");
    expect(drawn("Er warf den Brief in den Briefkasten.", "de")).toContain("postbox");
  });

  it("draws the ticket of a German 'Fahrkarte', no map", () => {
    const things = drawn("Oma kaufte zwei Fahrkarten am Schalter.", "de");
    expect(things).toContain("ticket");
    expect(things).not.toContain("world-map");
  });

  it("draws a puppy and cows in their German plural cases as animals", () => {
    expect(drawn("Die Kinder spielten mit den Welpen.", "de")).toContain("dog");
    expect(drawn("Der Bauer gab den Kühen Heu.", "de")).toContain("cow");
  });

  it("draws bread for German breadcrumbs and a seedling for sprouts", () => {
    expect(drawn("Lena streute Brotkrumen für die Spatzen.", "de")).toContain("bread");
    expect(drawn("Im Beet wuchsen kleine Keimlinge.", "de")).toContain("seedling");
  });

  it("draws no party for a French village hall", () => {
    expect(drawn("Les voisins se retrouvèrent dans la salle des fêtes.", "fr")).not.toContain("party-popper");
  });
});

describe("a German compound whose head is a heap, a part or an event is drawn by its first part", () => {
  it("draws bricks for a heap of bricks and books for a stack of books", () => {
    expect(drawn("Hinter der Scheune lag ein Ziegelhaufen.", "de")).toContain("brick");
    expect(drawn("Auf dem Tisch stand ein Bücherstapel.", "de")).toContain("books");
  });

  it("draws the carrot of a snowman's carrot nose", () => {
    expect(drawn("Lina gab dem Schneemann eine Karottennase.", "de")).toContain("carrot");
  });

  it("draws a basketball for a basketball final", () => {
    expect(drawn("Die Mädchen übten für das Basketballfinale.", "de")).toContain("basketball");
  });
});

describe("a village's buffaloes are water buffaloes in every Latin-script language", () => {
  it.each<[Language, string]>([
    ["en", "Every afternoon Gopal takes the two buffaloes down the village lane to the river."],
    ["es", "Cada tarde Gopal lleva los dos búfalos por el camino del pueblo hasta el río."],
    ["fr", "Chaque après-midi, Gopal mène les deux buffles jusqu'à la rivière."],
    ["de", "Jeden Nachmittag treibt Gopal die zwei Büffel den Dorfweg hinunter zum Fluss."],
  ])("draws a water buffalo, never a bison (%s)", (language, sentence) => {
    const icons = drawn(sentence, language);
    expect(icons).toContain("water-buffalo");
    expect(icons).not.toContain("bison");
  });
});

describe("English box words and the dholak", () => {
  it("draws a parcel for a room full of boxes, the plural no stem finds", () => {
    expect(drawn("The flat was full of boxes.", "en")).toContain("package");
  });
  it("draws the dholak the women beat as a drum", () => {
    expect(drawn("The women sang and beat the dholak.", "en")).toContain("drum");
    expect(drawn("Las mujeres tocaban el dholak.", "es")).toContain("drum");
  });
});
