import { voiceEngineLabels } from "@reelsmith/contract/catalog";
import { type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { Label } from "@/components/ui/label";
import { OptionSelect, Select, type SelectOption } from "@/components/ui/select";
import { useVoices } from "@/shared/video-settings/api/get-voices";
import { LanguageOptions } from "@/shared/video-settings/components/language-picker";
import { PickerOption } from "@/shared/video-settings/components/picker-option";
import { PickerError, PickerLoading } from "@/shared/video-settings/components/picker-states";
import { useAudioPreview } from "@/shared/video-settings/hooks/use-audio-preview";
import { languageLabel } from "@/shared/video-settings/lib/languages";
import { catalogMessages } from "@/shared/video-settings/lib/messages";
import { tagValue } from "@/shared/video-settings/lib/tags";
import type { SelectedVoice } from "@/shared/video-settings/lib/types";
import { toSelectedVoice } from "@/shared/video-settings/lib/voice-language";

const GENDER_OPTIONS: SelectOption[] = [
  { value: "all", label: "All" },
  { value: "female", label: "Female" },
  { value: "male", label: "Male" },
];

/** A filter's small label above its select (`children` gets the select's id). */
function Filter({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id} className="text-xs text-muted">
        {label}
      </Label>
      {children(id)}
    </div>
  );
}

/** Voices filtered by language (the video's language first) and gender, each with its spoken sample. */
export function VoicePicker({
  selected,
  onSelect,
  language,
}: {
  selected: SelectedVoice | null;
  onSelect: (voice: SelectedVoice) => void;
  language: string;
}) {
  const voices = useVoices();
  const [lang, setLang] = useState<string>(language);
  // The filter follows the video's language when the user changes it in the editor.
  useEffect(() => setLang(language), [language]);
  const [gender, setGender] = useState<string>("all");
  const { playingId, failedId, toggle } = useAudioPreview();

  const shown = useMemo(
    () =>
      (voices.data ?? []).filter(
        (v) =>
          (lang === "all" || tagValue(v.tags, "language") === lang) &&
          (gender === "all" || tagValue(v.tags, "gender") === gender),
      ),
    [voices.data, lang, gender],
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-2.5">
        <Filter label="Language">
          {(id) => (
            <Select id={id} value={lang} onChange={(e) => setLang(e.target.value)} className="h-10">
              <option value="all">All languages</option>
              <LanguageOptions />
            </Select>
          )}
        </Filter>
        <Filter label="Gender">
          {(id) => (
            <OptionSelect
              id={id}
              options={GENDER_OPTIONS}
              value={gender}
              onChange={setGender}
              className="h-10"
            />
          )}
        </Filter>
      </div>
      {voices.isPending ? <PickerLoading label="Loading voices..." /> : null}
      {voices.isError ? <PickerError message={catalogMessages.voices} /> : null}
      {voices.data && shown.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted">No voices match these filters.</p>
      ) : null}
      {shown.length > 0 ? (
        <ul aria-label="Voices" className="flex max-h-80 flex-col gap-1.5 overflow-y-auto pr-1">
          {shown.map((v) => {
            const g = tagValue(v.tags, "gender");
            return (
              <PickerOption
                key={v.id}
                selected={selected?.id === v.id}
                playing={playingId === v.id}
                playLabel={`${v.voice_name} sample`}
                onPlay={() => toggle(v.id, v.voice_sample)}
                onSelect={() => onSelect(toSelectedVoice(v))}
              >
                <span
                  aria-hidden
                  title={tagValue(v.tags, "flag")}
                  className="flex h-7 w-8 shrink-0 items-center justify-center rounded-md bg-white/5 text-[10px] font-semibold tracking-wide text-violet-200 uppercase"
                >
                  {tagValue(v.tags, "language")}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{v.voice_name}</span>
                  <span className="block truncate text-xs text-muted">
                    {[
                      tagValue(v.tags, "accent"),
                      g ? g[0]?.toUpperCase() + g.slice(1) : null,
                      v.engine ? voiceEngineLabels[v.engine] : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                    {lang === "all" ? ` · ${languageLabel(tagValue(v.tags, "language") ?? "")}` : ""}
                  </span>
                  {v.description ? (
                    <span className="block truncate text-xs text-muted">{v.description}</span>
                  ) : null}
                  {failedId === v.id ? (
                    <span className="block text-xs text-red-300">This sample could not be played.</span>
                  ) : null}
                </span>
              </PickerOption>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
