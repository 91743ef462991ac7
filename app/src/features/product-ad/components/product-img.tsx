import { ImageOff } from "lucide-react";
import { useState } from "react";
import { productImageDisplayUrl } from "@/features/product-ad/lib/display-url";

/** A product picture from the shop's page; one that cannot be loaded shows a placeholder, not a broken icon. */
export function ProductImg({ src, alt = "" }: { src: string; alt?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <span className="grid h-full w-full place-items-center text-muted" title="Image unavailable">
        <ImageOff aria-hidden className="h-6 w-6" />
        <span className="sr-only">Image unavailable</span>
      </span>
    );
  return (
    <img
      src={productImageDisplayUrl(src)}
      alt={alt}
      onError={() => setFailed(true)}
      className="h-full w-full object-cover"
    />
  );
}
