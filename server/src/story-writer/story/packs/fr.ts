import { GIVEN_NAMES } from "../../../scene-plan/given-names";
import { frNoun, nounsAfterArticles } from "../articles";
import type { Gender } from "../grammar";
import type { LanguagePack } from "../pack";

const stop = new Set(
  "le la les l un une des et ou mais de du d à au aux en dans sur avec pour par que qui se sa son ses mon ma mes ton ta est était fut très ne pas plus il elle ils elles on je tu nous vous quand où comme".split(
    " ",
  ),
);

const place = (word: string, gender: "m" | "f", at: string) => frNoun("place", word, gender, { in: at });
const thing = (word: string, gender: "m" | "f") => frNoun("thing", word, gender);

/** French: articles, adjectives, participles and pronouns agree with their noun's gender and number. */
export const fr: LanguagePack = {
  code: "fr",
  unknownGender: "skip",
  names: GIVEN_NAMES.fr,
  genderCues: { m: ["lui", "seul", "content", "fier"], f: ["seule", "contente", "fière"] },
  joinNames: (a, b) => `${a} et ${b}`,
  capitalisedNames: true,
  notNames: [
    ..."Le La Les Un Une Des Et Mais Puis Alors Quand Où Il Elle Ils Elles On Je Tu Nous Vous Ce Cette Ces Dieu Lundi Mardi Mercredi Jeudi Vendredi Samedi Dimanche Janvier Février Mars Avril Mai Juin Juillet Août Septembre Octobre Novembre Décembre".split(
      " ",
    ),
    ...stop,
  ],
  nouns: [
    place("village", "m", "au village"),
    place("ville", "f", "en ville"),
    place("marché", "m", "au marché"),
    place("forêt", "f", "dans la forêt"),
    place("plage", "f", "sur la plage"),
    place("école", "f", "à l'école"),
    place("cuisine", "f", "dans la cuisine"),
    place("port", "m", "au port"),
    thing("lettre", "f"),
    thing("clé", "f"),
    thing("carte", "f"),
    thing("carnet", "m"),
    thing("lampe", "f"),
    thing("robot", "m"),
    thing("boîte", "f"),
    thing("vélo", "m"),
    thing("téléphone", "m"),
    thing("bague", "f"),
  ],
  nounsFromText: (text) =>
    nounsAfterArticles(
      text,
      { un: { gender: "m" }, une: { gender: "f" }, le: { gender: "m" }, la: { gender: "f" } },
      stop,
      (kind, phrase, gender: Gender) => frNoun(kind, phrase, gender === "f" ? "f" : "m"),
    ),
  tools: ["carte", "carnet", "lampe", "robot", "vélo", "téléphone"],
  cues: {
    luck: ["chance", "hasard", "trouv", "loterie", "fortune"],
    lesson: ["appren", "leçon", "erreur", "conseil", "compris"],
    surprise: ["surprise", "soudain", "secret", "mystère", "inattendu"],
    howto: ["comment", "étape", "recette", "guide", "astuce"],
    product: ["achet", "prix", "produit", "marque", "boutique", "offre", "appli"],
  },
  openings: [
    "{hero} [hero:travaillait|travaillaient] {place.in}, où chaque jour ressemblait au précédent.",
    "Personne {place.in} n'attendait grand-chose de {hero}.",
    "{hero} n'[hero:avait|avaient] jamais quitté {place.def}.",
  ],
  times: ["un matin", "un soir", "un jour de pluie", "une nuit", "un dimanche"],
  continuations: [
    "Puis quelque chose changea.",
    "Ce n'était que le début.",
    "Mais l'histoire n'était pas finie.",
    "Personne n'aurait pu deviner la suite.",
    "Quelques jours plus tard, tout était différent.",
  ],
  beats: {
    luck: [
      [
        "{when}, {hero} [hero:trouva|trouvèrent] {thing.indef} que personne n'avait [thing:réclamé|réclamée|réclamés|réclamées].",
        "Par un après-midi ordinaire, {hero} [hero:tomba|tombèrent] sur {thing.indef} [thing:oublié|oubliée|oubliés|oubliées] dans la poussière.",
      ],
      [
        "[thing:Il semblait|Elle semblait|Ils semblaient|Elles semblaient] sans valeur, mais {hero} [thing:le|la|les|les] [hero:garda|gardèrent] quand même.",
        "{friend} éclata de rire : ce n'était qu'un vieux bric-à-brac.",
      ],
      [
        "Une semaine plus tard, [thing:ce même|cette même|ces mêmes|ces mêmes] {thing.bare} [thing:ouvrit|ouvrirent] une porte que personne d'autre n'avait pu ouvrir.",
        "Le soir même, [thing:il|elle|ils|elles] [thing:apporta|apportèrent] à {hero} la meilleure nouvelle de l'année.",
      ],
      [
        "Parfois, la chance se cache dans les choses les plus ordinaires.",
        "Aujourd'hui encore, {hero} [thing:le|la|les|les] [hero:garde|gardent] précieusement.",
      ],
    ],
    lesson: [
      [
        "{hero} [hero:était sûr|était sûre|étaient sûrs|étaient sûres] de pouvoir tout faire [hero:seul|seule|seuls|seules].",
        "{hero} [hero:pensait|pensaient] n'avoir besoin de personne.",
      ],
      [
        "Quand {friend} [hero:lui|leur] proposa son aide, {hero} [hero:refusa|refusèrent].",
        "{hero} [hero:ignora|ignorèrent] les conseils de {friend}.",
      ],
      [
        "Bien sûr, tout tourna mal et {thing.def} [thing:fut abîmé|fut abîmée|furent abîmés|furent abîmées].",
        "Le plan s'effondra en un seul après-midi.",
      ],
      [
        "Ce jour-là, {hero} [hero:comprit|comprirent] que demander de l'aide est aussi une forme de courage.",
        "Depuis, {hero} [hero:écoute|écoutent] d'abord et [hero:parle|parlent] ensuite.",
      ],
    ],
    surprise: [
      [
        "{hero} se [hero:promenait|promenaient] {place.in} quand les lumières s'éteignirent.",
        "{when}, pour {hero}, tout semblait normal {place.in}.",
      ],
      [
        "Dans le noir, quelqu'un murmura le nom de {hero}.",
        "Puis {friend} apparut, {thing.indef} à la main.",
      ],
      ["Ce n'était pas un piège.", "Jusque-là, personne n'avait dit la vérité à {hero}."],
      [
        "C'était une fête, et elle était pour {hero}.",
        "Tout le monde {place.in} la préparait depuis des mois.",
      ],
    ],
    howto: [
      [
        "{hero} [hero:voulait|voulaient] apprendre à bien se servir de {thing.def}.",
        "Voici comment {hero} [hero:a|ont] appris à se servir de {thing.def} en un après-midi.",
      ],
      [
        "D'abord, rassemblez tout ce qu'il faut et libérez une table.",
        "Prenez votre temps et regardez bien.",
      ],
      [
        "Ensuite, {hero} [hero:essaya, se trompa et recommença|essayèrent, se trompèrent et recommencèrent].",
        "Puis demandez à {friend}, qui l'a déjà fait.",
      ],
      [
        "À la fin, tout fonctionnait, et {hero} [hero:était fier|était fière|étaient fiers|étaient fières] de chaque étape.",
        "Le secret est simple : commencer petit et continuer.",
      ],
    ],
    product: [
      [
        "{hero} [hero:avait|avaient] tout essayé, et rien ne marchait vraiment.",
        "Chaque matin, {place.in}, la journée de {hero} commençait dans la précipitation.",
      ],
      [
        "Puis {friend} [hero:lui|leur] montra {thing.indef}.",
        "Tout changea le jour où {hero} [hero:essaya|essayèrent] {thing.def}.",
      ],
      [
        "Une minute pour l'installer, une heure gagnée chaque jour.",
        "Simple, rapide : [thing:il fonctionne|elle fonctionne|ils fonctionnent|elles fonctionnent], tout simplement.",
      ],
      [
        "Aujourd'hui, {hero} ne [hero:commence|commencent] plus une journée sans [thing:lui|elle|eux|elles].",
        "[thing:Essayez-le|Essayez-la|Essayez-les|Essayez-les] dès aujourd'hui.",
      ],
    ],
  },
  finish: frenchSpelling,
};

/** Elision before a vowel or mute h ("de Inès" → "d'Inès") and the contractions "de le" → "du", "à le" → "au". */
export function frenchSpelling(s: string): string {
  return s
    .replace(
      /(^|[\s(])(de|que|ne|se|le|la|jusque|lorsque|puisque)\s+(?=[aeiouhâàéèêëîïôûœAEIOUHÂÀÉÈÊËÎÏÔÛ])/g,
      "$1$2'",
    )
    .replace(
      /(^|[\s(])(de|que|ne|se|le|la|jusque|lorsque|puisque)'/g,
      (_, lead: string, w: string) => `${lead}${w === "la" ? "l" : w.slice(0, -1)}'`,
    )
    .replace(/(^|[\s(])de le /g, "$1du ")
    .replace(/(^|[\s(])de les /g, "$1des ")
    .replace(/(^|[\s(])à le /g, "$1au ")
    .replace(/(^|[\s(])à les /g, "$1aux ");
}
