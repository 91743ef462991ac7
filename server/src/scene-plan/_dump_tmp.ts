import { EVAL_LANGUAGES, readEvalSet } from "./eval-score";
import { planScenes } from "./planner";

const lang = process.argv[2] as never;
for (const part of ["eval-set", "held-out", "unseen"] as const) {
  const set = readEvalSet(lang, part);
  set.sentences.forEach((s, i) => {
    const [p] = planScenes([s.text], lang);
    console.log(
      `${part}#${i} ${s.text} | who=${(s.who ?? []).join(",")} | ${p?.characters.map((c) => `${c.name ?? c.icon}:${c.action ?? "-"}`).join(" ")}`,
    );
  });
}
void EVAL_LANGUAGES;
