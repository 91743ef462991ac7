/**
 * Scores the offline scene planner on the evaluation set: precision of the drawn
 * elements (people, animals, things and the place a sentence gives) and recall of what a reader expects,
 * per language, on the set the lexicon was tuned on and on the held-out sentences. `npm run bench:planner`
 * prints the tables; `-- --details` lists every wrong or missed element; `-- --json <file>` writes the scores.
 * The story sets (stories.<language>.json) are planned a story at a time and scored per sentence: place,
 * people, main action, things, wrong-sense pictures and the whole scene. `-- --stories` prints those alone;
 * the untouched batch (untouched.<language>.json) is scored only with `-- --untouched`, the second one
 * (untouched2.<language>.json) only with `-- --untouched2`, the third (untouched3.<language>.json) only
 * with `-- --untouched3`, the fourth (untouched4.<language>.json) only with `-- --untouched4`, the fifth
 * (untouched5.<language>.json) only with `-- --untouched5`, the sixth (untouched6.<language>.json) only with
 * `-- --untouched6`, the seventh (untouched7.<language>.json) only with `-- --untouched7`, the eighth
 * (untouched8.<language>.json) only with `-- --untouched8`, the ninth (untouched9.<language>.json) only
 * with `-- --untouched9`, the tenth (untouched10.<language>.json) only with `-- --untouched10`, the
 * eleventh (untouched11.<language>.json) only with `-- --untouched11`, the twelfth
 * (untouched12.<language>.json) only with `-- --untouched12`, the thirteenth
 * (untouched13.<language>.json) only with `-- --untouched13`, the fourteenth
 * (untouched14.<language>.json) only with `-- --untouched14`, the fifteenth
 * (untouched15.<language>.json) only with `-- --untouched15`, the sixteenth
 * (untouched16.<language>.json) only with `-- --untouched16`, the seventeenth
 * (untouched17.<language>.json) only with `-- --untouched17`, the eighteenth
 * (untouched18.<language>.json) only with `-- --untouched18`, the nineteenth
 * (untouched19.<language>.json) only with `-- --untouched19`, the twentieth
 * (untouched20.<language>.json) only with `-- --untouched20`, the twenty-first
 * (untouched21.<language>.json) only with `-- --untouched21` and the twenty-second
 * (untouched22.<language>.json) only with `-- --untouched22`; a held-out batch not yet spent prints its
 * scores and never its sentences.
 * `-- --writer` also scores the configured writer model's plans (OPENAI_API_KEY or OPENAI_BASE_URL, and
 * OPENAI_WRITER_MODEL) on the same story sets, with no fallback to the offline planner; without a key it
 * says the writer model was skipped.
 */
import fs from "node:fs";
import { loadConfig } from "../../server/src/config";
import {
  writerModelConfigured,
  writerModelScenePlans,
} from "../../server/src/providers/writer/openai-scene-plan";
import {
  EVAL_LANGUAGES,
  type EvalPart,
  readEvalSet,
  readStorySet,
  type StoryLanguageScore,
  type StoryPart,
  scoreSet,
  scoreStorySet,
  scoreStorySetWith,
  type Tally,
} from "../../server/src/scene-plan/eval-score";

const args = process.argv.slice(2);
const details = args.includes("--details");
const only = args.filter((a) => /^[a-z]{2}$/.test(a));
const jsonAt = args.indexOf("--json");
const rows = [];
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const storiesOnly = args.includes("--stories");
const untouched = args.includes("--untouched");
const untouched2 = args.includes("--untouched2");
const untouched3 = args.includes("--untouched3");
const untouched4 = args.includes("--untouched4");
const untouched5 = args.includes("--untouched5");
const untouched6 = args.includes("--untouched6");
const untouched7 = args.includes("--untouched7");
const untouched8 = args.includes("--untouched8");
const untouched9 = args.includes("--untouched9");
const untouched10 = args.includes("--untouched10");
const untouched11 = args.includes("--untouched11");
const untouched12 = args.includes("--untouched12");
const untouched13 = args.includes("--untouched13");
const untouched14 = args.includes("--untouched14");
const untouched15 = args.includes("--untouched15");
const untouched16 = args.includes("--untouched16");
const untouched17 = args.includes("--untouched17");
const untouched18 = args.includes("--untouched18");
const untouched19 = args.includes("--untouched19");
const untouched20 = args.includes("--untouched20");
const untouched21 = args.includes("--untouched21");
const untouched22 = args.includes("--untouched22");
const writer = args.includes("--writer");
const parts: EvalPart[] = storiesOnly ? [] : ["eval-set", "held-out", "unseen", "fresh", "blind"];
for (const part of parts) {
  console.log(
    `\n${part}\nlang  sentences  drawn  wrong  precision  expected  missed  recall  poses  pose-acc`,
  );
  for (const language of EVAL_LANGUAGES.filter((l) => only.length === 0 || only.includes(l))) {
    const score = scoreSet(readEvalSet(language, part));
    rows.push({ part, ...score, details: undefined });
    console.log(
      [
        language.padEnd(4),
        String(score.sentences).padStart(9),
        String(score.drawn).padStart(6),
        String(score.drawn - score.correct).padStart(6),
        pct(score.precision).padStart(10),
        String(score.expected).padStart(9),
        String(score.expected - score.found).padStart(7),
        pct(score.recall).padStart(7),
        String(score.actions).padStart(6),
        (score.actions ? pct(score.actionAccuracy) : "-").padStart(9),
      ].join(" "),
    );
    if (details) {
      for (const d of score.details) {
        if (d.wrong.length === 0 && d.missed.length === 0 && d.wrongActions.length === 0) continue;
        const pose = d.wrongActions.length ? `\n      POSE: ${d.wrongActions.join(", ")}` : "";
        console.log(
          `   ${d.text}\n      drawn: ${d.drawn.join(", ")}${d.wrong.length ? `\n      WRONG: ${d.wrong.join(", ")}` : ""}${d.missed.length ? `\n      missed: ${d.missed.join(", ")}` : ""}${pose}`,
        );
      }
    }
  }
}

// The story sets: each story planned whole, each sentence scored as a viewer judges its picture.
const share = (t: Tally) => (t.n ? pct(t.right / t.n) : "-");
const storyParts: StoryPart[] = [
  "stories",
  ...(untouched ? (["untouched"] as const) : []),
  ...(untouched2 ? (["untouched2"] as const) : []),
  ...(untouched3 ? (["untouched3"] as const) : []),
  ...(untouched4 ? (["untouched4"] as const) : []),
  ...(untouched5 ? (["untouched5"] as const) : []),
  ...(untouched6 ? (["untouched6"] as const) : []),
  ...(untouched7 ? (["untouched7"] as const) : []),
  ...(untouched8 ? (["untouched8"] as const) : []),
  ...(untouched9 ? (["untouched9"] as const) : []),
  ...(untouched10 ? (["untouched10"] as const) : []),
  ...(untouched11 ? (["untouched11"] as const) : []),
  ...(untouched12 ? (["untouched12"] as const) : []),
  ...(untouched13 ? (["untouched13"] as const) : []),
  ...(untouched14 ? (["untouched14"] as const) : []),
  ...(untouched15 ? (["untouched15"] as const) : []),
  ...(untouched16 ? (["untouched16"] as const) : []),
  ...(untouched17 ? (["untouched17"] as const) : []),
  ...(untouched18 ? (["untouched18"] as const) : []),
  ...(untouched19 ? (["untouched19"] as const) : []),
  ...(untouched20 ? (["untouched20"] as const) : []),
  ...(untouched21 ? (["untouched21"] as const) : []),
  ...(untouched22 ? (["untouched22"] as const) : []),
];
// The held-out batches not yet spent: their scores are printed, their sentences and misses never (a new
// batch is listed here until its first score).
const HELD_OUT: readonly StoryPart[] = [];
const heldOut = (part: StoryPart) => HELD_OUT.includes(part);
const languages = EVAL_LANGUAGES.filter((l) => only.length === 0 || only.includes(l));
const storyHeader = "lang  stories  sentences    place   people   action   things  wrong-sense    whole";

function printStoryRow(score: StoryLanguageScore, part: StoryPart, extra = "") {
  console.log(
    [
      score.language.padEnd(4),
      String(score.stories).padStart(7),
      String(score.sentences).padStart(10),
      ...[score.place, score.people, score.action, score.things].map((t) => share(t).padStart(8)),
      String(score.wrongPictures).padStart(12),
      share(score.whole).padStart(8),
    ].join(" ") + extra,
  );
  if (details && !heldOut(part))
    for (const d of score.details)
      if (!d.whole)
        console.log(`   ${d.text}\n      drawn: ${d.drawn.join(", ")}\n      ${d.notes.join("\n      ")}`);
}

for (const part of storyParts) {
  console.log(`\n${part}\n${storyHeader}`);
  for (const language of languages) {
    const score = scoreStorySet(readStorySet(language, part));
    rows.push({
      part,
      planner: "offline",
      ...score,
      details: details && !heldOut(part) ? score.details : undefined,
    });
    printStoryRow(score, part);
  }
}

// The same story sets planned by the configured writer model: its own plans, scored the same way.
if (writer) {
  // The environment (and .env) as the server reads it, with the writer model chosen.
  const config = { ...loadConfig(), WRITER_PROVIDER: "openai" as const };
  if (!writerModelConfigured(config)) {
    console.log(
      "\nwriter model: SKIPPED, no OPENAI_API_KEY or OPENAI_BASE_URL is set; nothing was scored for it.",
    );
  } else {
    const planner = (sentences: string[], language: (typeof languages)[number]) =>
      writerModelScenePlans(config, sentences, language);
    for (const part of storyParts) {
      console.log(`\n${part}, writer model ${config.OPENAI_WRITER_MODEL}\n${storyHeader}  failed`);
      for (const language of languages) {
        const score = await scoreStorySetWith(readStorySet(language, part), planner);
        rows.push({
          part,
          planner: `writer:${config.OPENAI_WRITER_MODEL}`,
          ...score,
          details: details && !heldOut(part) ? score.details : undefined,
        });
        // A story the model failed on (an error, an answer off the plan schema) is not scored.
        printStoryRow(score, part, String(score.failed).padStart(8));
      }
    }
  }
}
if (jsonAt >= 0 && args[jsonAt + 1])
  fs.writeFileSync(args[jsonAt + 1] as string, `${JSON.stringify(rows, null, 2)}\n`);
