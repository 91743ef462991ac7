import { GIVEN_NAMES } from "../../../scene-plan/given-names";
import { enNoun, nounsAfterArticles } from "../articles";
import type { LanguagePack } from "../pack";

const stop = new Set(
  "the a an and or but of to in on at for with from by is are was were be this that it its as into over under then than so very his her their my your our he she they we you i me him them who which when where while all some no not".split(
    " ",
  ),
);

const place = (word: string, at: string) => enNoun("place", word, { in: at });

/** English: names agree only in number ("was/were"); a name of unknown gender is "they". */
export const en: LanguagePack = {
  code: "en",
  unknownGender: "plural",
  names: GIVEN_NAMES.en,
  genderCues: { m: [], f: [] },
  joinNames: (a, b) => `${a} and ${b}`,
  capitalisedNames: true,
  notNames: [
    ..."The A An And But Or Then So He She They We You I It His Her Their My Our Your This That There Here When Where What Who Why How One Every Some No Yes Mr Mrs Ms Dr Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December God".split(
      " ",
    ),
    ...stop,
  ],
  nouns: [
    place("village", "in the village"),
    place("city", "in the city"),
    place("market", "at the market"),
    place("forest", "in the forest"),
    place("beach", "on the beach"),
    place("school", "at school"),
    place("kitchen", "in the kitchen"),
    place("harbour", "at the harbour"),
    ...["letter", "key", "map", "notebook", "lamp", "robot", "box", "bicycle", "phone", "ring"].map((w) =>
      enNoun("thing", w),
    ),
  ],
  nounsFromText: (text) =>
    nounsAfterArticles(text, { a: { gender: "n" }, an: { gender: "n" } }, stop, (kind, phrase) =>
      enNoun(kind, phrase),
    ),
  tools: ["map", "notebook", "lamp", "robot", "bicycle", "phone"],
  cues: {
    luck: ["luck", "lucky", "chance", "lottery", "fortune", "found", "win"],
    lesson: ["learn", "lesson", "mistake", "taught", "wisdom", "advice"],
    surprise: ["surprise", "sudden", "secret", "shock", "unexpected", "mystery"],
    howto: ["how to", "step", "recipe", "guide", "tutorial", "tips"],
    product: ["buy", "price", "product", "app", "brand", "launch", "sale", "order", "shop"],
  },
  openings: [
    "{hero} worked {place.in}, where every day looked like the one before.",
    "Nobody {place.in} expected much from {hero}.",
    "{hero} had spent every summer {place.in}.",
  ],
  times: ["one morning", "one evening", "on a rainy afternoon", "late one night", "one Sunday"],
  continuations: [
    "Then something changed.",
    "That was only the beginning.",
    "But the story was not over yet.",
    "Nobody could have guessed what came next.",
    "A few days later, everything was different.",
  ],
  beats: {
    luck: [
      [
        "{when}, {hero} found {thing.indef} that nobody had claimed.",
        "On an ordinary afternoon, {hero} came across {thing.indef} lying in the dust.",
      ],
      [
        "It looked worthless, but [hero:he kept|she kept|they kept] it anyway.",
        "{friend} laughed and said it was just old junk.",
      ],
      [
        "A week later, that same {thing.bare} opened a door nobody else could open.",
        "That very evening, it brought {hero} the best news of the year.",
      ],
      [
        "Sometimes luck hides in the most ordinary things.",
        "To this day, {hero} [hero:keeps|keep] it like a treasure.",
      ],
    ],
    lesson: [
      [
        "{hero} [hero:was|were] sure [hero:he could|she could|they could] do everything alone.",
        "{hero} did not like asking anyone for help.",
      ],
      [
        "When {friend} offered to help, {hero} said no.",
        "{hero} ignored every piece of advice from {friend}.",
      ],
      [
        "Of course, it all went wrong, and {thing.def} was ruined.",
        "The plan fell apart in a single afternoon.",
      ],
      [
        "That day, {hero} learned that asking for help is a kind of courage too.",
        "Since then, {hero} [hero:listens|listen] first and [hero:talks|talk] second.",
      ],
    ],
    surprise: [
      [
        "{hero} [hero:was|were] walking {place.in} when the lights went out.",
        "{when}, everything {place.in} seemed perfectly normal to {hero}.",
      ],
      ["In the dark, someone whispered {hero}'s name.", "Then {friend} appeared, holding {thing.indef}."],
      ["It was not a trap at all.", "Until that moment, nobody had told {hero} the truth."],
      ["It was a party, and it was for {hero}.", "Everyone {place.in} had been planning it for months."],
    ],
    howto: [
      [
        "{hero} wanted to learn how to use {thing.def} properly.",
        "Here is how {hero} learned to use {thing.def} in one afternoon.",
      ],
      ["First, gather everything you need and clear a table.", "Start slowly and look closely."],
      [
        "Next, {hero} tried, made mistakes, and started again, one small change at a time.",
        "Then ask {friend}, who has done it before.",
      ],
      [
        "In the end it worked, and {hero} [hero:was|were] proud of every step.",
        "The secret is simple: start small and keep going.",
      ],
    ],
    product: [
      [
        "{hero} had tried everything, and nothing really worked.",
        "Every morning {place.in} started the same way for {hero}: in a rush.",
      ],
      [
        "Then {friend} showed [hero:him|her|them] {thing.indef}.",
        "Everything changed the day {hero} tried {thing.def}.",
      ],
      ["It took a minute to set up and saved an hour every day.", "Simple, quick, and it just works."],
      [
        "Now {hero} [hero:does|do] not start a day without it.",
        "If {hero} can do it, so can you. Try it today.",
      ],
    ],
  },
};
