/**
 * Scores the offline scene planner on the evaluation set: precision of the drawn
 * elements (people, animals, things and the place a sentence gives) and recall of what a reader expects,
 * per language, on the set the lexicon was tuned on and on the held-out sentences. `npm run bench:planner`
 * prints the tables; `-- --details` lists every wrong or missed element; `-- --json <file>` writes the scores.
 * The story sets (stories.<language>.json) are planned a story at a time and scored per sentence: place,
 * people, main action, things, wrong-sense pictures and the whole scene. `-- --stories` prints those alone;
 * each held-out batch (<batch>.<language>.json, named in UNTOUCHED_BATCHES) is scored only with its own flag,
 * `-- --untouched`, `-- --untouched2` and so on, or all of them with `-- --all-untouched`; a held-out batch
 * not yet spent prints its scores and never its sentences.
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
  UNTOUCHED_BATCHES,
} from "../../server/src/scene-plan/eval-score";

const args = process.argv.slice(2);
const details = args.includes("--details");
const only = args.filter((a) => /^[a-z]{2}$/.test(a));
const jsonAt = args.indexOf("--json");
const rows = [];
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const storiesOnly = args.includes("--stories");
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
const allUntouched = args.includes("--all-untouched");
const storyParts: StoryPart[] = [
  "stories",
  ...UNTOUCHED_BATCHES.filter((batch) => allUntouched || args.includes(`--${batch}`)),
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
