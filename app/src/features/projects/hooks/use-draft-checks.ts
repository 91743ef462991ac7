import type { Project } from "@reelsmith/contract/projects";
import { useEffect, useRef, useState } from "react";

/** Every 30 s, up to 2 drafts without a video are checked. */
export const DRAFT_CHECK_INTERVAL_MS = 30_000;
export const DRAFTS_PER_ROUND = 2;

type Draftable = Pick<Project, "id" | "status" | "metadata">;

export const needsDraftCheck = (p: Draftable) => p.status === "DRAFT" && !p.metadata.generated_video;

/**
 * The drafts to check this round: DRAFT, no video, not being checked already; the ones checked longest
 * ago (or never) first, so a third draft is not starved by the first two. Pure, for the tests.
 */
export function pickDraftsToCheck(
  projects: readonly Draftable[],
  checking: ReadonlySet<string>,
  lastRound: ReadonlyMap<string, number>,
  limit = DRAFTS_PER_ROUND,
): string[] {
  return projects
    .filter((p) => needsDraftCheck(p) && !checking.has(p.id))
    .map((p, index) => ({ id: p.id, round: lastRound.get(p.id) ?? -1, index }))
    .sort((a, b) => a.round - b.round || a.index - b.index)
    .slice(0, limit)
    .map((d) => d.id);
}

export interface DraftCheckOptions {
  /** Checks one project; answers true when it changed (the list is then refetched). */
  check: (projectId: string) => Promise<boolean>;
  onChanged: () => Promise<unknown> | undefined;
  intervalMs?: number;
  perRound?: number;
}

/** Runs the rounds while mounted; answers the ids being checked now (they show "Processing..."). */
export function useDraftChecks(
  projects: readonly Draftable[] | undefined,
  { check, onChanged, intervalMs = DRAFT_CHECK_INTERVAL_MS, perRound = DRAFTS_PER_ROUND }: DraftCheckOptions,
): ReadonlySet<string> {
  const [checking, setChecking] = useState<ReadonlySet<string>>(() => new Set());
  const inFlight = useRef(new Set<string>());
  const lastRound = useRef(new Map<string, number>());
  const latest = useRef({ projects, check, onChanged });
  latest.current = { projects, check, onChanged };

  useEffect(() => {
    let alive = true;
    let round = 0;
    const publish = () => {
      if (alive) setChecking(new Set(inFlight.current));
    };
    const runOne = async (id: string) => {
      try {
        if ((await latest.current.check(id)) && alive) await latest.current.onChanged();
      } catch (error) {
        // A failed check is tried again in a later round.
        console.error("Draft check failed", error);
      } finally {
        inFlight.current.delete(id);
        publish();
      }
    };
    const timer = setInterval(() => {
      round += 1;
      const ids = pickDraftsToCheck(
        latest.current.projects ?? [],
        inFlight.current,
        lastRound.current,
        perRound,
      );
      if (ids.length === 0) return;
      for (const id of ids) {
        inFlight.current.add(id);
        lastRound.current.set(id, round);
      }
      publish();
      for (const id of ids) void runOne(id);
    }, intervalMs);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [intervalMs, perRound]);

  return checking;
}
