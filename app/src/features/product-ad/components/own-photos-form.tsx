import { AVATAR_IMAGE_ACCEPT } from "@reelsmith/contract/avatars";
import {
  PRODUCT_DESCRIPTION_MAX_CHARS,
  PRODUCT_NAME_MAX_CHARS,
  PRODUCT_PHOTOS_MAX,
} from "@reelsmith/contract/product";
import { ImagePlus, PenLine, X } from "lucide-react";
import { useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { CountedHeading } from "@/features/product-ad/components/counted-heading";
import { ProductImg } from "@/features/product-ad/components/product-img";

/**
 * "Use my own photos": up to six product photos (uploaded as they are picked, each checked by the server
 * like an avatar photo), the product's name and an optional description; Write ad script has the writer
 * make the script from them and the brand kit's price. Nothing here needs a product page or the internet.
 */
export function OwnPhotosForm({
  photos,
  uploading,
  onAddFiles,
  onRemove,
  name,
  onNameChange,
  description,
  onDescriptionChange,
  onWrite,
  writing,
}: {
  photos: string[];
  uploading: boolean;
  onAddFiles: (files: File[]) => void;
  onRemove: (url: string) => void;
  name: string;
  onNameChange: (v: string) => void;
  description: string;
  onDescriptionChange: (v: string) => void;
  onWrite: () => void;
  writing: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = photos.length >= PRODUCT_PHOTOS_MAX;
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby={`${id}-photos`} className="flex flex-col gap-2">
        <CountedHeading
          id={`${id}-photos`}
          title="Your product photos"
          count={photos.length}
          max={PRODUCT_PHOTOS_MAX}
        />
        <ul aria-label="Your product photos" className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {photos.map((url, i) => (
            <li
              key={url}
              className="relative aspect-square overflow-hidden rounded-xl border border-border bg-surface-2"
            >
              <ProductImg src={url} alt={`Product photo ${i + 1}`} />
              <button
                type="button"
                aria-label={`Remove photo ${i + 1}`}
                onClick={() => onRemove(url)}
                className="absolute right-1 top-1 grid h-7 w-7 place-items-center rounded-full bg-black/70 text-white focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden className="h-4 w-4" />
              </button>
            </li>
          ))}
          {full ? null : (
            <li>
              <button
                type="button"
                onClick={() => input.current?.click()}
                disabled={uploading}
                className="grid aspect-square w-full place-items-center rounded-xl border border-dashed border-border bg-surface-2 text-xs text-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
              >
                <span className="flex flex-col items-center gap-1">
                  <ImagePlus aria-hidden className="h-5 w-5" />
                  {uploading ? "Uploading..." : "Add photos"}
                </span>
              </button>
            </li>
          )}
        </ul>
        <input
          ref={input}
          type="file"
          accept={AVATAR_IMAGE_ACCEPT}
          multiple
          hidden
          aria-label="Add product photos"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = "";
            if (files.length > 0) onAddFiles(files);
          }}
        />
        <p className="text-xs text-muted">JPG, PNG or WebP, up to 10MB each. The first photo opens the ad.</p>
      </section>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-name`}>Product name</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={PRODUCT_NAME_MAX_CHARS}
          placeholder="Lumen Bottle"
          onChange={(e) => onNameChange(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-description`}>Description (optional)</Label>
        <Textarea
          id={`${id}-description`}
          value={description}
          maxLength={PRODUCT_DESCRIPTION_MAX_CHARS}
          className="min-h-24"
          placeholder="What it does, what it is made of, why people love it."
          onChange={(e) => onDescriptionChange(e.target.value)}
        />
      </div>
      <Button
        variant="secondary"
        onClick={onWrite}
        disabled={!name.trim() || writing}
        loading={writing}
        className="self-start"
      >
        {writing ? null : <PenLine aria-hidden className="h-4 w-4" />}
        {writing ? "Writing..." : "Write ad script"}
      </Button>
    </div>
  );
}
