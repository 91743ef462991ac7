import type { DraftContent } from "@reelsmith/contract/drafts";
import { useEffect, useRef, useState } from "react";
import { getAdDraft, getProject, saveAdDraft } from "@/features/product-ad/api/ad-draft";
import {
  type AdDraft,
  adDraftContent,
  adDraftOf,
  brandKitFromProject,
  kitDraftOf,
} from "@/features/product-ad/lib/ad-draft";
import { useAutosave } from "@/shared/story-reel/hooks/use-autosave";

export type AdRestore = AdDraft & { script: string; kept?: boolean };

/**
 * The Product Ad editor's draft on the server (/api/drafts/product-ad): restored when the editor opens,
 * saved 3 s after the last edit and when the editor is left (Generate). Opened as /product-ad?project=ID,
 * the project's kept brand kit (projects.metadata.brand_kit) and its page or product name come back, with
 * the draft's photos, pictures and script when the draft is about the same product.
 */
export function useAdDraft({
  userId,
  projectId,
  draft,
  script,
  restore,
}: {
  userId: string | null | undefined;
  projectId: string | null;
  draft: AdDraft;
  script: string;
  restore: (d: AdRestore) => void;
}) {
  const snapshot = JSON.stringify(adDraftContent(draft, script));
  const firstSnapshot = useRef(snapshot);
  const latestSnapshot = useRef(snapshot);
  latestSnapshot.current = snapshot;
  const [restored, setRestored] = useState(false);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  const autosave = useAutosave<DraftContent>({
    userId,
    restored,
    snapshot,
    save: async (content) => {
      await saveAdDraft(content).catch((e: unknown) => {
        console.error("Product Ad draft save failed", e);
        throw e;
      });
    },
  });

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    const { signal } = controller;
    void Promise.all([
      getAdDraft(signal).catch(() => null),
      projectId ? getProject(projectId, signal).catch(() => null) : null,
    ]).then(([saved, project]) => {
      if (signal.aborted) return;
      // Anything typed while the draft was on its way wins over it.
      if (latestSnapshot.current === firstSnapshot.current) {
        const fromDraft = saved?.updated_at ? adDraftOf(saved.content.settings) : null;
        const kept = project?.type === "PRODUCT_AD" ? brandKitFromProject(project.metadata) : null;
        if (kept) {
          const page = kept.product_url ?? "";
          const same =
            fromDraft && (page ? fromDraft.url === page : fromDraft.name.trim() === kept.product_name);
          const base = same ? fromDraft : null;
          restoreRef.current({
            source: page ? "page" : "photos",
            url: page || (base?.url ?? ""),
            analysis: base?.analysis ?? null,
            selected: base?.selected ?? [],
            photos: base?.photos ?? [],
            name: page ? (base?.name ?? "") : kept.product_name,
            description: base?.description ?? "",
            kit: kitDraftOf(kept),
            script: base ? (saved?.content.story ?? "") : "",
            kept: true,
          });
        } else if (fromDraft) {
          restoreRef.current({ ...fromDraft, script: saved?.content.story ?? "" });
        }
      }
      autosave.loaded();
      setRestored(true);
    });
    return () => controller.abort();
  }, [userId, projectId, autosave]);
}
