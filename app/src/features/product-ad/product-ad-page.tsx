import { PanelRightOpen } from "lucide-react";
import { useState } from "react";
import { Page } from "@/components/layout/page";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { AnalysisDrawer } from "@/features/product-ad/components/analysis-drawer";
import { GenerateAdCard } from "@/features/product-ad/components/generate-ad-card";
import { ImagePreviewDialog } from "@/features/product-ad/components/image-preview-dialog";
import { ProductImages } from "@/features/product-ad/components/product-images";
import { ProductUrlForm } from "@/features/product-ad/components/product-url-form";
import { ScriptEditor } from "@/features/product-ad/components/script-editor";
import { useProductAnalysis } from "@/features/product-ad/hooks/use-product-analysis";
import { LanguageAndNarration } from "@/features/video-settings/components/language-and-narration";
import { SettingsPanel } from "@/features/video-settings/components/settings-panel";
import { useGenerateVideo } from "@/features/video-settings/hooks/use-generate-video";

/** Create Product Ad: analyse a product page, edit the script, pick pictures, generate. */
export function ProductAdPage() {
  const ad = useProductAnalysis();
  const generation = useGenerateVideo();
  const [preview, setPreview] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const onGenerate = () =>
    generation.generate({
      type: "PRODUCT_AD",
      story: ad.script,
      imageUrls: ad.selected,
      product: ad.analysis,
    });

  return (
    <Page
      title="Create Product Ad"
      description="Paste a product page: we read it, write an ad script and pick its pictures. Adjust them, then generate."
      actions={
        ad.analysis ? (
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
              url={ad.url}
              onUrlChange={ad.setUrl}
              onAnalyze={ad.analyze}
              busy={ad.busy}
              progress={ad.progress}
            />
            {ad.error ? <Alert variant="error">{ad.error}</Alert> : null}
          </Card>
          <Card className="flex flex-col gap-5 p-4 sm:p-6">
            <ScriptEditor value={ad.script} onChange={ad.setScript} />
            <ProductImages
              found={ad.analysis?.image_urls ?? []}
              selected={ad.selected}
              onToggle={ad.toggleImage}
              onMove={ad.moveImage}
              onPreview={setPreview}
            />
          </Card>
          <Card className="flex flex-col gap-5 p-4 sm:p-6">
            <LanguageAndNarration />
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <SettingsPanel />
          <GenerateAdCard busy={generation.busy} error={generation.error} onGenerate={onGenerate} />
        </div>
      </div>
      <AnalysisDrawer
        open={drawerOpen}
        analysis={ad.analysis}
        onClose={() => setDrawerOpen(false)}
        onPreview={setPreview}
        suspended={preview !== null}
      />
      <ImagePreviewDialog url={preview} onClose={() => setPreview(null)} />
    </Page>
  );
}
