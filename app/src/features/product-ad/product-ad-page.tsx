import type { Language } from "@reelsmith/contract/catalog";
import { analysisErrorMessage, isProductUrl, type ProductAnalysis } from "@reelsmith/contract/product";
import { videoMessages } from "@reelsmith/contract/video";
import { Clapperboard, PanelRightOpen } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Page } from "@/components/layout/page";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useAnalyzeProduct } from "@/features/product-ad/api/analyze-product";
import { buildProductAdBody, useCreateProductAd } from "@/features/product-ad/api/create-product-ad";
import { AnalysisDrawer } from "@/features/product-ad/components/analysis-drawer";
import { ImagePreviewDialog } from "@/features/product-ad/components/image-preview-dialog";
import { ProductImages } from "@/features/product-ad/components/product-images";
import { ProductUrlForm } from "@/features/product-ad/components/product-url-form";
import { ScriptEditor } from "@/features/product-ad/components/script-editor";
import { MAX_SELECTED_IMAGES, moveItem, toggleItem } from "@/features/product-ad/lib/image-list";
import { LanguagePicker } from "@/features/video-settings/components/language-picker";
import { NarrationModeChooser } from "@/features/video-settings/components/narration-mode-chooser";
import { SettingsPanel } from "@/features/video-settings/components/settings-panel";
import {
  setVideoSettings,
  useVideoSettings,
  videoSettingsStore,
} from "@/features/video-settings/lib/video-settings-store";
import { useAuth } from "@/lib/auth";

/** Create Product Ad (spec section 2): analyse a product page, edit the script, pick pictures, generate. */
export function ProductAdPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const settings = useVideoSettings();
  const [url, setUrl] = useState("");
  const [analysis, setAnalysis] = useState<ProductAnalysis | null>(null);
  const [script, setScript] = useState("");
  const [selected, setSelected] = useState<string[]>([]);
  const [preview, setPreview] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [analyzeError, setAnalyzeError] = useState<string | null>(null);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const analyze = useAnalyzeProduct({
    onRetry: (retry, delay) =>
      setProgress(`The service is busy: retrying in ${delay / 1000} s (attempt ${retry + 1} of 4)...`),
  });
  const createVideo = useCreateProductAd();

  const onAnalyze = () => {
    if (!user) return setAnalyzeError(analysisErrorMessage("unauthenticated"));
    if (!isProductUrl(url)) return setAnalyzeError(analysisErrorMessage("invalid_url"));
    setAnalyzeError(null);
    setProgress("Reading the product page and writing your ad script...");
    analyze.mutate(
      { url: url.trim(), language: settings.language },
      {
        onSuccess: (result) => {
          setAnalysis(result);
          setScript(result.generated_script);
          setSelected(result.image_urls.slice(0, Math.min(4, MAX_SELECTED_IMAGES)));
          setProgress(
            `Found ${result.product_name} with ${result.image_urls.length} image${result.image_urls.length === 1 ? "" : "s"}.`,
          );
        },
        onError: (e) => {
          setProgress(null);
          setAnalyzeError(e.message);
        },
      },
    );
  };

  const onGenerate = () => {
    const s = videoSettingsStore.get();
    let invalid: string | null = null;
    if (!user) invalid = videoMessages.signIn;
    else if (!script.trim()) invalid = videoMessages.storyRequired;
    else if (!s.narrationMode) invalid = videoMessages.narrationRequired;
    if (invalid) return setGenerateError(invalid);
    setGenerateError(null);
    setVideoSettings({
      rendering: true,
      progress: 0,
      error: null,
      story: script.trim(),
      imageUrls: selected,
    });
    createVideo.mutate(buildProductAdBody(s, script, selected, analysis), {
      onSuccess: (taskId) => navigate(paths.storyReelPreview, { state: { taskId } }),
      onError: (e) => {
        setVideoSettings({ rendering: false, error: e.message });
        setGenerateError(e.message);
      },
    });
  };

  return (
    <Page
      title="Create Product Ad"
      description="Paste a product page: we read it, write an ad script and pick its pictures. Adjust them, then generate."
      actions={
        analysis ? (
          <Button variant="secondary" onClick={() => setDrawerOpen(true)}>
            <PanelRightOpen aria-hidden className="h-4 w-4" />
            Product Analysis
          </Button>
        ) : null
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <Card className="flex flex-col gap-4 p-4 sm:p-6">
            <ProductUrlForm
              url={url}
              onUrlChange={setUrl}
              onAnalyze={onAnalyze}
              busy={analyze.isPending}
              progress={progress}
            />
            {analyzeError ? <Alert variant="error">{analyzeError}</Alert> : null}
          </Card>
          <Card className="flex flex-col gap-5 p-4 sm:p-6">
            <ScriptEditor value={script} onChange={setScript} />
            <ProductImages
              found={analysis?.image_urls ?? []}
              selected={selected}
              onToggle={(u) => setSelected((list) => toggleItem(list, u, MAX_SELECTED_IMAGES))}
              onMove={(from, to) => setSelected((list) => moveItem(list, from, to))}
              onPreview={setPreview}
            />
          </Card>
          <Card className="flex flex-col gap-5 p-4 sm:p-6">
            <div className="sm:max-w-56">
              <LanguagePicker
                value={settings.language}
                onChange={(language: Language) => setVideoSettings({ language })}
              />
            </div>
            <NarrationModeChooser
              value={settings.narrationMode}
              onChange={(narrationMode) => setVideoSettings({ narrationMode })}
            />
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <SettingsPanel />
          <Card className="flex flex-col gap-3 p-4 sm:p-6">
            {generateError ? <Alert variant="error">{generateError}</Alert> : null}
            <Button size="lg" className="w-full" onClick={onGenerate} loading={createVideo.isPending}>
              {createVideo.isPending ? null : <Clapperboard aria-hidden className="h-5 w-5" />}
              {createVideo.isPending ? "Generating..." : "Generate Ad"}
            </Button>
            <p className="text-center text-xs text-muted">
              Starts rendering your 9:16 ad. Credits are charged per video.
            </p>
          </Card>
        </div>
      </div>
      <AnalysisDrawer
        open={drawerOpen}
        analysis={analysis}
        onClose={() => setDrawerOpen(false)}
        onPreview={setPreview}
        suspended={preview !== null}
      />
      <ImagePreviewDialog url={preview} onClose={() => setPreview(null)} />
    </Page>
  );
}
