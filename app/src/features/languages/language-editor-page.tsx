import type { Language } from "@reelsmith/contract/languages";
import { languageProfiles } from "@reelsmith/contract/languages";
import { type Storyboard, storyboardResponseSchema } from "@reelsmith/contract/storyboard";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Page } from "@/components/layout/page";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { LanguageScenes } from "@/features/languages/components/language-scenes";
import { VersionsProgress } from "@/features/languages/components/versions-progress";
import { ApiError, api } from "@/lib/api-client";
import {
  type MadeVersion,
  useCreateLanguageVersions,
  useLanguageDrafts,
} from "@/shared/languages/api/language-versions";
import { languagesOfPath } from "@/shared/languages/lib/language-path";
import { refusedScene, sceneWordsProblem } from "@/shared/languages/lib/scene-words";
import { useVoices } from "@/shared/video-settings/api/get-voices";
import type { EditorKind } from "@/shared/video-settings/lib/editor-kind";

type ByLanguage<T> = Partial<Record<Language, T>>;

/** Each language's scene problems by scene id; empty when every scene's words are fine. */
function problemsOf(board: Storyboard, languages: Language[], texts: ByLanguage<Record<string, string>>) {
  const problems: ByLanguage<Record<string, string>> = {};
  for (const language of languages)
    board.scenes.forEach((scene, i) => {
      const problem = sceneWordsProblem(texts[language]?.[scene.id] ?? "", language, i + 1);
      if (problem) problems[language] = { ...problems[language], [scene.id]: problem };
    });
  return problems;
}

/** What the page says of a language's draft: being made, made, or why there is none. */
function draftNote(
  draft: { isPending: boolean; isSuccess: boolean; error: Error | null } | undefined,
  label: string,
): string | null {
  if (!draft) return null;
  if (draft.isPending) return `The writer model is drafting the ${label} words...`;
  if (draft.isSuccess)
    return "The writer model's draft: read each scene and correct it before making the video.";
  if (draft.error instanceof ApiError && draft.error.code === "VALIDATION_ERROR")
    return `Write each scene's words in ${label}: this server has no writer model to draft them.`;
  return `No draft (${draft.error?.message ?? "the writer model did not answer"}): write each scene's words in ${label}.`;
}

const countOf = (problems: ByLanguage<Record<string, string>>) =>
  Object.values(problems).reduce((n, p) => n + Object.keys(p ?? {}).length, 0);

/**
 * The side-by-side editor (/languages?project=<id>&to=fr,hi): every scene's words in the original beside
 * a field for its words in each new language, a voice per language, then one render per language.
 */
export function LanguageEditorPage() {
  const [params] = useSearchParams();
  const projectId = params.get("project") ?? "";
  const editor: EditorKind = params.get("editor") === "product-ad" ? "product-ad" : "story-reel";
  const languages = languagesOfPath(params.get("to"));
  const board = useQuery({
    queryKey: ["storyboard", projectId, "languages"],
    queryFn: async ({ signal }) =>
      storyboardResponseSchema.parse(
        await api.get<unknown>(`/api/projects/${encodeURIComponent(projectId)}/storyboard`, { signal }),
      ).storyboard,
    enabled: Boolean(projectId),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const voices = useVoices();
  const drafts = useLanguageDrafts(projectId, languages, board.isSuccess);
  const create = useCreateLanguageVersions(projectId);
  // What the creator typed; a scene not yet touched shows the writer model's draft, if there is one.
  const [edited, setEdited] = useState<ByLanguage<Record<string, string>>>({});
  const texts: ByLanguage<Record<string, string>> = Object.fromEntries(
    languages.map((language, i) => [language, { ...drafts[i]?.data?.texts, ...edited[language] }]),
  );
  const [voiceIds, setVoiceIds] = useState<ByLanguage<string>>({});
  const [checked, setChecked] = useState(false);
  const [made, setMade] = useState<MadeVersion[] | null>(null);
  const names = languages.map((l) => languageProfiles[l].label);
  const title = names.length > 0 ? `Make it in ${names.join(", ")}` : "Make it in…";

  const problems = board.data && checked ? problemsOf(board.data, languages, texts) : {};
  // A refusal from the server that names a scene shows under that scene's field.
  const refused =
    create.error && board.data
      ? refusedScene(
          create.error.message,
          board.data.scenes.map((s) => s.id),
        )
      : null;
  const refusedLanguage = refused ? (refused.language ?? languages[0]) : undefined;
  const errorsOf = (language: Language) => ({
    ...problems[language],
    ...(refused && refusedLanguage === language ? { [refused.sceneId]: refused.text } : {}),
  });

  const submit = async () => {
    if (!board.data) return;
    setChecked(true);
    create.reset();
    if (countOf(problemsOf(board.data, languages, texts)) > 0) return;
    const scenes = board.data.scenes;
    try {
      const versions = await create.mutateAsync(
        languages.map((language) => ({
          language,
          texts: Object.fromEntries(scenes.map((s) => [s.id, (texts[language]?.[s.id] ?? "").trim()])),
          voiceId: voiceIds[language] ?? null,
        })),
      );
      setMade(versions);
    } catch {
      // Shown from create.error.
    }
  };

  const back = (
    <Link to={paths.projects} className={buttonClass("outline", "sm")}>
      <ArrowLeft aria-hidden className="h-4 w-4" />
      My Projects
    </Link>
  );
  const problemCount = countOf(problems);

  return (
    <Page
      title={title}
      description="The same pictures, said in another language: write each scene's words beside the original's, pick the voice, and each language renders as a video of its own."
      actions={back}
    >
      {!projectId || languages.length === 0 ? (
        <Card className="p-6">
          <Alert variant="error">
            Pick the languages from a finished video's preview or storyboard (Make it in…).
          </Alert>
        </Card>
      ) : board.isPending ? (
        <Card className="flex items-center gap-3 p-6">
          <Spinner size="sm" label={null} />
          <span>Loading the scenes...</span>
        </Card>
      ) : board.isError ? (
        <Card className="p-6">
          <Alert variant="error">{board.error.message}</Alert>
        </Card>
      ) : made ? (
        <VersionsProgress versions={made} editor={editor} />
      ) : (
        <div className="flex flex-col gap-6">
          {languages.map((language, i) => (
            <LanguageScenes
              key={language}
              language={language}
              draft={draftNote(drafts[i], languageProfiles[language].label)}
              board={board.data}
              texts={texts[language] ?? {}}
              errors={errorsOf(language)}
              voices={voices.data ?? []}
              voiceId={voiceIds[language] ?? ""}
              disabled={create.isPending}
              onText={(sceneId, text) =>
                setEdited((t) => ({ ...t, [language]: { ...t[language], [sceneId]: text } }))
              }
              onVoice={(id) => setVoiceIds((v) => ({ ...v, [language]: id }))}
            />
          ))}
          {problemCount > 0 ? (
            <Alert variant="error">
              {problemCount === 1
                ? "One scene needs its words: see the note under it."
                : `${problemCount} scenes need their words: see the notes under them.`}
            </Alert>
          ) : null}
          {create.error && !refused ? <Alert variant="error">{create.error.message}</Alert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button onClick={submit} loading={create.isPending}>
              {create.isPending
                ? "Starting..."
                : languages.length === 1
                  ? `Make the ${names[0]} video`
                  : `Make ${languages.length} videos`}
            </Button>
          </div>
        </div>
      )}
    </Page>
  );
}
