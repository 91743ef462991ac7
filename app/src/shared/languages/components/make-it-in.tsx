import { type Language, languageCodes, languageProfiles } from "@reelsmith/contract/languages";
import { Languages } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { useLanguageVersions } from "@/shared/languages/api/language-versions";
import { languageEditorPath } from "@/shared/languages/lib/language-path";
import type { EditorKind } from "@/shared/video-settings/lib/editor-kind";

/**
 * "Make it in…": pick one or more of the languages the project is not yet in, then write (or check) each
 * scene's words in them side by side. Shown once the project has a finished video; a language the project
 * already has is ticked and cannot be picked again.
 */
export function MakeItIn({
  projectId,
  editor,
  className,
}: {
  projectId: string;
  editor: EditorKind;
  className?: string;
}) {
  const id = useId();
  const group = useLanguageVersions(projectId);
  const [picked, setPicked] = useState<Language[]>([]);
  const versions = group.data?.versions ?? [];
  const original = versions.find((v) => v.original);
  if (!group.data || original?.status !== "ready") return null;
  const taken = new Map(versions.map((v) => [v.language, v]));
  const toggle = (code: Language, on: boolean) =>
    setPicked((p) =>
      on ? languageCodes.filter((c) => c === code || p.includes(c)) : p.filter((c) => c !== code),
    );
  const label =
    picked.length === 1 && picked[0]
      ? `Make it in ${languageProfiles[picked[0]].label}`
      : `Make it in ${picked.length} languages`;

  return (
    <Card
      role="region"
      className={`flex flex-col gap-3 p-5 ${className ?? ""}`}
      aria-labelledby={`${id}-title`}
    >
      <div>
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold">
          <Languages aria-hidden className="h-4 w-4 text-violet-300" />
          Make it in…
        </h2>
        <p className="mt-1 text-sm text-muted">
          The same pictures with another language's words, voice and captions. Each language is a video of its
          own, charged like a video.
        </p>
      </div>
      <fieldset>
        <legend className="sr-only">Languages</legend>
        <ul className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-4">
          {languageCodes.map((code) => {
            const has = taken.get(code);
            return (
              <li key={code}>
                <div className="flex min-h-8 items-center gap-2 text-sm">
                  <Checkbox
                    id={`${id}-${code}`}
                    checked={Boolean(has) || picked.includes(code)}
                    disabled={Boolean(has)}
                    onChange={(e) => toggle(code, e.currentTarget.checked)}
                  />
                  <label htmlFor={`${id}-${code}`} className={has ? "text-muted" : "cursor-pointer"}>
                    {languageProfiles[code].label}
                    {has ? <span className="text-xs"> ({has.original ? "original" : "made"})</span> : null}
                  </label>
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div>
        {picked.length > 0 ? (
          <Link
            to={languageEditorPath(group.data.project_id, picked, editor)}
            className={buttonClass("primary", "md")}
          >
            {label}
          </Link>
        ) : (
          <p className="text-sm text-muted">Pick the languages to make it in.</p>
        )}
      </div>
    </Card>
  );
}
