/** How Kannada text is made ready to speak (text-normalise.ts). */
import { dayMonthYear, type SpeechText } from "./types";

export const kn: SpeechText = {
  months: "ಜನವರಿ ಫೆಬ್ರವರಿ ಮಾರ್ಚ್ ಏಪ್ರಿಲ್ ಮೇ ಜೂನ್ ಜುಲೈ ಆಗಸ್ಟ್ ಸೆಪ್ಟೆಂಬರ್ ಅಕ್ಟೋಬರ್ ನವೆಂಬರ್ ಡಿಸೆಂಬರ್".split(" "),
  amountWords: "ಮತ್ತು | ಡಾಲರ್ ಡಾಲರ್ ಸೆಂಟ್ ಸೆಂಟ್ | ಯೂರೋ ಯೂರೋ ಸೆಂಟ್ ಸೆಂಟ್ | ಪೌಂಡ್ ಪೌಂಡ್ ಪೆನ್ಸ್ ಪೆನ್ಸ್ | ರೂಪಾಯಿ ರೂಪಾಯಿ ಪೈಸೆ ಪೈಸೆ",
  percentWords: ["ಶೇಕಡಾ"],
  abbreviations: { "ಡಾ.": "ಡಾಕ್ಟರ್", km: "ಕಿಲೋಮೀಟರ್", kg: "ಕಿಲೋಗ್ರಾಂ" },
  dateWords: dayMonthYear,
  scaleWords: ["ಸಾವಿರ", "ಲಕ್ಷ", "ಕೋಟಿ"],
  spaceGroupedThousands: false,
};
