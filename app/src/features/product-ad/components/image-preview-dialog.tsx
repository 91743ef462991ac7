import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { productImageDisplayUrl } from "@/features/product-ad/lib/display-url";

/** The 'Image Preview' modal: one product image at full size. */
export function ImagePreviewDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  return (
    <Dialog open={url !== null} onClose={onClose} title="Image Preview" className="max-w-2xl">
      {url ? (
        <div className="flex flex-col gap-4">
          <img
            src={productImageDisplayUrl(url)}
            alt="Product preview"
            className="max-h-[70vh] w-full rounded-xl bg-surface-2 object-contain"
          />
          <Button variant="secondary" onClick={onClose} className="self-end">
            Close
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
