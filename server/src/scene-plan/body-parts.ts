import type { Language } from "@reelsmith/contract/languages";
import { givenNameIn } from "./given-names";
import { wordSetsByLanguage } from "./text";

/**
 * Parts of the body a child is carried on or something is held in: hip, waist, shoulder, lap, head, hand,
 * arm, back, with the case forms the Indian languages give them ("ಸೊಂಟದ ಮೇಲೆ", "இடுப்பில்", "నడుము మీద",
 * "कंधे पर"). In scripts without capitals an unknown word after "her son" looks like his name ("ತನ್ನ ಮಗನನ್ನು
 * ಸೊಂಟದ ಮೇಲೆ": her son on her hip); a body part is nobody's name.
 */
const BODY_WORDS: Partial<Record<Language, string>> = {
  hi:
    "कमर कमरों कूल्हे कूल्हा कंधा कंधे कंधों गोद गोदी सिर सर माथे माथा हाथ हाथों बाँह बाँहों बांह बांहों पीठ " +
    "गर्दन घुटने घुटनों पैर पैरों छाती",
  kn:
    "ಸೊಂಟ ಸೊಂಟದ ಸೊಂಟದಲ್ಲಿ ಸೊಂಟಕ್ಕೆ ನಡು ನಡುವಿನ ಹೆಗಲು ಹೆಗಲ ಹೆಗಲಿನ ಹೆಗಲಿಗೆ ಹೆಗಲಮೇಲೆ ಭುಜ ಭುಜದ ಭುಜಗಳ ಭುಜಕ್ಕೆ " +
    "ಭುಜಗಳ ಮೇಲೆ ತೊಡೆ ತೊಡೆಯ ತೊಡೆಯಲ್ಲಿ ಮಡಿಲು ಮಡಿಲ ಮಡಿಲಲ್ಲಿ ಮಡಿಲಿನಲ್ಲಿ ತಲೆ ತಲೆಯ ತಲೆಯಲ್ಲಿ ತಲೆಗೆ ತಲೆಯಿಂದ " +
    "ಕೈ ಕೈಯ ಕೈಯಲ್ಲಿ ಕೈಗೆ ಕೈಗಳ ಕೈಗಳಲ್ಲಿ ತೋಳು ತೋಳಿನ ತೋಳಲ್ಲಿ ತೋಳುಗಳಲ್ಲಿ ತೋಳಿನಲ್ಲಿ ಬೆನ್ನು ಬೆನ್ನ ಬೆನ್ನಿನ ಬೆನ್ನಿಗೆ " +
    "ಬೆನ್ನಮೇಲೆ ಎದೆ ಎದೆಯ ಎದೆಗೆ ಕುತ್ತಿಗೆ ಕುತ್ತಿಗೆಯ",
  ta:
    "இடுப்பு இடுப்பில் இடுப்பின் இடுப்புக்கு இடை இடையில் தோள் தோளில் தோளின் தோள்மேல் தோள்களில் தோள்களின் " +
    "மடி மடியில் மடியின் தலை தலையில் தலையின் தலைமேல் தலைக்கு கை கையில் கையின் கைகளில் கைகளின் கைக்கு " +
    "முதுகு முதுகில் முதுகின் முதுகுக்கு மார்பு மார்பில் கழுத்து கழுத்தில் புஜம் புஜத்தில்",
  te:
    "నడుము నడుముపై నడుముమీద నడుముకు చంక చంకలో చంకన భుజం భుజంపై భుజాల భుజాలపై భుజాన భుజానికి ఒడి ఒడిలో " +
    "ఒడిలోకి తల తలపై తలమీద తలకు తలని చెయ్యి చేయి చేతి చేతిలో చేతుల చేతుల్లో చేతులతో చేతికి వీపు వీపుపై " +
    "వీపుమీద వీపున ఛాతీ ఛాతీపై మెడ మెడలో మెడకు",
};

const bodySets = wordSetsByLanguage(BODY_WORDS);

/** Whether a word is a part of the body, in one of its case forms, and so no one's name. A given name that
 * is spelt like one keeps the rules of names. */
export function bodyPart(norm: string, surface: string, language: Language): boolean {
  const words = bodySets.get(language);
  if (!words?.has(norm)) return false;
  return givenNameIn(surface, language) === null;
}
