import type { Language } from "@reelsmith/contract/languages";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

const lastPlan = (sentences: string[], language: Language) => planScenes(sentences, language).at(-1);

describe("the things a cook fries by a plural pronoun are the food the story carried", () => {
  const fried: [Language, string[]][] = [
    [
      "en",
      [
        "Ravi found four eggs under the hens and carried them home in a basket.",
        "In the kitchen, his mother fried them for lunch beside the window.",
      ],
    ],
    [
      "es",
      [
        "Ravi encontró cuatro huevos bajo las gallinas y los llevó a casa en una cesta.",
        "En la cocina, su madre los frió para la comida junto a la ventana.",
      ],
    ],
    [
      "fr",
      [
        "Ravi a trouvé quatre œufs sous les poules et les a portés dans un panier.",
        "Dans la cuisine, sa mère les a fait frire pour le déjeuner près de la fenêtre.",
      ],
    ],
    [
      "de",
      [
        "Ravi fand vier Eier unter den Hühnern und trug sie in einem Korb nach Hause.",
        "In der Küche briet Mama Gita sie zum Mittagessen am Fenster.",
      ],
    ],
  ];
  it.each(fried)("draws the eggs in the kitchen (%s)", (language, sentences) => {
    expect(lastPlan(sentences, language)?.objects.map((o) => o.icon)).toContain("egg");
  });
});

describe("a scene that goes back upstairs is at the place the story left for the trip down", () => {
  const upstairs: [Language, string[]][] = [
    [
      "en",
      [
        "Ana took her son Leo to her office on the fifth floor.",
        "At noon they went down to the café across the street, where Leo ate a sandwich.",
        "Back upstairs, Leo drew a cat on a sheet of paper.",
      ],
    ],
    [
      "es",
      [
        "Ana llevó a su hijo Leo a su oficina del quinto piso.",
        "A mediodía bajaron a la cafetería de enfrente, donde Leo se comió un sándwich.",
        "De vuelta arriba, Leo dibujó un gato en una hoja de papel.",
      ],
    ],
    [
      "de",
      [
        "Ana nahm ihren Sohn Leo mit in ihr Büro im fünften Stock.",
        "Mittags gingen sie hinunter ins Café gegenüber, wo Leo ein Sandwich aß.",
        "Wieder oben malte Leo eine Katze auf ein Blatt Papier.",
      ],
    ],
  ];
  it.each(upstairs)("draws the office again (%s)", (language, sentences) => {
    expect(lastPlan(sentences, language)?.setting.place).toBe("office");
  });
});
