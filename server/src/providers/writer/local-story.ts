/**
 * The offline story writer: short stories composed from phrase banks, started from nothing or continued
 * from the user's text. Banks exist for the languages below; others need a remote writer (WRITER_PROVIDER).
 */
type Bank = {
  names: string[];
  places: string[];
  finds: string[];
  openings: string[];
  turns: string[];
  helps: string[];
  endings: string[];
  continuations: string[];
};

const banks: Record<string, Bank> = {
  en: {
    names: ["Maya", "Leo", "Aarav", "Sofia", "Noah", "Zara"],
    places: [
      "a quiet harbour town",
      "the edge of a glowing forest",
      "a rooftop garden above the city",
      "a desert market at dawn",
    ],
    finds: [
      "a map that redrew itself every night",
      "a tiny robot with a cracked speaker",
      "a letter addressed to the future",
      "a compass that pointed to lost things",
    ],
    openings: [
      "{name} had always wanted more than {place} could offer.",
      "Nobody in {place} expected {name} to change anything.",
    ],
    turns: [
      "One evening, {name} found {find}.",
      "Then, under a sky full of stars, {name} discovered {find}.",
    ],
    helps: [
      "It led to a stranger who needed help, and {name} did not hesitate.",
      "Every step was harder than the last, but {name} kept going.",
    ],
    endings: [
      "In the end, {name} learned that courage is just kindness that keeps walking.",
      "And {place} was never quite the same again.",
    ],
    continuations: [
      "But the story was far from over.",
      "What happened next surprised everyone.",
      "Years later, people still told this part of the tale.",
    ],
  },
  es: {
    names: ["Lucía", "Mateo", "Valentina", "Diego"],
    places: [
      "un pueblo junto al mar",
      "el borde de un bosque luminoso",
      "un jardín sobre los tejados de la ciudad",
    ],
    finds: [
      "un mapa que cambiaba cada noche",
      "un pequeño robot con la voz rota",
      "una carta dirigida al futuro",
    ],
    openings: [
      "{name} siempre había querido más de lo que {place} podía ofrecer.",
      "Nadie en {place} esperaba que {name} cambiara nada.",
    ],
    turns: [
      "Una tarde, {name} encontró {find}.",
      "Entonces, bajo un cielo lleno de estrellas, {name} descubrió {find}.",
    ],
    helps: [
      "Aquello la llevó hasta un desconocido que necesitaba ayuda, y {name} no dudó.",
      "Cada paso era más difícil que el anterior, pero {name} siguió adelante.",
    ],
    endings: [
      "Al final, {name} comprendió que el valor es bondad que no deja de caminar.",
      "Y {place} nunca volvió a ser el mismo.",
    ],
    continuations: ["Pero la historia no había terminado.", "Lo que pasó después sorprendió a todos."],
  },
  fr: {
    names: ["Léa", "Hugo", "Chloé", "Louis"],
    places: [
      "un petit port tranquille",
      "la lisière d'une forêt lumineuse",
      "un jardin sur les toits de la ville",
    ],
    finds: [
      "une carte qui se redessinait chaque nuit",
      "un petit robot à la voix fêlée",
      "une lettre adressée au futur",
    ],
    openings: [
      "{name} avait toujours voulu plus que ce que {place} pouvait offrir.",
      "Personne dans {place} n'attendait de {name} qu'il change quoi que ce soit.",
    ],
    turns: ["Un soir, {name} trouva {find}.", "Puis, sous un ciel plein d'étoiles, {name} découvrit {find}."],
    helps: [
      "Elle mena {name} vers un inconnu qui avait besoin d'aide, et {name} n'hésita pas.",
      "Chaque pas était plus difficile que le précédent, mais {name} continua.",
    ],
    endings: [
      "À la fin, {name} comprit que le courage, c'est la bonté qui continue d'avancer.",
      "Et {place} ne fut plus jamais tout à fait le même.",
    ],
    continuations: [
      "Mais l'histoire était loin d'être finie.",
      "Ce qui arriva ensuite surprit tout le monde.",
    ],
  },
  de: {
    names: ["Lena", "Jonas", "Mia", "Felix"],
    places: [
      "einer stillen Hafenstadt",
      "am Rand eines leuchtenden Waldes",
      "einem Dachgarten über der Stadt",
    ],
    finds: [
      "eine Karte, die sich jede Nacht neu zeichnete",
      "einen kleinen Roboter mit kaputtem Lautsprecher",
      "einen Brief an die Zukunft",
    ],
    openings: [
      "{name} hatte sich immer mehr gewünscht, als das Leben in {place} bot.",
      "Niemand in {place} erwartete, dass {name} etwas verändern würde.",
    ],
    turns: [
      "Eines Abends fand {name} {find}.",
      "Dann, unter einem Himmel voller Sterne, entdeckte {name} {find}.",
    ],
    helps: [
      "Das führte zu einem Fremden, der Hilfe brauchte, und {name} zögerte nicht.",
      "Jeder Schritt war schwerer als der letzte, doch {name} ging weiter.",
    ],
    endings: [
      "Am Ende verstand {name}, dass Mut nichts anderes ist als Freundlichkeit, die weitergeht.",
      "Und das Leben in {place} war nie wieder ganz dasselbe.",
    ],
    continuations: [
      "Doch die Geschichte war noch lange nicht zu Ende.",
      "Was dann geschah, überraschte alle.",
    ],
  },
  hi: {
    names: ["माया", "आरव", "सिया", "कबीर"],
    places: ["समुंदर किनारे के एक शांत शहर", "एक चमकते जंगल के किनारे", "शहर की छत पर बने एक बगीचे"],
    finds: ["एक नक्शा जो हर रात बदल जाता था", "टूटी आवाज़ वाला एक छोटा रोबोट", "भविष्य के नाम लिखी एक चिट्ठी"],
    openings: [
      "{name} हमेशा {place} से कुछ ज़्यादा चाहती थी।",
      "{place} में किसी को उम्मीद नहीं थी कि {name} कुछ बदल देगी।",
    ],
    turns: ["एक शाम {name} को {find} मिला।", "फिर, तारों भरे आसमान के नीचे, {name} ने {find} खोज निकाला।"],
    helps: [
      "वह उसे एक अजनबी तक ले गया जिसे मदद चाहिए थी, और {name} ने देर नहीं की।",
      "हर कदम पिछले से कठिन था, पर {name} चलती रही।",
    ],
    endings: [
      "आख़िर में {name} ने समझा कि हिम्मत वह दया है जो चलती रहती है।",
      "और {place} फिर कभी पहले जैसा नहीं रहा।",
    ],
    continuations: ["पर कहानी अभी ख़त्म नहीं हुई थी।", "इसके बाद जो हुआ, उसने सबको हैरान कर दिया।"],
  },
};

export const localStoryLanguages = Object.keys(banks);

const pick = <T>(items: T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;

function fill(template: string, slots: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => slots[key] ?? "");
}

/** A new story, or two or three sentences continuing `currentText`; null when the language has no bank. */
export function localStory(
  input: { currentText: string; maxLength: number; language: string },
  random: () => number = Math.random,
): string | null {
  const bank = banks[input.language];
  if (!bank) return null;
  const slots = {
    name: pick(bank.names, random),
    place: pick(bank.places, random),
    find: pick(bank.finds, random),
  };
  const continuing = input.currentText.trim().length > 0;
  const parts = continuing
    ? [
        pick(bank.continuations, random),
        pick(bank.turns, random),
        pick(bank.helps, random),
        pick(bank.endings, random),
      ]
    : [
        pick(bank.openings, random),
        pick(bank.turns, random),
        pick(bank.helps, random),
        pick(bank.endings, random),
      ];
  // Room left after the current text and the blank line the editor puts between them.
  const room = continuing ? input.maxLength - input.currentText.trimEnd().length - 2 : input.maxLength;
  let content = "";
  for (const part of parts) {
    const next = content ? `${content} ${fill(part, slots)}` : fill(part, slots);
    if (next.length > room) break;
    content = next;
  }
  return content;
}
