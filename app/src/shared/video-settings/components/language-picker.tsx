import type { Language } from "@reelsmith/contract/catalog";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { languageOptions } from "@/shared/video-settings/lib/languages";

export function LanguagePicker({ value, onChange }: { value: Language; onChange: (l: Language) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Language</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as Language)}>
        <LanguageOptions />
      </Select>
    </div>
  );
}

/** An option per language the editor offers, by its name. */
export function LanguageOptions() {
  return languageOptions.map((l) => (
    <option key={l.code} value={l.code}>
      {l.label}
    </option>
  ));
}
