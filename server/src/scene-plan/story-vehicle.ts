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

/** A word of a sentence with the words around it, for reading getting on and off. */
type At = { word: string; prev: string; next: string; comma: boolean; words: string[] };

/** Words after which a verb of getting on or off has no object of its own: the clause ends ("got out and
 * pushed", "bajaron y caminaron", "descendirent et"), or the vehicle follows ("got off the bus" is named). */
const CLAUSE_END: Record<Language, RegExp> = {
  en: /^(and|then|at|of|into|in|to|with|onto)?$/u,
  es: /^(y|e|del|de|en|con|al|a)?$/u,
  fr: /^(et|du|de|des|dans|avec|à|au|puis)?$/u,
  de: /^(und|dann|mit|am|an|vor)?$/u,
  hi: /./u,
  kn: /./u,
  ta: /./u,
  te: /./u,
};

/** German verbs of climbing in and out, whose particle stands at the clause's end ("stiegen aus"). */
const DE_STEIG = /^(stieg|stiegen|steigt|steigen|stiegst)$/u;

/**
 * Getting off or out of a vehicle, as each language says it with no vehicle named, or with it named after
 * ("got off", "got out and pushed", "se bajaron", "bajaron del autobús", "descendirent", "stiegen aus",
 * "उतरे", "ಇಳಿದರು", "இறங்கினர்", "దిగారు").
 */
const LEAVING: Record<Language, (at: At) => boolean> = {
  en: ({ word, prev, next, comma }) =>
    (/^(got|get|gets|getting|climbed|climbs|stepped|steps|jumped|hopped)$/u.test(prev) &&
      (word === "off" || (word === "out" && (comma || CLAUSE_END.en.test(next))))) ||
    /^(alighted|disembarked)$/u.test(word),
  es: ({ word, prev, next, comma }) =>
    /^(bajaron|bajó|bajamos|apearon|apeó)$/u.test(word) &&
    (prev === "se" || comma || CLAUSE_END.es.test(next)),
  fr: ({ word, next, comma }) =>
    /^(descendirent|descendit|descendus|descendues|descendu|descendue)$/u.test(word) &&
    (comma || CLAUSE_END.fr.test(next)),
  de: ({ word, words }) =>
    /^(ausgestiegen|aussteigen|ausstiegen|ausstieg)$/u.test(word) ||
    (word === "aus" && words.some((w) => DE_STEIG.test(w))),
  hi: ({ word }) => /^उतर(े|ी|ा|कर|ने|\s|$)/u.test(word),
  kn: ({ word }) => /^ಇಳಿ(ದ|ದು|ಯ)/u.test(word),
  ta: ({ word }) => /^இறங்(கி|கின|கு)/u.test(word),
  te: ({ word }) => /^దిగ(ి|ా)/u.test(word),
};

/**
 * Getting on or into a vehicle with no vehicle named ("boarded", "got in", "se subieron", "montèrent",
 * "stiegen ein", "चढ़ गए", "ಹತ್ತಿದರು", "ஏறினர்", "ఎక్కారు"): climbing in the languages that say both with one
 * verb, read only where the scene names nothing else to climb.
 */
const BOARDING: Record<Language, (at: At) => boolean> = {
  en: ({ word, prev, next, comma }) =>
    (word === "boarded" && (comma || CLAUSE_END.en.test(next))) ||
    (/^(got|climbed|hopped|jumped)$/u.test(prev) &&
      /^(in|on|aboard)$/u.test(word) &&
      (comma || CLAUSE_END.en.test(next))),
  es: ({ word, prev, next, comma }) =>
    /^(subieron|subió|subimos)$/u.test(word) && (prev === "se" || comma || /^(y|e)?$/u.test(next)),
  fr: ({ word, next, comma }) =>
    /^(montèrent|monta|montés|montées)$/u.test(word) && (comma || /^(et|à|dedans)?$/u.test(next)),
  de: ({ word, words }) =>
    /^(eingestiegen|einsteigen|einstiegen|einstieg)$/u.test(word) ||
    (word === "ein" && words.some((w) => DE_STEIG.test(w))),
  // "चढ़ा दिया" puts something on (a plaster on an arm): only the intransitive forms climb in.
  hi: ({ word, next }) =>
    /^(चढ़े|चढ़ी|चढ़ीं|चढ़कर|सवार)$/u.test(word) || (word === "चढ़" && /^(गए|गई|गया|गईं)$/u.test(next)),
  kn: ({ word }) => /^ಹತ್ತಿ(ದ|ದರು|ದಳು|ದನು|$)/u.test(word),
  ta: ({ word }) => /^ஏறி/u.test(word),
  te: ({ word }) => /^ఎక్క(ి|ా)/u.test(word),
};

/** The first word of a sentence that `reads` takes for getting on or off a vehicle, or undefined. */
function wordThatSays(text: string, language: Language, reads: (at: At) => boolean): string | undefined {
  const tokens = tokenize(text, language);
  const words = tokens.map((t) => t.norm);
  const found = tokens.find((t, i) =>
    reads({
      word: t.norm,
      prev: words[i - 1] ?? "",
      next: words[i + 1] ?? "",
      comma: t.comma === true,
      words,
    }),
  );
  return found?.surface;
}

/** Whether a sentence gets someone off or out of a vehicle. */
export function leavesVehicle(text: string, language: Language): boolean {
  return wordThatSays(text, language, LEAVING[language]) !== undefined;
}

/** The word of a sentence that leans on a vehicle of kind `icon`, or undefined. */
function vehicleWordFor(text: string, icon: string, language: Language): string | undefined {
  const words = VEHICLE_WORDS[language];
  const found = tokenize(text, language).find((t) =>
    words.some(([word, fits]) => fits.test(icon) && word.test(t.norm)),
  );
  return found?.surface;
}

/** The word of a sentence that gets on or off the story's vehicle without naming it, or undefined: what
 * someone climbs in or out of is in view. Boarding counts only where the scene names nothing else. */
function boardingWordFor(text: string, plan: ScenePlan, language: Language): string | undefined {
  // Those who get out and go inside have left it outside the scene; nobody boards one indoors.
  if (plan.setting.indoor && plan.setting.place !== "studio") return undefined;
  return wordThatSays(
    text,
    language,
    (at) => LEAVING[language](at) || (plan.objects.length === 0 && BOARDING[language](at)),
  );
}

/**
 * A story's vehicle is drawn where a later sentence speaks of its engine, wheels or chain, its conductor or
 * passengers, of climbing aboard or of getting on or off without naming it again ("the engine roared back to
 * life, and the tired passengers clapped": the story's bus; "everyone got out and pushed"). The vehicle is
 * the one the story drew last; a scene that draws a vehicle of its own keeps it.
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
    const text = sentences[i] ?? "";
    const word = vehicleWordFor(text, vehicle, language) ?? boardingWordFor(text, plan, language);
    return word ? { ...plan, objects: [...plan.objects, { icon: vehicle, word }] } : plan;
  });
}

/**
 * The vehicle each scene's story has got off and not named again since (`left[i]` for scene i), read from
 * the scenes before it: a thing a pronoun or a part later stands for is not that vehicle ("they got out and
 * pushed ... at the fair she held it up to the wind" is no bus). A scene that names the vehicle again, by its
 * word, or boards it is in it again.
 */
export function vehicleLeftBefore(
  plans: ScenePlan[],
  sentences: string[],
  i: number,
  language: Language,
): string | undefined {
  for (let k = i - 1; k >= 0; k--) {
    const text = sentences[k] ?? "";
    const named = plans[k]?.objects.find(
      (o) => STORY_VEHICLE(o.icon) && o.word !== "" && text.includes(o.word),
    );
    if (leavesVehicle(text, language)) return named?.icon ?? lastVehicle(plans, sentences, k);
    if (named || wordThatSays(text, language, BOARDING[language]) !== undefined) return undefined;
  }
  return undefined;
}

/** The vehicle the scenes before scene `k` named last, or undefined. */
function lastVehicle(plans: ScenePlan[], sentences: string[], k: number): string | undefined {
  for (let j = k - 1; j >= 0; j--) {
    const text = sentences[j] ?? "";
    const named = plans[j]?.objects.find(
      (o) => STORY_VEHICLE(o.icon) && o.word !== "" && text.includes(o.word),
    );
    if (named) return named.icon;
  }
  return undefined;
}
