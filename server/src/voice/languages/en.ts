/** How English text is made ready to speak (text-normalise.ts). */
import type { SpeechText } from "./types";

const enOrdinals =
  "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth twenty-first twenty-second twenty-third twenty-fourth twenty-fifth twenty-sixth twenty-seventh twenty-eighth twenty-ninth thirtieth thirty-first".split(
    " ",
  );

export const en: SpeechText = {
  months: "January February March April May June July August September October November December".split(" "),
  amountWords:
    "and | dollar dollars cent cents | euro euros cent cents | pound pounds penny pence | rupee rupees paisa paise",
  percentWords: ["percent"],
  abbreviations: {
    "dr.": "Doctor",
    "mr.": "Mister",
    "mrs.": "Missus",
    "ms.": "Miz",
    "prof.": "Professor",
    "st.": "Saint",
    "etc.": "et cetera",
    "e.g.": "for example",
    "i.e.": "that is",
    "vs.": "versus",
    "approx.": "approximately",
    "no.": "number",
    km: "kilometres",
    kg: "kilograms",
  },
  dateWords: { monthFirst: true, say: (day, month, year) => [month, `${enOrdinals[day - 1]},`, year] },
  scaleWords: ["thousand", "million", "millions", "billion", "billions", "trillion"],
  spaceGroupedThousands: false,
};
