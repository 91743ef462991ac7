import type { Language } from "@reelsmith/contract/languages";
import type { ScenePlan } from "./scene-plan-schema";
import { tokenize } from "./text";
import { DRIVEN_OR_RIDDEN, VEHICLE } from "./vehicles";

/** Rail vehicles, whose conductor and passengers a story meets on the platform or in a carriage as often as
 * aboard ("a conductor took it along" of a bag found on the train): their own readings draw them. */
const RAIL = /^(train|.*train|tram|locomotive|railway-car)$/u;

/** The story's vehicles: what people ride, drive or sail, but not an animal ridden nor a train. */
const STORY_VEHICLE = (icon: string) =>
  icon !== "horse" && !RAIL.test(icon) && (VEHICLE.test(icon) || DRIVEN_OR_RIDDEN.test(icon));

/** Vehicles pedalled and chained: a chain or handlebars are theirs, not a car's. */
const PEDALLED = /^(bicycle|.*rickshaw|cycle-rickshaw)$/u;

/** Vehicles with a motor under a bonnet, driven with an accelerator: a car's, a bus's, a tractor's words. */
const MOTORED = /^(?!bicycle$|kick-scooter$|canoe$|sailboat$|rowboat$).*$/u;

/**
 * Words of a vehicle's parts, crew and passengers, and of riding aboard, which lean on the story's vehicle
 * without naming it again ("the engine roared and the passengers clapped", "the chain came off"), each with the
 * vehicles it fits. European words match whole; Indian ones as the start of a word with its case ending
 * ("ಪ್ರಯಾಣಿಕರು", "பயணிகள்").
 */
const VEHICLE_WORDS: Record<Language, [RegExp, RegExp][]> = {
  en: [
    [/^(passengers?|conductor|aboard|wheels|tyres?|tires?|brakes?|braked)$/u, /./u],
    [/^(engine|bonnet|accelerator|starter|drove)$/u, MOTORED],
    [/^(chain|handlebars|pedal|pedals|pedalled|pedaled)$/u, PEDALLED],
  ],
  es: [
    [/^(pasajeros|pasajeras|cobrador|bordo|ruedas|frenos?|frenó)$/u, /./u],
    [/^(motor|capó|acelerador|arranque)$/u, MOTORED],
    [/^(cadena|manillar|pedales|pedaleaba|pedaleó)$/u, PEDALLED],
  ],
  fr: [
    [/^(passagers|passagères|receveur|roues|freins?|freiné|freina)$/u, /./u],
    [/^(moteur|capot|accélérateur|démarreur)$/u, MOTORED],
    [/^(chaîne|guidon|pédales|pédalait|pédala)$/u, PEDALLED],
  ],
  de: [
    [/^(fahrgäste|passagiere|schaffner|räder|hinterräder|vorderräder|reifen|bremse|bremsen|bremste)$/u, /./u],
    [/^(motor|motorhaube|gaspedal|anlasser)$/u, MOTORED],
    [/^(kette|lenker|pedale|pedalen|strampelte)$/u, PEDALLED],
  ],
  hi: [
    [/^(यात्री|यात्रियों|मुसाफ़िर|मुसाफिर|मुसाफ़िरों|कंडक्टर|पहिए|पहियों|पहिया|ब्रेक)$/u, /./u],
    [/^(इंजन|बोनट|एक्सीलेरेटर)$/u, MOTORED],
    [/^(चेन|पैडल)$/u, PEDALLED],
  ],
  kn: [
    [/^(ಪ್ರಯಾಣಿಕ|ಕಂಡಕ್ಟರ್|ಚಕ್ರಗಳು|ಚಕ್ರಗಳ|ಬ್ರೇಕ್)/u, /./u],
    [/^(ಇಂಜಿನ್|ಎಂಜಿನ್|ಬಾನೆಟ್|ಆಕ್ಸಿಲರೇಟರ)/u, MOTORED],
    [/^(ಚೈನ|ಹ್ಯಾಂಡಲ್|ಪೆಡಲ್)/u, PEDALLED],
  ],
  ta: [
    [/^(பயணிகள்|பயணிகளை|பயணிகளும்|நடத்துநர்|சக்கரங்கள்|பிரேக்)/u, /./u],
    [/^(எஞ்சின்|இன்ஜின்|ஆக்சிலரேட்டர)/u, MOTORED],
    [/^(சங்கிலி|ஹேண்டில்|பெடல்)/u, PEDALLED],
  ],
  te: [
    [/^(ప్రయాణికు|కండక్టర్|చక్రాలు|బ్రేక్)/u, /./u],
    [/^(ఇంజన్|ఇంజిన్|బానెట్|యాక్సిలరేటర్)/u, MOTORED],
    [/^(చెయిన్|చైన్|హ్యాండిల్|పెడల్)/u, PEDALLED],
  ],
};

/** The most things a scene draws. */
const MAX_OBJECTS = 4;

/** The word of a sentence that leans on a vehicle of kind `icon`, or undefined. */
function vehicleWordFor(text: string, icon: string, language: Language): string | undefined {
  const words = VEHICLE_WORDS[language];
  const found = tokenize(text, language).find((t) =>
    words.some(([word, fits]) => fits.test(icon) && word.test(t.norm)),
  );
  return found?.surface;
}

/**
 * A story's vehicle is drawn where a later sentence speaks of its engine, wheels or chain, its conductor or
 * passengers, or of climbing aboard without naming it again ("the engine roared back to life, and the tired
 * passengers clapped": the story's bus). The vehicle is the one the story drew last; a scene that draws a
 * vehicle of its own keeps it.
 */
export function storyVehicles(sentences: string[], plans: ScenePlan[], language: Language): ScenePlan[] {
  let vehicle: string | undefined;
  return plans.map((plan, i) => {
    const own = plan.objects.find((o) => STORY_VEHICLE(o.icon));
    if (own) {
      vehicle = own.icon;
      return plan;
    }
    if (!vehicle || plan.objects.length >= MAX_OBJECTS) return plan;
    const word = vehicleWordFor(sentences[i] ?? "", vehicle, language);
    return word ? { ...plan, objects: [...plan.objects, { icon: vehicle, word }] } : plan;
  });
}
