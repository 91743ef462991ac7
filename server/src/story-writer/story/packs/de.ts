import { GIVEN_NAMES } from "../../../scene-plan/given-names";
import { deNoun, nounsAfterArticles } from "../articles";
import type { LanguagePack } from "../pack";

const stop = new Set(
  "der die das den dem des ein eine einen einem einer und oder aber von zu in im am an auf mit für bei nach aus um über unter vor ist war sehr nicht er sie es wir ihr ich du sich sein seine seiner ihre ihrer meiner unserer wenn als wie wo".split(
    " ",
  ),
);

const place = (word: string, gender: "m" | "f" | "n", at: string) =>
  deNoun("place", word, gender, { in: at });
const thing = (word: string, gender: "m" | "f" | "n") => deNoun("thing", word, gender);

/**
 * German: the article carries case and gender (nominative, accusative, dative are the cases the templates
 * use); predicative adjectives do not inflect, and things are named again rather than replaced by er/sie/es.
 */
export const de: LanguagePack = {
  code: "de",
  unknownGender: "skip",
  names: GIVEN_NAMES.de,
  genderCues: { m: [], f: ["ihr"] },
  joinNames: (a, b) => `${a} und ${b}`,
  capitalisedNames: true,
  // Every German noun is capitalised: a word in no list counts as a name only if it comes back and never
  // follows an article or preposition.
  unknownNameMinCount: 2,
  notNames: [
    ..."Der Die Das Ein Eine Und Aber Dann Als Wenn Wo Er Sie Es Wir Ihr Ich Du Man Gott Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(
      " ",
    ),
    ...stop,
  ],
  nouns: [
    place("Dorf", "n", "im Dorf"),
    place("Stadt", "f", "in der Stadt"),
    place("Markt", "m", "auf dem Markt"),
    place("Wald", "m", "im Wald"),
    place("Strand", "m", "am Strand"),
    place("Schule", "f", "in der Schule"),
    place("Küche", "f", "in der Küche"),
    place("Hafen", "m", "im Hafen"),
    thing("Brief", "m"),
    thing("Schlüssel", "m"),
    thing("Karte", "f"),
    thing("Notizbuch", "n"),
    thing("Lampe", "f"),
    thing("Roboter", "m"),
    thing("Kiste", "f"),
    thing("Fahrrad", "n"),
    thing("Handy", "n"),
    thing("Ring", "m"),
  ],
  // Only articles whose gender is certain in every case: "das" (neuter), "eine" (feminine), "einen" (masculine).
  nounsFromText: (text) =>
    nounsAfterArticles(
      text,
      { das: { gender: "n" }, eine: { gender: "f" }, einen: { gender: "m" } },
      stop,
      (kind, phrase, gender) =>
        /^\p{Lu}/u.test(phrase)
          ? deNoun(kind, phrase, gender === "f" ? "f" : gender === "n" ? "n" : "m")
          : null,
      1,
    ),
  tools: ["Karte", "Notizbuch", "Lampe", "Roboter", "Fahrrad", "Handy"],
  cues: {
    luck: ["glück", "zufall", "gefunden", "fand", "lotto"],
    lesson: ["lern", "lektion", "fehler", "rat", "verstand"],
    surprise: ["überrasch", "plötzlich", "geheim", "rätsel", "unerwartet"],
    howto: ["wie man", "schritt", "rezept", "anleitung", "tipp"],
    product: ["kauf", "preis", "produkt", "marke", "angebot", "shop", "app"],
  },
  openings: [
    "{hero} [hero:arbeitete|arbeiteten] {place.in}, wo jeder Tag wie der vorige war.",
    "Niemand {place.in} erwartete viel von {hero}.",
    "Für {hero} war das Leben {place.in} ruhig, vielleicht zu ruhig.",
  ],
  times: ["eines Morgens", "eines Abends", "an einem regnerischen Tag", "eines Nachts", "an einem Sonntag"],
  continuations: [
    "Dann änderte sich etwas.",
    "Das war erst der Anfang.",
    "Doch die Geschichte war noch nicht zu Ende.",
    "Niemand hätte erraten, was als Nächstes kam.",
    "Ein paar Tage später war alles anders.",
  ],
  beats: {
    luck: [
      [
        "{when} [hero:fand|fanden] {hero} {thing.indefAcc}, {thing.relAcc} niemand vermisste.",
        "An einem ganz gewöhnlichen Nachmittag [hero:stieß|stießen] {hero} auf {thing.indefAcc}, {thing.relNom} im Staub lag.",
      ],
      [
        "{thing.nom} sah wertlos aus, aber {hero} [hero:behielt|behielten] {thing.proAcc} trotzdem.",
        "{friend} lachte nur: alter Kram, sonst nichts.",
      ],
      [
        "Eine Woche später öffnete {thing.nom} eine Tür, die sonst niemand öffnen konnte.",
        "Noch am selben Abend brachte {thing.nom} {hero} die beste Nachricht des Jahres.",
      ],
      [
        "Manchmal versteckt sich das Glück in den einfachsten Dingen.",
        "Bis heute [hero:hütet|hüten] {hero} {thing.acc} wie einen Schatz.",
      ],
    ],
    lesson: [
      [
        "{hero} [hero:war|waren] sicher, alles allein schaffen zu können.",
        "{hero} [hero:glaubte|glaubten], niemanden zu brauchen.",
      ],
      [
        "Als {friend} Hilfe anbot, [hero:lehnte|lehnten] {hero} ab.",
        "{hero} [hero:schlug|schlugen] den Rat von {friend} in den Wind.",
      ],
      [
        "Natürlich ging alles schief, und danach war {thing.nom} kaputt.",
        "Der Plan zerfiel an einem einzigen Nachmittag.",
      ],
      [
        "An diesem Tag [hero:lernte|lernten] {hero}, dass es auch Mut braucht, um Hilfe zu bitten.",
        "Seitdem [hero:hört|hören] {hero} erst zu und [hero:redet|reden] dann.",
      ],
    ],
    surprise: [
      [
        "{hero} [hero:ging|gingen] gerade {place.in} spazieren, als die Lichter ausgingen.",
        "{when} schien {hero} {place.in} alles ganz normal.",
      ],
      [
        "Im Dunkeln flüsterte jemand den Namen von {hero}.",
        "Dann tauchte {friend} auf, mit {thing.indefDat} in der Hand.",
      ],
      ["Es war keine Falle.", "Bis zu diesem Moment hatte niemand {hero} die Wahrheit gesagt."],
      ["Es war eine Party, und sie war für {hero}.", "Alle {place.in} hatten sie seit Monaten vorbereitet."],
    ],
    howto: [
      [
        "{hero} [hero:wollte|wollten] lernen, wie man {thing.acc} richtig benutzt.",
        "So [hero:lernte|lernten] {hero} an einem Nachmittag, {thing.acc} richtig zu benutzen.",
      ],
      [
        "Zuerst alles bereitlegen, was man braucht, und einen Tisch frei räumen.",
        "Langsam anfangen und genau hinsehen.",
      ],
      [
        "Dann [hero:probierte|probierten] {hero} es, [hero:machte|machten] Fehler und [hero:fing|fingen] von vorn an.",
        "Danach {friend} um Rat fragen.",
      ],
      [
        "Am Ende funktionierte alles, und {hero} [hero:war|waren] stolz auf jeden Schritt.",
        "Das Geheimnis ist einfach: klein anfangen und dranbleiben.",
      ],
    ],
    product: [
      [
        "{hero} [hero:hatte|hatten] schon alles ausprobiert, doch nichts funktionierte wirklich.",
        "Jeden Morgen {place.in} begann der Tag für {hero} in Eile.",
      ],
      [
        "Dann zeigte {friend} {hero} {thing.indefAcc}.",
        "Alles änderte sich an dem Tag, an dem {hero} {thing.acc} [hero:ausprobierte|ausprobierten].",
      ],
      ["Eine Minute zum Einrichten, jeden Tag eine Stunde gespart.", "Einfach, schnell und zuverlässig."],
      [
        "Heute [hero:beginnt|beginnen] {hero} keinen Tag mehr ohne {thing.acc}.",
        "Probieren Sie es noch heute aus.",
      ],
    ],
  },
};
