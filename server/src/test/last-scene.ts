import type { Language } from "@reelsmith/contract/catalog";
import { expect, it } from "vitest";
import { planScenes } from "../scene-plan/planner";

/** The characters a story's last scene draws: name (none for a generic figure) and icon each. */
export function lastCast(story: string[], language: Language): { name?: string | undefined; icon: string }[] {
  return (planScenes(story, language).at(-1)?.characters ?? []).map((c) => ({ name: c.name, icon: c.icon }));
}

/** The pose of a character drawn in a story's last sentence, by a name's start or an icon ("stand" for none). */
export function poseOf(sentences: string[], language: Language, who: string): string | undefined {
  const drawn = planScenes(sentences, language).at(-1)?.characters ?? [];
  const c = drawn.find((x) => (x.name ?? x.icon).startsWith(who));
  return c ? (c.action ?? "stand") : undefined;
}

/** [language, story, who, pose]: the pose the story's last sentence gives that character. */
export type PoseCase = [Language, string[], string, string];

/** One test a case: the story's last sentence draws the character in the pose. */
export function checkPoses(cases: PoseCase[]) {
  for (const [language, story, who, pose] of cases)
    it(`draws ${who} in the ${pose} pose in "${story.at(-1)}" (${language})`, () => {
      expect(poseOf(story, language, who)).toBe(pose);
    });
}
