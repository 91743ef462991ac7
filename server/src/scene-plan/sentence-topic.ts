/** One character of a sentence as the planner read it: where its word stands and whether it is a person. */
export interface TopicDoer {
  id: string;
  at: number;
  person: boolean;
}

/**
 * The character a sentence is about, the one a "she" or "he" opening the next sentence goes on with: the
 * first who does something, else the first named. People a group word brought in together ("everyone ate;
 * Sana gave a spoonful", "ಎಲ್ಲರೂ ... ಸನಾ ... ಕೊಟ್ಟಳು") share that one word: where someone named apart also
 * acts, that one is the topic, not whoever the group word happened to list first.
 */
export function sentenceTopic(
  doers: readonly TopicDoer[],
  acts: (id: string) => boolean,
): string | undefined {
  const atWord = new Map<number, number>();
  for (const d of doers) if (d.person) atWord.set(d.at, (atWord.get(d.at) ?? 0) + 1);
  const inGroup = (d: TopicDoer) => d.person && (atWord.get(d.at) ?? 0) > 1;
  const actors = doers.filter((d) => acts(d.id));
  return (actors.find((d) => !inGroup(d)) ?? actors[0] ?? doers[0])?.id;
}
