/** How Telugu text is made ready to speak (text-normalise.ts). */
import { dayMonthYear, type SpeechText } from "./types";

export const te: SpeechText = {
  months: "జనవరి ఫిబ్రవరి మార్చి ఏప్రిల్ మే జూన్ జూలై ఆగస్టు సెప్టెంబర్ అక్టోబర్ నవంబర్ డిసెంబర్".split(" "),
  amountWords: "మరియు | డాలర్ డాలర్లు సెంట్ సెంట్లు | యూరో యూరోలు సెంట్ సెంట్లు | పౌండ్ పౌండ్లు పెన్స్ పెన్స్ | రూపాయి రూపాయలు పైసా పైసలు",
  percentWords: ["శాతం"],
  abbreviations: { "డా.": "డాక్టర్", km: "కిలోమీటర్లు", kg: "కిలోగ్రాములు" },
  dateWords: dayMonthYear,
  scaleWords: ["వేలు", "లక్ష", "లక్షలు", "కోటి", "కోట్లు"],
  spaceGroupedThousands: false,
};
