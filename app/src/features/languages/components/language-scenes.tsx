import type { Voice } from "@reelsmith/contract/catalog";
import { type Language, languageLabel, languageProfiles } from "@reelsmith/contract/languages";
import type { Storyboard } from "@reelsmith/contract/storyboard";
import { useId } from "react";
import { Card } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { tagValue } from "@/shared/video-settings/lib/tags";

/**
 * One new language side by side with the original: each scene's words on the left, its words in the new
 * language on the right (a field the creator writes), and the voice that narrates it.
 */
export function LanguageScenes({
  language,
  draft,
  board,
  texts,
  errors,
  voices,
  voiceId,
  disabled,
  onText,
  onVoice,
}: {
  language: Language;
  /** What to say of the writer model's draft of the words (being made, made, or none). */
  draft: string | null;
  board: Storyboard;
  texts: Record<string, string>;
  errors: Record<string, string>;
  voices: readonly Voice[];
  voiceId: string;
  disabled: boolean;
  onText: (sceneId: string, text: string) => void;
  onVoice: (voiceId: string) => void;
}) {
  const id = useId();
  const label = languageProfiles[language].label;
  const speaking = voices.filter((v) => tagValue(v.tags, "language") === language);
  const from = languageLabel(board.language);
  return (
    <Card role="region" className="flex flex-col gap-4 p-4 sm:p-5" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {label}
        </h2>
        <div className="flex w-full flex-col gap-1.5 sm:w-64">
          <label htmlFor={`${id}-voice`} className="text-sm font-medium">
            {label} voice
          </label>
          <Select
            id={`${id}-voice`}
            value={voiceId}
            disabled={disabled}
            onChange={(e) => onVoice(e.currentTarget.value)}
          >
            <option value="">Default {label} voice</option>
            {speaking.map((v) => (
              <option key={v.id} value={v.id}>
                {v.voice_name}
                {tagValue(v.tags, "gender") ? ` (${tagValue(v.tags, "gender")})` : ""}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {draft ? (
        <p className="text-sm text-muted" role="status">
          {draft}
        </p>
      ) : null}
      <div
        aria-hidden
        className="hidden grid-cols-2 gap-4 text-xs font-semibold tracking-wide text-muted uppercase md:grid"
      >
        <span>{from}</span>
        <span>{label}</span>
      </div>
      <ol className="flex flex-col gap-4">
        {board.scenes.map((scene, i) => {
          const field = `${id}-${scene.id}`;
          const error = errors[scene.id];
          return (
            <li key={scene.id} className="grid gap-2 md:grid-cols-2 md:items-start md:gap-4">
              <div className="rounded-xl border border-border bg-surface-2/50 px-3 py-2">
                <p className="text-xs font-medium text-muted">
                  Scene {i + 1}
                  <span className="md:hidden"> · {from}</span>
                </p>
                <p className="mt-1 text-sm break-words" lang={board.language}>
                  {scene.text}
                </p>
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={field} className="sr-only">
                  Scene {i + 1} in {label}
                </label>
                <Textarea
                  id={field}
                  lang={language}
                  rows={2}
                  className="min-h-20"
                  value={texts[scene.id] ?? ""}
                  disabled={disabled}
                  placeholder={`Scene ${i + 1} in ${label}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${field}-error` : undefined}
                  onChange={(e) => onText(scene.id, e.currentTarget.value)}
                />
                {error ? (
                  <p id={`${field}-error`} className="text-sm text-red-300">
                    {error}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
