import { ownPhotosMessages, PRODUCT_PHOTOS_MAX } from "@reelsmith/contract/product";
import { useEffect, useRef, useState } from "react";
import { uploadProductPhoto, writeAdScript } from "@/features/product-ad/api/own-photos";
import { type BrandKitDraft, normalisedAmount } from "@/features/product-ad/lib/brand-kit";
import { cardPrice } from "@/shared/video-settings/api/create-video";
import { useVideoSettings } from "@/shared/video-settings/lib/video-settings-store";

/**
 * "Use my own photos": the uploaded photos (in the order picked, six at most), the product's name and
 * description, and the writer's script from them (said with the brand kit's price).
 */
export function useOwnPhotos({ kit, onScript }: { kit: BrandKitDraft; onScript: (script: string) => void }) {
  const { language } = useVideoSettings();
  const [photos, setPhotos] = useState<string[]>([]);
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [uploading, setUploading] = useState(false);
  const [writing, setWriting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Only the latest pick's answer is shown: a newer pick stops the uploads of the one before, and a late
  // answer (a photo or an error) of an older pick is dropped.
  const latestPick = useRef<AbortController | null>(null);
  useEffect(() => () => latestPick.current?.abort(), []);
  const addFiles = async (files: File[]) => {
    latestPick.current?.abort();
    const pick = new AbortController();
    latestPick.current = pick;
    const current = () => latestPick.current === pick;
    const room = PRODUCT_PHOTOS_MAX - photos.length;
    setError(files.length > room ? ownPhotosMessages.tooManyPhotos : null);
    setUploading(true);
    try {
      for (const file of files.slice(0, Math.max(0, room))) {
        const url = await uploadProductPhoto(file, pick.signal);
        if (!current()) return;
        setPhotos((list) => (list.length < PRODUCT_PHOTOS_MAX ? [...list, url] : list));
      }
    } catch (e) {
      if (current()) setError((e as Error).message);
    } finally {
      if (current()) setUploading(false);
    }
  };

  const write = async () => {
    if (!name.trim()) return setError(ownPhotosMessages.nameRequired);
    setError(null);
    setWriting(true);
    try {
      const amount = normalisedAmount(kit.priceAmount);
      const price = amount
        ? cardPrice({ product_name: name, price_amount: amount, currency: kit.currency }, language)
        : undefined;
      onScript(
        await writeAdScript({ product_name: name.trim(), description, price: price ?? null, language }),
      );
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setWriting(false);
    }
  };

  return {
    photos,
    removePhoto: (url: string) => setPhotos((list) => list.filter((u) => u !== url)),
    addFiles,
    uploading,
    name,
    setName,
    description,
    setDescription,
    write,
    writing,
    error,
    setError,
    /** Puts back a draft's photos, name and description. */
    restore: (d: { photos: string[]; name: string; description: string }) => {
      setPhotos(d.photos.slice(0, PRODUCT_PHOTOS_MAX));
      setName(d.name);
      setDescription(d.description);
    },
  };
}
