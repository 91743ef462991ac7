import { COMMON_CURRENCIES } from "@reelsmith/contract/product";
import { Plus, X } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { ProductImg } from "@/features/product-ad/components/product-img";
import { type BrandKitDraft, MAX_BRAND_COLORS } from "@/features/product-ad/lib/brand-kit";

/** Colours offered when the seller adds one: the app's accent first, then calm product tones. */
const NEW_COLORS = ["#7c3aed", "#0f766e", "#1e3a8a", "#fbbf24"];

/**
 * The brand kit: the logo the page gave, the brand colours as swatches with a picker, and the price as an
 * amount and a currency. The ad's scenes and closing card are drawn in these colours with this price;
 * without colours, the photos' own colours are used.
 */
export function BrandKitCard({
  kit,
  onChange,
}: {
  kit: BrandKitDraft;
  onChange: (kit: BrandKitDraft) => void;
}) {
  const id = useId();
  const set = (patch: Partial<BrandKitDraft>) => onChange({ ...kit, ...patch });
  const currencies = COMMON_CURRENCIES.includes(kit.currency as (typeof COMMON_CURRENCIES)[number])
    ? COMMON_CURRENCIES
    : [kit.currency, ...COMMON_CURRENCIES];
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold">Brand kit</h2>
        {kit.logoUrl ? (
          <span className="h-10 w-10 overflow-hidden rounded-lg border border-border bg-white">
            <ProductImg src={kit.logoUrl} alt="Brand logo" />
          </span>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Brand colours</legend>
        <ul className="flex flex-wrap items-center gap-3">
          {kit.colors.map((color, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a swatch is its place in the list; two may share a colour.
            <li key={i} className="flex items-center gap-1.5">
              <input
                type="color"
                value={color}
                aria-label={`Brand colour ${i + 1}`}
                onChange={(e) => set({ colors: kit.colors.map((c, j) => (j === i ? e.target.value : c)) })}
                className="h-10 w-12 cursor-pointer rounded-lg border border-border bg-surface-2 p-1"
              />
              <span className="font-mono text-xs text-muted">{color}</span>
              <Button
                variant="ghost"
                size="icon"
                className="h-8 w-8"
                aria-label={`Remove brand colour ${i + 1}`}
                onClick={() => set({ colors: kit.colors.filter((_, j) => j !== i) })}
              >
                <X aria-hidden className="h-4 w-4" />
              </Button>
            </li>
          ))}
          {kit.colors.length < MAX_BRAND_COLORS ? (
            <li>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  set({
                    colors: [...kit.colors, NEW_COLORS.find((c) => !kit.colors.includes(c)) ?? "#7c3aed"],
                  })
                }
              >
                <Plus aria-hidden className="h-4 w-4" />
                Add colour
              </Button>
            </li>
          ) : null}
        </ul>
        {kit.colors.length === 0 ? (
          <p className="text-xs text-muted">No colours: the ad takes them from your photos.</p>
        ) : null}
      </fieldset>
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-price`}>Price (optional)</Label>
          <Input
            id={`${id}-price`}
            inputMode="decimal"
            placeholder={kit.priceText || "24.00"}
            value={kit.priceAmount}
            onChange={(e) => set({ priceAmount: e.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-currency`}>Currency</Label>
          <Select
            id={`${id}-currency`}
            value={kit.currency}
            onChange={(e) => set({ currency: e.target.value })}
          >
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </Card>
  );
}
