import { analysisErrorMessage, isProductUrl, type ProductAnalysis } from "@reelsmith/contract/product";
import { useState } from "react";
import { useAnalyzeProduct } from "@/features/product-ad/api/analyze-product";
import type { AdDraft } from "@/features/product-ad/lib/ad-draft";
import { type BrandKitDraft, brandKitFromAnalysis, emptyBrandKit } from "@/features/product-ad/lib/brand-kit";
import { MAX_SELECTED_IMAGES, moveItem, toggleItem } from "@/features/product-ad/lib/image-list";
import { useAuth } from "@/lib/auth";
import { useVideoSettings } from "@/shared/video-settings/lib/video-settings-store";

/** How many of the found pictures start selected. */
const FIRST_SELECTED = Math.min(4, MAX_SELECTED_IMAGES);

const foundText = (a: ProductAnalysis) =>
  `Found ${a.product_name} with ${a.image_urls.length} image${a.image_urls.length === 1 ? "" : "s"}.`;

/**
 * The ad's content: the product URL, its analysis (with progress and retries said aloud), the script the
 * user edits, the pictures chosen for the video, in order, and the brand kit (the page's, then edited).
 */
export function useProductAnalysis() {
  const { user } = useAuth();
  const { language } = useVideoSettings();
  const [url, setUrl] = useState("");
  const [analysis, setAnalysis] = useState<(ProductAnalysis & { url: string }) | null>(null);
  const [script, setScript] = useState("");
  const [selected, setSelected] = useState<string[]>([]);
  const [kit, setKit] = useState<BrandKitDraft>(emptyBrandKit);
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The kit a reopened project kept, with its page: analysing that page again keeps the seller's edits.
  const [keptKit, setKeptKit] = useState<{ url: string; kit: BrandKitDraft } | null>(null);
  const analyze = useAnalyzeProduct({
    onRetry: (retry, delay) =>
      setProgress(`The service is busy: retrying in ${delay / 1000} s (attempt ${retry + 1} of 4)...`),
  });

  const start = () => {
    if (!user) return setError(analysisErrorMessage("unauthenticated"));
    if (!isProductUrl(url)) return setError(analysisErrorMessage("invalid_url"));
    setError(null);
    setProgress("Reading the product page and writing your ad script...");
    analyze.mutate(
      { url: url.trim(), language },
      {
        onSuccess: (result) => {
          // The page it was read from goes with it: the closing card shows the shop's domain.
          setAnalysis({ ...result, url: url.trim() });
          setScript(result.generated_script);
          setSelected(result.image_urls.slice(0, FIRST_SELECTED));
          setKit(keptKit?.url === url.trim() ? keptKit.kit : brandKitFromAnalysis(result));
          setProgress(foundText(result));
        },
        onError: (e) => {
          setProgress(null);
          setError(e.message);
        },
      },
    );
  };

  return {
    url,
    setUrl,
    analysis,
    script,
    setScript,
    selected,
    kit,
    setKit,
    toggleImage: (u: string) => setSelected((list) => toggleItem(list, u, MAX_SELECTED_IMAGES)),
    moveImage: (from: number, to: number) => setSelected((list) => moveItem(list, from, to)),
    progress,
    error,
    busy: analyze.isPending,
    analyze: start,
    /** Puts back what a draft or a reopened project held; `kept` marks a project's own brand kit. */
    restore: (
      d: Pick<AdDraft, "url" | "analysis" | "selected" | "kit"> & { script: string; kept?: boolean },
    ) => {
      setUrl(d.url);
      setAnalysis(d.analysis);
      setSelected(d.selected);
      setScript(d.script);
      setKit(d.kit);
      setKeptKit(d.kept && d.url ? { url: d.url, kit: d.kit } : null);
    },
  };
}
