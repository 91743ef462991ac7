/** How Hindi text is made ready to speak (text-normalise.ts). */
import { dayMonthYear, type SpeechText } from "./types";

export const hi: SpeechText = {
  months: "जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर".split(" "),
  amountWords: "और | डॉलर डॉलर सेंट सेंट | यूरो यूरो सेंट सेंट | पाउंड पाउंड पेंस पेंस | रुपया रुपये पैसा पैसे",
  percentWords: ["प्रतिशत"],
  abbreviations: {
    "डॉ.": "डॉक्टर",
    "श्री.": "श्री",
    "कि.मी.": "किलोमीटर",
    "कि.ग्रा.": "किलोग्राम",
    km: "किलोमीटर",
    kg: "किलोग्राम",
  },
  dateWords: dayMonthYear,
  scaleWords: ["हज़ार", "हजार", "लाख", "करोड़"],
  spaceGroupedThousands: false,
};
