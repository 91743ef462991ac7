/** How German text is made ready to speak (text-normalise.ts). */
import type { SpeechText } from "./types";

const deOrdinals =
  "ersten zweiten dritten vierten fünften sechsten siebten achten neunten zehnten elften zwölften dreizehnten vierzehnten fünfzehnten sechzehnten siebzehnten achtzehnten neunzehnten zwanzigsten einundzwanzigsten zweiundzwanzigsten dreiundzwanzigsten vierundzwanzigsten fünfundzwanzigsten sechsundzwanzigsten siebenundzwanzigsten achtundzwanzigsten neunundzwanzigsten dreißigsten einunddreißigsten".split(
    " ",
  );

export const de: SpeechText = {
  months: "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(" "),
  amountWords:
    "und | Dollar Dollar Cent Cent | Euro Euro Cent Cent | Pfund Pfund Penny Pence | Rupie Rupien Paisa Paise",
  percentWords: ["Prozent"],
  abbreviations: {
    "z. b.": "zum Beispiel",
    "z.b.": "zum Beispiel",
    "d. h.": "das heißt",
    "d.h.": "das heißt",
    "dr.": "Doktor",
    "hr.": "Herr",
    "fr.": "Frau",
    "prof.": "Professor",
    "usw.": "und so weiter",
    "bzw.": "beziehungsweise",
    "ca.": "circa",
    "nr.": "Nummer",
    "mio.": "Millionen",
    "mrd.": "Milliarden",
    km: "Kilometer",
    kg: "Kilo",
  },
  dateWords: { monthFirst: false, say: (day, month, year) => [`${deOrdinals[day - 1]}`, month, year] },
  scaleWords: ["tausend", "million", "millionen", "milliarde", "milliarden", "mio.", "mrd."],
  spaceGroupedThousands: false,
};
