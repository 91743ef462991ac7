import { isProductUrl } from "@reelsmith/contract/product";
import { ScanSearch } from "lucide-react";
import { type FormEvent, useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The product URL input and Analyze (disabled unless the URL starts with http:// or https://). */
export function ProductUrlForm({
  url,
  onUrlChange,
  onAnalyze,
  busy,
  progress,
}: {
  url: string;
  onUrlChange: (url: string) => void;
  onAnalyze: () => void;
  busy: boolean;
  progress: string | null;
}) {
  const id = useId();
  const valid = isProductUrl(url);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid && !busy) onAnalyze();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-busy={busy}>
      <Label htmlFor={id}>Product URL</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://shop.example.com/products/your-product"
          value={url}
          onChange={(e) => onUrlChange(e.target.value)}
          className="min-w-0 sm:flex-1"
        />
        <Button type="submit" disabled={!valid || busy} loading={busy} className="sm:w-36">
          {busy ? null : <ScanSearch aria-hidden className="h-4 w-4" />}
          {busy ? "Analyzing..." : "Analyze"}
        </Button>
      </div>
      <p className="text-xs text-muted" aria-live="polite">
        {progress ?? "Paste a product page starting with http:// or https://"}
      </p>
    </form>
  );
}
