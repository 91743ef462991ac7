import { languageLabel } from "@reelsmith/contract/languages";
import { buttonClass } from "@/components/ui/button";

export const genders = ["all", "female", "male"] as const;
export type GenderFilter = (typeof genders)[number];

/** Who the gallery shows: a gender (or everyone) and a language (or all). */
export type PresenterFilter = { gender: GenderFilter; language: string };
export const noFilter: PresenterFilter = { gender: "all", language: "all" };

/** Everyone, female or male, and a language out of those the presenters speak. */
export function PresenterFilters({
  value,
  onChange,
  languages,
}: {
  value: PresenterFilter;
  onChange: (filter: PresenterFilter) => void;
  languages: string[];
}) {
  const { gender, language } = value;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {genders.map((g) => (
        <button
          key={g}
          type="button"
          aria-pressed={gender === g}
          onClick={() => onChange({ ...value, gender: g })}
          className={buttonClass(gender === g ? "secondary" : "ghost", "sm", "capitalize")}
        >
          {g === "all" ? "Everyone" : g}
        </button>
      ))}
      <label className="ml-auto flex items-center gap-2 text-sm text-muted">
        Language
        <select
          value={language}
          onChange={(e) => onChange({ ...value, language: e.target.value })}
          className="h-9 rounded-xl border border-border bg-surface-2 px-3 text-sm text-foreground"
        >
          <option value="all">All languages</option>
          {languages.map((l) => (
            <option key={l} value={l}>
              {languageLabel(l)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
