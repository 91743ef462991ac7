import type { SceneRecording } from "@reelsmith/contract/narration";
import type { SceneCharacter, ScenePlan } from "@reelsmith/contract/scene-plan";
import {
  type Camera,
  type ScenePicture,
  STORYBOARD_MAX_SCENES,
  type Storyboard,
  type StoryboardScene,
  storyboardMessages,
} from "@reelsmith/contract/storyboard";

/**
 * The storyboard editor's changes as pure functions of the board: each returns a new board (never mutates),
 * or the same board when the change does not apply (so the history does not grow for nothing).
 */

/** A scene's illustration plan, whichever picture it has now (a media picture keeps the one it replaced). */
export function planOf(picture: ScenePicture): ScenePlan | undefined {
  return picture.plan;
}

/** An id no scene of the board has (scene ids are stable; new scenes get new ones). */
export function newSceneId(board: Pick<Storyboard, "scenes">): string {
  const ids = new Set(board.scenes.map((s) => s.id));
  for (let n = board.scenes.length + 1; ; n++) {
    const id = `scene-new-${n}`;
    if (!ids.has(id)) return id;
  }
}

function replaceScene(board: Storyboard, id: string, change: (s: StoryboardScene) => StoryboardScene) {
  let changed = false;
  const scenes = board.scenes.map((s) => {
    if (s.id !== id) return s;
    const next = change(s);
    if (next !== s) changed = true;
    return next;
  });
  return changed ? { ...board, scenes } : board;
}

export function setSceneText(board: Storyboard, id: string, text: string): Storyboard {
  return replaceScene(board, id, (s) => (s.text === text ? s : { ...s, text }));
}

export function setScenePicture(board: Storyboard, id: string, picture: ScenePicture): Storyboard {
  return replaceScene(board, id, (s) => ({ ...s, picture }));
}

export function setSceneCamera(board: Storyboard, id: string, camera: Camera | undefined): Storyboard {
  return replaceScene(board, id, (s) => {
    const { camera: _old, ...rest } = s;
    return camera ? { ...rest, camera } : rest;
  });
}

export function setSceneHoldAfter(board: Storyboard, id: string, holdAfter: number | undefined): Storyboard {
  return replaceScene(board, id, (s) => {
    const { holdAfter: _old, ...rest } = s;
    return holdAfter === undefined ? rest : { ...rest, holdAfter };
  });
}

/**
 * Whether a full-frame talking video cuts to the scene's picture (`cutIn`); the same as the default (the
 * scenes between the first and the last cut in) leaves the flag out.
 */
export function setSceneCutIn(board: Storyboard, id: string, cutIn: boolean): Storyboard {
  const index = board.scenes.findIndex((s) => s.id === id);
  const byDefault = defaultCutIn(index, board.scenes.length);
  return replaceScene(board, id, (s) => {
    const { cutIn: _old, ...rest } = s;
    return cutIn === byDefault ? rest : { ...rest, cutIn };
  });
}

/** A full-frame talking video's default: the first and last scenes show the video, the others cut in. */
export const defaultCutIn = (index: number, count: number) => index > 0 && index < count - 1;

/** The scene's own recording (recorded scene by scene), or none: the voice or the whole recording says it. */
export function setSceneRecording(
  board: Storyboard,
  id: string,
  recording: SceneRecording | null,
): Storyboard {
  return replaceScene(board, id, (s) => {
    const { recording: _old, ...rest } = s;
    return recording ? { ...rest, recording } : rest;
  });
}

/** The plan of a scene changed (place, time, things...), kept in whatever picture the scene has. */
export function setScenePlan(board: Storyboard, id: string, plan: ScenePlan): Storyboard {
  return replaceScene(board, id, (s) => ({ ...s, picture: { ...s.picture, plan } as ScenePicture }));
}

/**
 * A character's look (icon, skin tone, name, gender, age) changed once changes it in every scene that
 * has that character (the same id is the same person throughout the video).
 */
export function setCharacterLook(
  board: Storyboard,
  characterId: string,
  look: Partial<Omit<SceneCharacter, "id">>,
): Storyboard {
  let changed = false;
  const scenes = board.scenes.map((s) => {
    const plan = planOf(s.picture);
    if (!plan?.characters.some((c) => c.id === characterId)) return s;
    changed = true;
    const characters = plan.characters.map((c) => {
      if (c.id !== characterId) return c;
      const next = { ...c, ...look };
      if (look.skinTone === undefined && "skinTone" in look) delete next.skinTone;
      return next;
    });
    return { ...s, picture: { ...s.picture, plan: { ...plan, characters } } as ScenePicture };
  });
  return changed ? { ...board, scenes } : board;
}

/** A plain illustration for a new scene: the neighbour's place, time, weather and mood, nobody and nothing. */
function blankPicture(neighbour: StoryboardScene | undefined): ScenePicture {
  const plan = neighbour ? planOf(neighbour.picture) : undefined;
  return {
    kind: "illustration",
    plan: {
      characters: [],
      objects: [],
      setting: plan?.setting ?? { place: "home", indoor: true },
      time: plan?.time ?? "day",
      weather: plan?.weather ?? "clear",
      mood: plan?.mood ?? "neutral",
    },
  };
}

export function canAddScene(board: Storyboard): boolean {
  return board.scenes.length < STORYBOARD_MAX_SCENES;
}

/** A new empty scene after `afterId` (at the end when null); its words are the user's to write. */
export function addScene(board: Storyboard, afterId: string | null, id = newSceneId(board)): Storyboard {
  if (!canAddScene(board)) return board;
  const at = afterId === null ? board.scenes.length : board.scenes.findIndex((s) => s.id === afterId) + 1;
  const before = board.scenes[at - 1];
  const time = before?.end ?? 0;
  const scene: StoryboardScene = {
    id,
    text: "",
    start: time,
    end: time,
    thumbnailUrl: null,
    picture: blankPicture(before ?? board.scenes[0]),
  };
  const scenes = [...board.scenes];
  scenes.splice(at, 0, scene);
  return { ...board, scenes };
}

export function deleteScene(board: Storyboard, id: string): Storyboard {
  if (board.scenes.length <= 1 || !board.scenes.some((s) => s.id === id)) return board;
  return { ...board, scenes: board.scenes.filter((s) => s.id !== id) };
}

/** Moves a scene by `delta` places (-1 up, +1 down); at either end nothing moves. */
export function moveScene(board: Storyboard, id: string, delta: number): Storyboard {
  const from = board.scenes.findIndex((s) => s.id === id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= board.scenes.length || delta === 0) return board;
  const scenes = [...board.scenes];
  const [scene] = scenes.splice(from, 1);
  if (scene) scenes.splice(to, 0, scene);
  return { ...board, scenes };
}

/**
 * Splits a scene at a character offset of its words: the first part keeps the scene's id and picture, the
 * second is a new scene with a copy of the picture; the time is shared in proportion to the words.
 * Nothing happens where either part would have no words.
 */
export function splitScene(board: Storyboard, id: string, at: number, newId = newSceneId(board)): Storyboard {
  const index = board.scenes.findIndex((s) => s.id === id);
  const scene = board.scenes[index];
  if (!scene || !canAddScene(board)) return board;
  const first = scene.text.slice(0, at).trim();
  const second = scene.text.slice(at).trim();
  if (!first || !second) return board;
  const share = first.length / (first.length + second.length);
  const cut = Math.round((scene.start + (scene.end - scene.start) * share) * 100) / 100;
  // A take of the whole scene says neither half alone: both are narrated by the voice until recorded.
  const { recording: _take, ...unrecorded } = scene;
  const scenes = [...board.scenes];
  scenes.splice(
    index,
    1,
    { ...unrecorded, text: first, end: cut },
    { ...unrecorded, id: newId, text: second, start: cut, thumbnailUrl: null },
  );
  return { ...board, scenes };
}

/** Where a scene's words split by default: after the sentence nearest their middle, else at the middle word. */
export function defaultSplitPoint(text: string): number {
  const middle = text.length / 2;
  const ends = [...text.matchAll(/[.!?。！？।]+\s+/g)].map((m) => (m.index ?? 0) + m[0].length);
  const spaces = [...text.matchAll(/\s+/g)].map((m) => m.index ?? 0);
  const candidates = ends.length > 0 ? ends : spaces;
  let best = -1;
  for (const c of candidates) if (best < 0 || Math.abs(c - middle) < Math.abs(best - middle)) best = c;
  return best;
}

/** Merges a scene with the one after it: one scene with both scenes' words, the first one's picture. */
export function mergeWithNext(board: Storyboard, id: string): Storyboard {
  const index = board.scenes.findIndex((s) => s.id === id);
  const scene = board.scenes[index];
  const next = board.scenes[index + 1];
  if (!scene || !next) return board;
  // The first scene's take does not say the merged words: the merged scene goes to the voice.
  const { recording: _take, ...unrecorded } = scene;
  const scenes = [...board.scenes];
  scenes.splice(index, 2, {
    ...unrecorded,
    text: `${scene.text.trim()} ${next.text.trim()}`.trim(),
    end: Math.max(scene.end, next.end),
  });
  return { ...board, scenes };
}

/** The first thing that stops the board from rendering, in the contract's words; null when it can render. */
export function boardProblem(board: Storyboard): string | null {
  const empty = board.scenes.findIndex((s) => !s.text.trim());
  if (empty >= 0) return storyboardMessages.sceneTextRequired(empty + 1);
  return null;
}
