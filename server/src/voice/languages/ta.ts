/** How Tamil text is made ready to speak (text-normalise.ts). */
import { dayMonthYear, type SpeechText } from "./types";

export const ta: SpeechText = {
  months: "ஜனவரி பிப்ரவரி மார்ச் ஏப்ரல் மே ஜூன் ஜூலை ஆகஸ்ட் செப்டம்பர் அக்டோபர் நவம்பர் டிசம்பர்".split(" "),
  amountWords: "மற்றும் | டாலர் டாலர் சென்ட் சென்ட் | யூரோ யூரோ சென்ட் சென்ட் | பவுண்ட் பவுண்ட் பென்ஸ் பென்ஸ் | ரூபாய் ரூபாய் பைசா பைசா",
  percentWords: ["சதவீதம்"],
  abbreviations: { "டாக்.": "டாக்டர்", "dr.": "டாக்டர்", km: "கிலோமீட்டர்", kg: "கிலோகிராம்" },
  dateWords: dayMonthYear,
  scaleWords: ["ஆயிரம்", "லட்சம்", "கோடி"],
  spaceGroupedThousands: false,
};
