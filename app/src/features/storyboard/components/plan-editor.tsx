import {
  SCENE_ACTION_LABELS,
  SCENE_ACTIONS,
  SCENE_PLACES,
  type SceneAction,
  type SceneCharacter,
  type ScenePlan,
  scenePlanSchema,
  skinToneSchema,
} from "@reelsmith/contract/scene-plan";
import { Plus, X } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { IconField } from "@/features/storyboard/components/icon-field";

type Shape = typeof scenePlanSchema.shape;
const TIMES = scenePlanSchema.shape.time.options as readonly ScenePlan["time"][];
const WEATHERS = (scenePlanSchema.shape as Shape).weather.options as readonly ScenePlan["weather"][];
const MOODS = scenePlanSchema.shape.mood.options as readonly ScenePlan["mood"][];
const SKIN_TONES = skinToneSchema.options;
const MAX_THINGS = 4;

const word = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/-/g, " ");

function Field({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
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
        <Field label="Place">
          {(id) => (
            <Select
              id={id}
              value={plan.setting.place}
              onChange={(e) =>
                set({ setting: { ...plan.setting, place: e.target.value as ScenePlan["setting"]["place"] } })
              }
            >
              {SCENE_PLACES.map((p) => (
                <option key={p} value={p}>
                  {word(p)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Indoors or outdoors">
          {(id) => (
            <Select
              id={id}
              value={plan.setting.indoor ? "indoor" : "outdoor"}
              onChange={(e) => set({ setting: { ...plan.setting, indoor: e.target.value === "indoor" } })}
            >
              <option value="indoor">Indoors</option>
              <option value="outdoor">Outdoors</option>
            </Select>
          )}
        </Field>
        <Field label="Time of day">
          {(id) => (
            <Select
              id={id}
              value={plan.time}
              onChange={(e) => set({ time: e.target.value as ScenePlan["time"] })}
            >
              {TIMES.map((t) => (
                <option key={t} value={t}>
                  {word(t)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Weather">
          {(id) => (
            <Select
              id={id}
              value={plan.weather}
              onChange={(e) => set({ weather: e.target.value as ScenePlan["weather"] })}
            >
              {WEATHERS.map((w) => (
                <option key={w} value={w}>
                  {word(w)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Mood">
          {(id) => (
            <Select
              id={id}
              value={plan.mood}
              onChange={(e) => set({ mood: e.target.value as ScenePlan["mood"] })}
            >
              {MOODS.map((m) => (
                <option key={m} value={m}>
                  {word(m)}
                </option>
              ))}
            </Select>
          )}
        </Field>
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
            <Field label={`What ${c.name || `the ${word(c.icon).toLowerCase()}`} does in this scene`}>
              {(id) => (
                <Select
                  id={id}
                  value={c.action ?? "stand"}
                  onChange={(e) => setAction(c.id, e.target.value as SceneAction)}
                >
                  {SCENE_ACTIONS.map((a) => (
                    <option key={a} value={a}>
                      {SCENE_ACTION_LABELS[a]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
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
                    onChange={(icon) => onCharacterLook(c.id, { icon })}
                  />
                )}
              </Field>
              <Field label="Skin tone">
                {(id) => (
                  <Select
                    id={id}
                    value={c.skinTone ?? ""}
                    onChange={(e) =>
                      onCharacterLook(c.id, {
                        skinTone: (e.target.value || undefined) as SceneCharacter["skinTone"],
                      })
                    }
                  >
                    <option value="">Default</option>
                    {SKIN_TONES.map((t) => (
                      <option key={t} value={t}>
                        {word(t)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label="Age">
                {(id) => (
                  <Select
                    id={id}
                    value={c.age}
                    onChange={(e) => onCharacterLook(c.id, { age: e.target.value as SceneCharacter["age"] })}
                  >
                    <option value="child">Child</option>
                    <option value="adult">Adult</option>
                    <option value="elder">Elder</option>
                  </Select>
                )}
              </Field>
              <Field label="Gender">
                {(id) => (
                  <Select
                    id={id}
                    value={c.gender}
                    onChange={(e) =>
                      onCharacterLook(c.id, { gender: e.target.value as SceneCharacter["gender"] })
                    }
                  >
                    <option value="female">Female</option>
                    <option value="male">Male</option>
                    <option value="unknown">Not said</option>
                  </Select>
                )}
              </Field>
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
            <div className="grid min-w-0 flex-1 grid-cols-1 gap-2 sm:grid-cols-2">
              <Field label={`Thing ${i + 1}`}>
                {(id) => (
                  <IconField
                    id={id}
                    value={o.icon}
                    language={language}
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
