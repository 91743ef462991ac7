import { ownPhotosMessages } from "@reelsmith/contract/product";
import { PanelRightOpen } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Page } from "@/components/layout/page";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { AnalysisDrawer } from "@/features/product-ad/components/analysis-drawer";
import { BrandKitCard } from "@/features/product-ad/components/brand-kit-card";
import { GenerateAdCard } from "@/features/product-ad/components/generate-ad-card";
import { ImagePreviewDialog } from "@/features/product-ad/components/image-preview-dialog";
import { OwnPhotosForm } from "@/features/product-ad/components/own-photos-form";
import { ProductImages } from "@/features/product-ad/components/product-images";
import { ProductUrlForm } from "@/features/product-ad/components/product-url-form";
import { ScriptEditor } from "@/features/product-ad/components/script-editor";
import { useAdDraft } from "@/features/product-ad/hooks/use-ad-draft";
import { useOwnPhotos } from "@/features/product-ad/hooks/use-own-photos";
import { useProductAnalysis } from "@/features/product-ad/hooks/use-product-analysis";
import { type BrandKitDraft, normalisedAmount } from "@/features/product-ad/lib/brand-kit";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/cn";
import { StoryboardButton } from "@/shared/storyboard/components/storyboard-button";
import { useOpenStoryboard } from "@/shared/storyboard/hooks/use-open-storyboard";
import { TemplateBar } from "@/shared/templates/components/template-bar";
import type { ClosingCardProduct, VideoContent } from "@/shared/video-settings/api/create-video";
import { LanguageAndNarration } from "@/shared/video-settings/components/language-and-narration";
import { SettingsPanel } from "@/shared/video-settings/components/settings-panel";
import { useGenerateVideo } from "@/shared/video-settings/hooks/use-generate-video";

type Source = "page" | "photos";

/** The brand kit's part of what the closing card and the project keep. */
function kitFields(kit: BrandKitDraft): Omit<ClosingCardProduct, "product_name"> {
  const amount = normalisedAmount(kit.priceAmount);
  return {
    brand_colors: kit.colors,
    ...(amount ? { price_amount: amount, currency: kit.currency } : {}),
    ...(kit.priceText ? { price: kit.priceText } : {}),
    logo_url: kit.logoUrl,
  };
}

/**
 * Create Product Ad: analyse a product page, or use the seller's own photos, name and price; edit the
 * script, the pictures and the brand kit (colours, price, logo); generate. What was entered is kept as the
 * editor's draft and comes back when it is opened again; /product-ad?project=ID brings back that project's
 * kept brand kit.
 */
export function ProductAdPage() {
  const ad = useProductAnalysis();
  const own = useOwnPhotos({ kit: ad.kit, onScript: ad.setScript });
  const generation = useGenerateVideo();
  const [source, setSource] = useState<Source>("page");
  const [preview, setPreview] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { user } = useAuth();
  const [params] = useSearchParams();
  useAdDraft({
    userId: user?.id,
    projectId: params.get("project"),
    draft: {
      source,
      url: ad.url,
      analysis: ad.analysis,
      selected: ad.selected,
      photos: own.photos,
      name: own.name,
      description: own.description,
      kit: ad.kit,
    },
    script: ad.script,
    restore: (d) => {
      setSource(d.source);
      ad.restore(d);
      own.restore(d);
    },
  });

  // What Generate Ad and Storyboard send: the script, the pictures and the closing card's product.
  const adContent = (): VideoContent | null => {
    if (source === "photos") {
      const missing =
        own.photos.length === 0
          ? ownPhotosMessages.photoRequired
          : !own.name.trim()
            ? ownPhotosMessages.nameRequired
            : null;
      if (missing) {
        own.setError(missing);
        return null;
      }
      return {
        type: "PRODUCT_AD",
        story: ad.script,
        imageUrls: own.photos,
        product: { product_name: own.name.trim(), ...kitFields(ad.kit) },
      };
    }
    return {
      type: "PRODUCT_AD",
      story: ad.script,
      imageUrls: ad.selected,
      product: ad.analysis ? { ...ad.analysis, ...kitFields(ad.kit) } : null,
    };
  };
  const onGenerate = () => {
    const content = adContent();
    if (content) generation.generate(content);
  };
  const storyboard = useOpenStoryboard("product-ad");

  return (
    <Page
      title="Create Product Ad"
      description="Paste a product page, or use your own photos: we write an ad script and show your product in every scene. Adjust it, then generate."
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
            <fieldset
              aria-label="Make the ad from"
              className="grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-1"
            >
              {(
                [
                  ["page", "From a product page"],
                  ["photos", "Use my own photos"],
                ] as const
              ).map(([value, label]) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={source === value}
                  onClick={() => setSource(value)}
                  className={cn(
                    "rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring",
                    source === value
                      ? "bg-surface text-foreground shadow"
                      : "text-muted hover:text-foreground",
                  )}
                >
                  {label}
                </button>
              ))}
            </fieldset>
            {source === "page" ? (
              <>
                <ProductUrlForm
                  url={ad.url}
                  onUrlChange={ad.setUrl}
                  onAnalyze={ad.analyze}
                  busy={ad.busy}
                  progress={ad.progress}
                />
                {ad.error ? <Alert variant="error">{ad.error}</Alert> : null}
              </>
            ) : (
              <>
                <OwnPhotosForm
                  photos={own.photos}
                  uploading={own.uploading}
                  onAddFiles={own.addFiles}
                  onRemove={own.removePhoto}
                  name={own.name}
                  onNameChange={own.setName}
                  description={own.description}
                  onDescriptionChange={own.setDescription}
                  onWrite={own.write}
                  writing={own.writing}
                />
                {own.error ? <Alert variant="error">{own.error}</Alert> : null}
              </>
            )}
          </Card>
          <Card className="flex flex-col gap-5 p-4 sm:p-6">
            <ScriptEditor value={ad.script} onChange={ad.setScript} />
            {source === "page" ? (
              <ProductImages
                found={ad.analysis?.image_urls ?? []}
                selected={ad.selected}
                onToggle={ad.toggleImage}
                onMove={ad.moveImage}
                onPreview={setPreview}
              />
            ) : null}
          </Card>
          <Card className="flex flex-col gap-5 p-4 sm:p-6">
            <LanguageAndNarration text={ad.script} what="script" />
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {source === "photos" || ad.analysis ? <BrandKitCard kit={ad.kit} onChange={ad.setKit} /> : null}
          <TemplateBar brand={{ colors: ad.kit.colors, logoUrl: ad.kit.logoUrl }} />
          <SettingsPanel />
          <GenerateAdCard
            busy={generation.busy}
            error={generation.error ?? storyboard.error}
            onGenerate={onGenerate}
          />
          <StoryboardButton
            onClick={() => {
              const content = adContent();
              if (content) storyboard.open(content);
            }}
            disabled={generation.busy}
          />
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
