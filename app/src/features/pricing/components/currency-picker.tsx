import { type Currency, currencies, currencyOptions } from "@reelsmith/contract/public";
import { cn } from "@/lib/cn";

/** USD, EUR and INR as a segmented radio group. */
export function CurrencyPicker({
  value,
  onChange,
}: {
  value: Currency | undefined;
  onChange: (currency: Currency) => void;
}) {
  return (
    <fieldset className="flex flex-col items-center gap-2">
      <legend className="sr-only">Currency</legend>
      <div className="inline-flex rounded-2xl border border-border bg-surface-2/80 p-1">
        {currencies.map((code) => {
          const { symbol, name } = currencyOptions[code];
          const checked = value === code;
          return (
            <label
              key={code}
              className={cn(
                "flex cursor-pointer items-center gap-1.5 rounded-xl px-3 py-2 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring sm:px-4",
                checked ? "bg-accent-gradient text-white shadow" : "text-muted hover:text-foreground",
              )}
            >
              <input
                type="radio"
                name="currency"
                value={code}
                checked={checked}
                onChange={() => onChange(code)}
                className="sr-only"
              />
              <span aria-hidden className="text-base">
                {symbol}
              </span>
              <span>{code}</span>
              <span className="sr-only sm:not-sr-only sm:opacity-80">{name}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
