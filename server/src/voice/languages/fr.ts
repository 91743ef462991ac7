/** How French text is made ready to speak (text-normalise.ts). */
import type { SpeechText } from "./types";

export const fr: SpeechText = {
  months: "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(" "),
  amountWords:
    "et | dollar dollars cent cents | euro euros centime centimes | livre livres penny pence | roupie roupies paisa paisas",
  percentWords: ["pour", "cent"],
  abbreviations: {
    "m.": "Monsieur",
    mme: "Madame",
    "mme.": "Madame",
    mlle: "Mademoiselle",
    dr: "Docteur",
    "dr.": "Docteur",
    "etc.": "et cetera",
    "p. ex.": "par exemple",
    "n°": "numéro",
    km: "kilomètres",
    kg: "kilos",
  },
  dateWords: {
    monthFirst: false,
    say: (day, month, year) => [day === 1 ? "premier" : String(day), month, year],
  },
  scaleWords: ["mille", "million", "millions", "milliard", "milliards"],
  spaceGroupedThousands: true,
};
