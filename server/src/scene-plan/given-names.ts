import type { Language } from "@reelsmith/contract/catalog";

/**
 * First names by gender that both the offline writer (its cast when the user names nobody) and the scene
 * planner (a known name is a person of that gender, in any position and any script) use.
 */
export const GIVEN_NAMES: Record<Language, { m: string[]; f: string[] }> = {
  en: {
    m: ["Leo", "Noah", "Aarav", "Sam", "Omar", "Jack", "Daniel", "Ethan"],
    f: ["Maya", "Sofia", "Zara", "Emma", "Grace", "Lily", "Nora", "Amara"],
  },
  es: {
    m: ["Mateo", "Diego", "Lucas", "Pablo", "Martín", "Daniel", "Javier", "Hugo"],
    f: ["Lucía", "Valentina", "Sofía", "Martina", "Julia", "Paula", "Elena", "Carmen"],
  },
  fr: {
    m: ["Hugo", "Louis", "Lucas", "Gabriel", "Jules", "Arthur", "Nathan", "Théo"],
    f: ["Léa", "Chloé", "Emma", "Jade", "Alice", "Manon", "Inès", "Louise"],
  },
  de: {
    m: ["Jonas", "Felix", "Paul", "Leon", "Lukas", "Finn", "Elias", "Emil"],
    f: ["Lena", "Mia", "Emma", "Hannah", "Sophie", "Clara", "Marie", "Lea"],
  },
  hi: {
    m: [
      "आरव",
      "कबीर",
      "रोहन",
      "अर्जुन",
      "समीर",
      "राहुल",
      "अमित",
      "विवेक",
      "राज",
      "रवि",
      "करण",
      "आदित्य",
      "विक्रम",
      "सुरेश",
      "मोहन",
      "अनिल",
      "सूरज",
      "इमरान",
      "अयान",
      "देव",
    ],
    f: [
      "माया",
      "सिया",
      "अनन्या",
      "प्रिया",
      "मीरा",
      "ज़ारा",
      "नेहा",
      "पूजा",
      "सीता",
      "राधा",
      "गीता",
      "आशा",
      "कविता",
      "सुनीता",
      "दीपा",
      "रिया",
      "अंजलि",
      "आयशा",
      "सना",
      "तारा",
    ],
  },
  kn: {
    m: ["ರವಿ", "ಅರುಣ್", "ಕಿರಣ್", "ಸುನಿಲ್", "ಪ್ರಕಾಶ್", "ಮಂಜು", "ರಾಹುಲ್", "ವಿನಯ್", "ಗಣೇಶ್", "ರಾಜು", "ಸಂತೋಷ್", "ಆನಂದ್"],
    f: ["ಮೀನಾ", "ಪ್ರಿಯಾ", "ಕವಿತಾ", "ಲಕ್ಷ್ಮಿ", "ಅನಿತಾ", "ಸುಮಾ", "ದೀಪಾ", "ರಮ್ಯಾ", "ಗೀತಾ", "ಶ್ವೇತಾ", "ಪೂಜಾ", "ಸೀತಾ"],
  },
  ta: {
    m: ["அருண்", "ரவி", "கார்த்திக்", "விஜய்", "சூர்யா", "பிரகாஷ்", "முருகன்", "செந்தில்", "கண்ணன்", "ராஜா", "பாலு", "கணேஷ்"],
    f: ["மீனா", "பிரியா", "கவிதா", "லட்சுமி", "தேவி", "அனிதா", "சங்கீதா", "ரம்யா", "வள்ளி", "கீதா", "மாலா", "செல்வி"],
  },
  te: {
    m: ["రవి", "అర్జున్", "కిరణ్", "సురేష్", "రాజు", "వంశీ", "అనిల్", "ప్రసాద్", "శ్రీను", "మహేష్", "కృష్ణ", "వెంకట్"],
    f: ["మీనా", "ప్రియ", "కవిత", "లక్ష్మి", "అనిత", "స్వాతి", "దివ్య", "సౌమ్య", "సీత", "రాధ", "పద్మ", "శ్రావ్య"],
  },
};
