import type { ProductAnalysis } from "@reelsmith/contract/product";
import { X } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { ModalLayer } from "@/components/ui/modal-layer";
import { ProductImg } from "@/features/product-ad/components/product-img";

/** The 'Product Analysis' side drawer: the name, description and every image found on the page. */
export function AnalysisDrawer({
  open,
  analysis,
  onClose,
  onPreview,
  suspended = false,
}: {
  open: boolean;
  /** The Image Preview modal is open above: Escape is its to handle. */
  suspended?: boolean;
  analysis: ProductAnalysis | null;
  onClose: () => void;
  onPreview: (url: string) => void;
}) {
  const titleId = useId();
  if (!analysis) return null;
  return (
    <ModalLayer
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      as="aside"
      className="z-40 flex justify-end"
      backdropClassName="bg-black/60"
      panelClassName="relative flex h-full w-full max-w-md flex-col gap-5 overflow-y-auto border-l border-border bg-surface p-6 shadow-2xl motion-safe:animate-[slide-in_200ms_ease-out]"
      suspended={suspended}
      initialFocus="panel"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold">
          Product Analysis
        </h2>
        <Button variant="ghost" size="icon" aria-label="Close" onClick={onClose}>
          <X aria-hidden className="h-5 w-5" />
        </Button>
      </div>
      <dl className="flex flex-col gap-4 text-sm">
        <div>
          <dt className="text-muted">Product name</dt>
          <dd className="mt-1 text-base font-medium">{analysis.product_name}</dd>
        </div>
        {analysis.brand || analysis.price ? (
          <div className="flex gap-6">
            {analysis.brand ? (
              <div>
                <dt className="text-muted">Brand</dt>
                <dd className="mt-1">{analysis.brand}</dd>
              </div>
            ) : null}
            {analysis.price ? (
              <div>
                <dt className="text-muted">Price</dt>
                <dd className="mt-1">{analysis.price}</dd>
              </div>
            ) : null}
          </div>
        ) : null}
        <div>
          <dt className="text-muted">Description</dt>
          <dd className="mt-1 whitespace-pre-line leading-relaxed">
            {analysis.description || "No description found."}
          </dd>
        </div>
        {analysis.brand_colors?.length ? (
          <div>
            <dt className="text-muted">Brand colours</dt>
            <dd className="mt-1 flex gap-2">
              {analysis.brand_colors.map((c) => (
                <span key={c} className="flex items-center gap-1.5">
                  <span
                    aria-hidden
                    className="h-4 w-4 rounded border border-border"
                    style={{ background: c }}
                  />
                  {c}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted">Images found ({analysis.image_urls.length})</dt>
          <dd className="mt-2 grid grid-cols-3 gap-2">
            {analysis.image_urls.map((url, i) => (
              <button
                key={url}
                type="button"
                onClick={() => onPreview(url)}
                aria-label={`Preview found image ${i + 1}`}
                className="aspect-square overflow-hidden rounded-lg bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <ProductImg src={url} />
              </button>
            ))}
          </dd>
        </div>
      </dl>
    </ModalLayer>
  );
}
