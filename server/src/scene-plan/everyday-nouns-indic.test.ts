import type { Language } from "@reelsmith/contract/catalog";
import { describe, expect, it } from "vitest";
import { planScenes } from "./planner";

/** The icons of the things and the people (and animals) a one-sentence story draws. */
function drawn(text: string, language: Language): string[] {
  const plan = planScenes([text], language)[0];
  return [...(plan?.objects ?? []).map((o) => o.icon), ...(plan?.characters ?? []).map((c) => c.icon)];
}

describe("everyday nouns of Hindi, Kannada, Tamil and Telugu", () => {
  it.each<[Language, string, string]>([
    // Kitchen things and food.
    ["hi", "दादी ने कड़ाही में पकौड़े तले।", "cooking"],
    ["hi", "मेज़ पर केलों का गुच्छा रखा था।", "banana"],
    ["hi", "माँ ने अंडों को उबाला।", "egg"],
    ["kn", "ಅಜ್ಜಿ ಬಾಣಲೆಯಲ್ಲಿ ಎಣ್ಣೆ ಕಾಯಿಸಿದರು.", "cooking"],
    ["kn", "ಅಮ್ಮ ಮಡಕೆಯಲ್ಲಿ ನೀರು ತುಂಬಿದಳು.", "amphora"],
    ["kn", "ಅಜ್ಜ ಬಿಸಿ ಮೆಕ್ಕೆಜೋಳ ತಿಂದರು.", "ear-of-corn"],
    ["kn", "ಹುಡುಗಿ ಸಿಹಿತಿಂಡಿಯನ್ನು ಹಂಚಿದಳು.", "candy"],
    ["ta", "பாட்டி வாணலியில் எண்ணெய் ஊற்றினார்.", "cooking"],
    ["ta", "அவள் ஸ்பூனால் சாப்பிட்டாள்.", "spoon"],
    ["te", "అమ్మమ్మ బాణలిలో నూనె పోసింది.", "cooking"],
    ["te", "అక్క టమోటాలు కోసింది.", "tomato"],
    // A sled pulled up a snowy hill.
    ["hi", "लियो और तारा अपनी लाल स्लेज खींचकर पहाड़ी पर ले गए।", "sled"],
    ["ta", "லியோவும் தாராவும் சிவப்புச் சறுக்குவண்டியைக் குன்றின் மேல் இழுத்துச் சென்றார்கள்.", "sled"],
    ["te", "లియో, తార తమ ఎర్ర స్లెడ్జిని కొండ పైకి లాక్కెళ్ళారు.", "sled"],
    // Clothes.
    ["hi", "नाना ने चश्मे साफ़ किए।", "glasses"],
    ["hi", "माँ ने गले में दुपट्टा डाला।", "scarf"],
    ["hi", "दादी ने मनु के लिए स्वेटर बुना।", "coat"],
    ["kn", "ಅಜ್ಜಿ ಸ್ವೆಟರ್ ಹೆಣೆದರು.", "coat"],
    ["ta", "அனு மஞ்சள் கவுன் அணிந்தாள்.", "dress"],
    ["ta", "தாத்தா மூக்குக்கண்ணாடியைத் துடைத்தார்.", "glasses"],
    ["ta", "அம்மா சால்வையைப் போர்த்திக்கொண்டார்.", "scarf"],
    ["te", "తాతయ్య కళ్ళజోడు పెట్టుకున్నాడు.", "glasses"],
    ["te", "వాడు స్వెటర్ వేసుకున్నాడు.", "coat"],
    // Tools, paper and gifts.
    ["hi", "बच्चों ने तोहफ़े खोले।", "gift"],
    ["hi", "बारिश में उसने छतरी खोली।", "umbrella"],
    ["kn", "ಅಮ್ಮ ನನಗೆ ಒಂದು ಉಡುಗೊರೆ ಕೊಟ್ಟಳು.", "gift"],
    ["kn", "ಮಾಮ ಹೊಸ ಕ್ಯಾಮೆರಾವನ್ನು ಖರೀದಿಸಿದರು.", "camera"],
    ["kn", "ಅಕ್ಕ ಸಾಬೂನಿನಿಂದ ಕೈ ತೊಳೆದಳು.", "soap"],
    ["ta", "விறகுவெட்டி கோடரியை எடுத்தார்.", "axe"],
    ["te", "బామ్మ సూదిలో దారం ఎక్కించింది.", "sewing-needle"],
    ["te", "అతను ఒక లేఖ రాశాడు.", "envelope"],
    // Instruments.
    ["hi", "चाचा ने नगाड़ा बजाया।", "drum"],
    ["hi", "ग्वाले ने बाँसुरी बजाई।", "flute"],
    ["hi", "मंदिर में घंटियाँ बजीं।", "bell"],
    ["kn", "ಹುಡುಗ ತಮಟೆ ಬಾರಿಸಿದ.", "drum"],
    ["kn", "ಗೋಪಾಲ ಕೊಳಲನ್ನು ನುಡಿಸಿದ.", "flute"],
    ["te", "ఒక ముసలాయన డప్పు కొట్టాడు.", "drum"],
    ["kn", "ಹೆಂಗಸರು ಢೋಲಕ್ ಬಾರಿಸಿದರು.", "drum"],
    ["ta", "பெண்கள் டோலக் அடித்தார்கள்.", "drum"],
    ["te", "ఆడవాళ్ళు డోలక్ వాయించారు.", "drum"],
    // A parcel and a cardboard box.
    ["hi", "रवि ने एक पार्सल भेजा।", "package"],
    ["kn", "ರವಿ ಪಾರ್ಸಲನ್ನು ಎತ್ತಿಕೊಂಡ.", "package"],
    ["ta", "பூனை ஒரு அட்டைப்பெட்டிக்குள் ஒளிந்தது.", "package"],
    ["te", "రవి ఒక పార్సిల్ తెరిచాడు.", "package"],
    ["te", "పిల్లి ఒక అట్టపెట్టెలో దాక్కుంది.", "package"],
    ["te", "గోపాలుడు వేణువు ఊదాడు.", "flute"],
    // Crops and animals.
    ["hi", "किसान खेत में धान रोप रहे थे।", "sheaf-of-rice"],
    ["hi", "सुबह मुर्गे ने बाँग दी।", "rooster"],
    ["hi", "तालाब के किनारे कछुए धूप सेंक रहे थे।", "turtle"],
    ["kn", "ರೈತರು ಭತ್ತದ ಪೈರು ನೆಟ್ಟರು.", "sheaf-of-rice"],
    ["kn", "ಕೆರೆಯಲ್ಲಿ ಫ್ಲೆಮಿಂಗೊಗಳು ನಿಂತಿದ್ದವು.", "flamingo"],
    ["ta", "வெள்ளாடு புல் மேய்ந்தது.", "goat"],
    ["te", "రైతులు వరి నాట్లు వేశారు.", "sheaf-of-rice"],
    ["te", "ఒడ్డున కప్పలు బెకబెకమంటున్నాయి.", "frog"],
    ["te", "పొద్దున్నే పుంజు కూసింది.", "rooster"],
    ["te", "బర్రె చెరువులో దిగింది.", "water-buffalo"],
  ])("draws the thing a %s sentence names by its everyday word: %s", (language, text, icon) => {
    expect(drawn(text, language)).toContain(icon);
  });

  it.each<[Language, string, string]>([
    // Words that start like a listed noun, or its oblique stem, are other words.
    ["kn", "ಆಕಾಶದಲ್ಲಿ ಕಪ್ಪು ಮೋಡಗಳು ಕವಿದವು.", "frog"],
    ["kn", "ಕತ್ತಲಾಗುವವರೆಗೂ ಅವಳು ಓದುತ್ತಾ ಕುಳಿತಳು.", "donkey"],
    ["kn", "ಹುಡುಗ ಚೀಲವನ್ನು ಎತ್ತಿ ನಡೆದನು.", "ox"],
    ["kn", "ಸೀತಾ ಶಾಲೆಗೆ ಹೋದಳು.", "scarf"],
    ["kn", "ಅಪ್ಪ ಅಂಗಡಿಯಲ್ಲಿ ಹಣ್ಣು ಕೊಂಡರು.", "t-shirt"],
    ["kn", "ಸೋಫಿಯಾ ಮನೆಗೆ ಬಂದಳು.", "couch-and-lamp"],
    ["kn", "ಆಮೇಲೆ ಅವರು ಮಂಗಳವಾರ ಹುಲ್ಲಿನ ಮೇಲೆ ಮಲಗಿದರು.", "turtle"],
    ["kn", "ಆಮೇಲೆ ಅವರು ಮಂಗಳವಾರ ಹುಲ್ಲಿನ ಮೇಲೆ ಮಲಗಿದರು.", "monkey"],
    ["kn", "ಆಮೇಲೆ ಅವರು ಮಂಗಳವಾರ ಹುಲ್ಲಿನ ಮೇಲೆ ಮಲಗಿದರು.", "tiger"],
    ["kn", "ಅವನು ತಾಯಿಗೆ ಹಣ ಕೊಡುತ್ತಾನೆ.", "umbrella"],
    ["ta", "ஊசி போடும்போது குழந்தை அழுதது.", "sewing-needle"],
    ["te", "వర్షం తగ్గే వరకు వాళ్ళు వరండాలో కూర్చున్నారు.", "sheaf-of-rice"],
    ["te", "అతను కప్పులో టీ తాగాడు.", "frog"],
    ["te", "వాళ్ళు ఇంట్లో ఉన్నారు.", "yarn"],
    ["te", "ఆ ఇంటికి అద్దాల కిటికీలు ఉన్నాయి.", "mirror"],
    ["te", "రాత్రంతా మంచు కురిసింది.", "bed"],
    ["te", "దారిలో ఒక కుక్క కనిపించింది.", "thread"],
    ["hi", "वह एक आम आदमी था।", "mango"],
  ])("draws no look-alike thing in a %s sentence: %s (no %s)", (language, text, icon) => {
    expect(drawn(text, language)).not.toContain(icon);
  });
});
