import {
  SCENE_ACTION_LABELS,
  SCENE_ACTIONS,
  SCENE_PLACES,
  type SceneAction,
  type SceneCharacter,
  type SceneObject,
  type ScenePlan,
  scenePlanSchema,
  skinToneSchema,
  THING_COLOUR_LABELS,
  THING_COLOURS,
  type ThingColour,
} from "@reelsmith/contract/scene-plan";
import { Plus, X } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OptionSelect, type OptionSelectProps, optionsOf, type SelectOption } from "@/components/ui/select";
import { IconField } from "@/features/storyboard/components/icon-field";

type Shape = typeof scenePlanSchema.shape;
const TIMES = scenePlanSchema.shape.time.options as readonly ScenePlan["time"][];
const WEATHERS = (scenePlanSchema.shape as Shape).weather.options as readonly ScenePlan["weather"][];
const MOODS = scenePlanSchema.shape.mood.options as readonly ScenePlan["mood"][];
const MAX_THINGS = 4;

const word = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/-/g, " ");

const PLACE_OPTIONS = optionsOf(SCENE_PLACES, word);
const INDOOR_OPTIONS = optionsOf(["indoor", "outdoor"], (v) => (v === "indoor" ? "Indoors" : "Outdoors"));
const TIME_OPTIONS = optionsOf(TIMES, word);
const WEATHER_OPTIONS = optionsOf(WEATHERS, word);
const MOOD_OPTIONS = optionsOf(MOODS, word);
const ACTION_OPTIONS = optionsOf(SCENE_ACTIONS, (a) => SCENE_ACTION_LABELS[a]);
const SKIN_TONE_OPTIONS: SelectOption<NonNullable<SceneCharacter["skinTone"]> | "">[] = [
  { value: "", label: "Default" },
  ...optionsOf(skinToneSchema.options, word),
];
const COLOUR_OPTIONS: SelectOption<ThingColour | "">[] = [
  { value: "", label: "As drawn" },
  ...optionsOf(THING_COLOURS, (c) => THING_COLOUR_LABELS[c]),
];
const AGE_OPTIONS: SelectOption<SceneCharacter["age"]>[] = [
  { value: "child", label: "Child" },
  { value: "adult", label: "Adult" },
  { value: "elder", label: "Elder" },
];
const GENDER_OPTIONS: SelectOption<SceneCharacter["gender"]>[] = [
  { value: "female", label: "Female" },
  { value: "male", label: "Male" },
  { value: "unknown", label: "Not said" },
];

function Field({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}

/** A labelled OptionSelect. */
/** A thing in a colour, or in its picture's own colours (no colour key at all). */
function withColour(thing: SceneObject, colour: SceneObject["colour"]): SceneObject {
  const { colour: _, ...rest } = thing;
  return colour ? { ...rest, colour } : rest;
}

function Choice<T extends string>({ label, ...select }: { label: string } & OptionSelectProps<T>) {
  return <Field label={label}>{(id) => <OptionSelect id={id} {...select} />}</Field>;
}

/**
 * The illustration's plan: where (place, indoors or out), when (time, weather), the mood, who is in it with
 * their look (a look changes that character in every scene) and what they do in this scene, and which
 * things are drawn.
 */
export function PlanEditor({
  plan,
  language,
  onChange,
  onCharacterLook,
}: {
  plan: ScenePlan;
  language: string;
  onChange: (plan: ScenePlan) => void;
  onCharacterLook: (id: string, look: Partial<Omit<SceneCharacter, "id">>) => void;
}) {
  const set = (patch: Partial<ScenePlan>) => onChange({ ...plan, ...patch });
  // What a character does is this scene's alone (the same person may sit in one scene and run in the next).
  const setAction = (characterId: string, action: SceneAction) =>
    set({ characters: plan.characters.map((x) => (x.id === characterId ? { ...x, action } : x)) });
  return (
    <div className="flex flex-col gap-5">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Choice
          label="Place"
          options={PLACE_OPTIONS}
          value={plan.setting.place}
          onChange={(place) => set({ setting: { ...plan.setting, place } })}
        />
        <Choice
          label="Indoors or outdoors"
          options={INDOOR_OPTIONS}
          value={plan.setting.indoor ? "indoor" : "outdoor"}
          onChange={(v) => set({ setting: { ...plan.setting, indoor: v === "indoor" } })}
        />
        <Choice
          label="Time of day"
          options={TIME_OPTIONS}
          value={plan.time}
          onChange={(time) => set({ time })}
        />
        <Choice
          label="Weather"
          options={WEATHER_OPTIONS}
          value={plan.weather}
          onChange={(weather) => set({ weather })}
        />
        <Choice label="Mood" options={MOOD_OPTIONS} value={plan.mood} onChange={(mood) => set({ mood })} />
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold">Who is in it</legend>
        {plan.characters.length === 0 ? <p className="text-sm text-muted">Nobody.</p> : null}
        {plan.characters.map((c) => (
          <div key={c.id} className="flex flex-col gap-3 rounded-xl border border-border p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium">{c.name || word(c.icon)}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${c.name || c.icon} from this scene`}
                onClick={() => set({ characters: plan.characters.filter((x) => x.id !== c.id) })}
              >
                <X aria-hidden className="h-4 w-4" />
                Remove
              </Button>
            </div>
            <Choice
              label={`What ${c.name || `the ${word(c.icon).toLowerCase()}`} does in this scene`}
              options={ACTION_OPTIONS}
              value={c.action ?? "stand"}
              onChange={(action) => setAction(c.id, action)}
            />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <Field label="Name">
                {(id) => (
                  <Input
                    id={id}
                    value={c.name ?? ""}
                    maxLength={60}
                    onChange={(e) => onCharacterLook(c.id, { name: e.target.value || undefined })}
                  />
                )}
              </Field>
              <Field label="Look (icon)">
                {(id) => (
                  <IconField
                    id={id}
                    value={c.icon}
                    language={language}
                    colour={c.kind === "animal" ? c.colour : undefined}
                    onChange={(icon) => onCharacterLook(c.id, { icon })}
                  />
                )}
              </Field>
              <Choice
                label="Skin tone"
                options={SKIN_TONE_OPTIONS}
                value={c.skinTone ?? ""}
                onChange={(tone) => onCharacterLook(c.id, { skinTone: tone || undefined })}
              />
              <Choice
                label="Age"
                options={AGE_OPTIONS}
                value={c.age}
                onChange={(age) => onCharacterLook(c.id, { age })}
              />
              <Choice
                label="Gender"
                options={GENDER_OPTIONS}
                value={c.gender}
                onChange={(gender) => onCharacterLook(c.id, { gender })}
              />
              {c.kind === "animal" ? (
                <Choice
                  label="Colour"
                  options={COLOUR_OPTIONS}
                  value={c.colour ?? ""}
                  onChange={(colour) => onCharacterLook(c.id, { colour: colour || undefined })}
                />
              ) : null}
            </div>
            <p className="text-xs text-muted">A change to this look changes it in every scene.</p>
          </div>
        ))}
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold">Things in the picture</legend>
        {plan.objects.map((o, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a thing has no id; its row is its slot (its icon changes as it is typed).
          <div key={i} className="flex items-end gap-2">
            <div className="grid min-w-0 flex-1 grid-cols-1 gap-2 sm:grid-cols-3">
              <Field label={`Thing ${i + 1}`}>
                {(id) => (
                  <IconField
                    id={id}
                    value={o.icon}
                    language={language}
                    colour={o.colour}
                    onChange={(icon) =>
                      set({ objects: plan.objects.map((x, j) => (j === i ? { ...x, icon } : x)) })
                    }
                  />
                )}
              </Field>
              <Field label="Appears at the word">
                {(id) => (
                  <Input
                    id={id}
                    value={o.word}
                    maxLength={80}
                    onChange={(e) =>
                      set({
                        objects: plan.objects.map((x, j) => (j === i ? { ...x, word: e.target.value } : x)),
                      })
                    }
                  />
                )}
              </Field>
              <Choice
                label="Colour"
                options={COLOUR_OPTIONS}
                value={o.colour ?? ""}
                onChange={(colour) =>
                  set({
                    objects: plan.objects.map((x, j) => (j === i ? withColour(x, colour || undefined) : x)),
                  })
                }
              />
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove thing ${i + 1}`}
              onClick={() => set({ objects: plan.objects.filter((_, j) => j !== i) })}
            >
              <X aria-hidden className="h-4 w-4" />
            </Button>
          </div>
        ))}
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={plan.objects.length >= MAX_THINGS}
          onClick={() => set({ objects: [...plan.objects, { icon: "star", word: "" }] })}
        >
          <Plus aria-hidden className="h-4 w-4" />
          Add a thing
        </Button>
      </fieldset>
    </div>
  );
}
