/** Pure list edits for the selected product images. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export function toggleItem<T>(list: readonly T[], item: T, max: number): T[] {
  if (list.includes(item)) return list.filter((x) => x !== item);
  return list.length >= max ? [...list] : [...list, item];
}

/** The create-video limit on pictures per video. */
export const MAX_SELECTED_IMAGES = 10;
