/** How Spanish text is made ready to speak (text-normalise.ts). */
import type { SpeechText } from "./types";

export const es: SpeechText = {
  months: "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(
    " ",
  ),
  amountWords:
    "con | dólar dólares centavo centavos | euro euros céntimo céntimos | libra libras penique peniques | rupia rupias paisa paisas",
  percentWords: ["por", "ciento"],
  abbreviations: {
    "sr.": "señor",
    "sra.": "señora",
    "srta.": "señorita",
    "dr.": "doctor",
    "dra.": "doctora",
    "ud.": "usted",
    "uds.": "ustedes",
    "etc.": "etcétera",
    "p. ej.": "por ejemplo",
    "núm.": "número",
    km: "kilómetros",
    kg: "kilos",
  },
  dateWords: { monthFirst: false, say: (day, month, year) => [String(day), "de", month, "de", year] },
  scaleWords: ["mil", "millón", "millones", "billón", "billones"],
  spaceGroupedThousands: false,
};
