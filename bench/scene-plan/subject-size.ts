/**
 * How large the people and the subject of each scene are drawn: every scene of every
 * bench/scene-plan/sheet-stories*.json story, in every language, composed (seed 5, as story-sheet.ts does)
 * in 9:16, 4:5, 1:1 and 16:9, in a voice frame and an avatar frame (the presenter in a corner). Prints,
 * per ratio and mode, the subject's height share of the frame (median, least) and the smallest person's,
 * and counts the scenes where the subject is not the largest element, a person alone is under 40 % of the
 * frame's height, a person with company under 30 %, any person under 12 %, or a large thing (a bicycle, a
 * cart, a table: 0.4 to 1.8 of a person's height) beside a person alone drawn under 0.6 of its size against
 * them (a token). Last, the CPU seconds the compositions took. A seated or kneeling
 * figure is measured at the height it would stand (its box over its pose's share of a standing one), a
 * child at a grown-up's (over 0.72: a child beside a grown-up is rightly the smaller). The subject is not
 * the largest where a thing or animal is drawn taller than it, or a person taller than it at that measure.
 * `npx tsx bench/scene-plan/subject-size.ts [--list] [stories.json...]`
 */
import fs from "node:fs";
import path from "node:path";
import { ASPECTS, type Aspect, frameSizeForShortSide } from "@reelsmith/contract/aspect";
import type { Language } from "@reelsmith/contract/languages";
import { SUPPORT } from "../../server/src/illustration/figures";
import { composeScene } from "../../server/src/illustration/scene-composer";
import { sizeClassOf } from "../../server/src/illustration/size-classes";
import type { NarrationMode } from "../../server/src/layout/frame-layout";
import { planScenes } from "../../server/src/scene-plan/planner";
import type { ScenePlan } from "../../server/src/scene-plan/scene-plan-schema";
import { styleOrFirst } from "../../server/src/test/scene-fixtures";
import { sheetFrame } from "../../server/src/test/sheet-frame";

const args = process.argv.slice(2);
const list = args.includes("--list");
const dir = "bench/scene-plan";
const files = args.filter((a) => !a.startsWith("--"));
const storyFiles =
  files.length > 0
    ? files
    : fs
        .readdirSync(dir)
        .filter((f) => /^sheet-stories.*\.json$/.test(f))
        .sort()
        .map((f) => path.join(dir, f));
const style = styleOrFirst("cinematic");

/** A pose's height against a standing figure's (figures.ts): a seated person is measured standing. */
const POSE_HEIGHT: Partial<Record<string, number>> = { sit: 0.62, meditate: 0.62, kneel: 0.8, plant: 0.8 };
/** A child's height against a grown-up's (figures.ts CHILD_STATURE). */
const CHILD = 0.72;

interface Row {
  subject: number;
  smallestPerson: number | null;
  notLargest: boolean;
  aloneUnder40: boolean;
  companyUnder30: boolean;
  under12: boolean;
  token: boolean;
  where: string;
}

const plans: { where: string; plan: ScenePlan; index: number }[] = [];
for (const file of storyFiles) {
  const stories = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string[]>;
  for (const [language, sentences] of Object.entries(stories))
    for (const [index, plan] of planScenes(sentences, language as Language).entries())
      plans.push({
        where: `${path.basename(file, ".json")} ${language} ${index + 1} "${(sentences[index] ?? "").slice(0, 60)}"`,
        plan,
        index,
      });
}

function measure(plan: ScenePlan, index: number, aspect: Aspect, mode: NarrationMode, where: string): Row {
  const { width, height } = frameSizeForShortSide(aspect, 360);
  const frame = sheetFrame(width, height, mode, { position: "bottom", fontSize: 20 });
  const start = process.cpuUsage();
  const scene = composeScene({
    plan,
    style,
    width,
    height,
    seed: 5,
    index,
    frame,
  });
  const spent = process.cpuUsage(start);
  cpu += (spent.user + spent.system) / 1e6;
  const subject = scene.elements.find((e) => e.role === "subject");
  // The people drawn: figures whose word names a person of the plan.
  const measured = new Map(
    scene.elements
      .filter((e) => e.pose === "figure")
      .map((e) => ({ e, c: plan.characters.find((c) => (c.word ?? c.name) === e.word) }))
      .filter((x) => x.c?.kind === "person")
      .map(({ e, c }) => [
        e,
        e.box.h / height / (POSE_HEIGHT[c?.action ?? ""] ?? 1) / (c?.age === "child" ? CHILD : 1),
      ]),
  );
  const people = [...measured.values()];
  const smallestPerson = people.length > 0 ? Math.min(...people) : null;
  const own = subject ? measured.get(subject) : undefined;
  const larger = scene.elements.some((e) => {
    if (!subject || e === subject) return false;
    const other = measured.get(e);
    return other !== undefined && own !== undefined ? other > own * 1.02 : e.box.h > subject.box.h + 0.5;
  });
  // A large thing beside a person alone, against that person's standing grown-up height.
  const sizeOf = (icon: string) =>
    icon === "drawn:table" || icon === "drawn:counter"
      ? SUPPORT[icon === "drawn:table" ? "table" : "counter"].height
      : sizeClassOf(icon);
  const [lone] = [...measured.entries()];
  const token =
    people.length === 1 &&
    lone !== undefined &&
    scene.elements.some((e) => {
      if (e.role !== "object" || e.standsOn) return false;
      const size = sizeOf(e.icon);
      return size >= 0.4 && size < 1.8 && e.box.h / (lone[1] * height) < size * 0.6;
    });
  return {
    token,
    subject: subject ? subject.box.h / height : 0,
    smallestPerson,
    notLargest: !subject || larger,
    aloneUnder40: people.length === 1 && (smallestPerson ?? 1) < 0.4,
    companyUnder30: people.length > 1 && (smallestPerson ?? 1) < 0.3,
    under12: people.some((p) => p < 0.12),
    where,
  };
}

const pct = (v: number) => `${(v * 100).toFixed(0)}%`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};
let cpu = 0;
const totals = { scenes: 0, notLargest: 0, aloneUnder40: 0, companyUnder30: 0, under12: 0, token: 0 };
console.log(
  "ratio  mode    scenes  subject med/min  smallest person med/min  not-largest alone<40 company<30 any<12 token",
);
for (const aspect of ASPECTS)
  for (const mode of ["voice", "avatar"] as const) {
    const rows = plans.map(({ plan, index, where }) => measure(plan, index, aspect, mode, where));
    const persons = rows.map((r) => r.smallestPerson).filter((v): v is number => v !== null);
    const count = (k: keyof typeof totals & keyof Row) => rows.filter((r) => r[k]).length;
    const c = {
      notLargest: count("notLargest"),
      aloneUnder40: count("aloneUnder40"),
      companyUnder30: count("companyUnder30"),
      under12: count("under12"),
      token: count("token"),
    };
    totals.scenes += rows.length;
    for (const k of Object.keys(c) as (keyof typeof c)[]) totals[k] += c[k];
    console.log(
      `${aspect.padEnd(6)} ${mode.padEnd(7)} ${String(rows.length).padStart(6)}  ${pct(median(rows.map((r) => r.subject))).padStart(7)} /${pct(Math.min(...rows.map((r) => r.subject))).padStart(4)}  ${pct(median(persons)).padStart(15)} /${pct(Math.min(...persons)).padStart(4)}  ${String(c.notLargest).padStart(11)} ${String(c.aloneUnder40).padStart(8)} ${String(c.companyUnder30).padStart(10)} ${String(c.under12).padStart(6)} ${String(c.token).padStart(5)}`,
    );
    if (list)
      for (const r of rows)
        if (r.notLargest || r.aloneUnder40 || r.companyUnder30 || r.under12 || r.token)
          console.log(
            `    ${r.where}: subject ${pct(r.subject)}, smallest person ${r.smallestPerson === null ? "-" : pct(r.smallestPerson)}${r.notLargest ? " [not largest]" : ""}${r.aloneUnder40 ? " [alone<40]" : ""}${r.companyUnder30 ? " [company<30]" : ""}${r.under12 ? " [<12]" : ""}${r.token ? " [token]" : ""}`,
          );
  }
console.log(
  `all    ${String(totals.scenes).padStart(13)}  not the largest ${totals.notLargest}, a person alone under 40 % ${totals.aloneUnder40}, with company under 30 % ${totals.companyUnder30}, any person under 12 % ${totals.under12}, a large thing a token beside a person alone ${totals.token}`,
);
console.log(`compose CPU ${cpu.toFixed(2)} s over ${totals.scenes} compositions`);
