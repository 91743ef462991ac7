import {
  createLanguageVersionResponseSchema,
  createLanguageVersionsResponseSchema,
  type LanguageDraft,
  type LanguageVersionList,
  languageDraftSchema,
  languageVersionListSchema,
} from "@reelsmith/contract/language-versions";
import type { Language } from "@reelsmith/contract/languages";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys";

export const languageKeys = {
  group: (projectId: string) => [...projectKeys.all, "languages", projectId] as const,
};

const languagesUrl = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/languages`;

/**
 * A project's language group: the original and each version, with its state. `follow`: asked again
 * every few seconds while a version renders, so its progress shows.
 */
export function useLanguageVersions(projectId: string | null, follow = false) {
  return useQuery({
    queryKey: languageKeys.group(projectId ?? ""),
    queryFn: async ({ signal }): Promise<LanguageVersionList> =>
      languageVersionListSchema.parse(await api.get<unknown>(languagesUrl(projectId ?? ""), { signal })),
    enabled: Boolean(projectId),
    retry: 1,
    refetchInterval: (query) =>
      follow && query.state.data?.versions.some((v) => v.status === "rendering") ? 3000 : false,
  });
}

/** One language's ask: every scene's words by scene id, and a voice (absent: the language's default). */
export interface LanguageAsk {
  language: Language;
  texts: Record<string, string>;
  voiceId: string | null;
}

/** The made versions' render tasks, one per language asked, in order. */
export type MadeVersion = { language: Language; task_id: string };

/** POST .../languages for one language, .../languages/batch for several (all or none are made). */
export async function createLanguageVersions(projectId: string, asks: LanguageAsk[]): Promise<MadeVersion[]> {
  const [only] = asks;
  if (only && asks.length === 1) {
    const data = await api.post<unknown>(languagesUrl(projectId), {
      language: only.language,
      texts: only.texts,
      ...(only.voiceId ? { voice_id: only.voiceId } : {}),
    });
    return [{ language: only.language, task_id: createLanguageVersionResponseSchema.parse(data).task_id }];
  }
  const voiceIds = Object.fromEntries(asks.flatMap((a) => (a.voiceId ? [[a.language, a.voiceId]] : [])));
  const data = await api.post<unknown>(`${languagesUrl(projectId)}/batch`, {
    languages: asks.map((a) => a.language),
    texts: Object.fromEntries(asks.map((a) => [a.language, a.texts])),
    ...(Object.keys(voiceIds).length > 0 ? { voice_ids: voiceIds } : {}),
  });
  return createLanguageVersionsResponseSchema.parse(data).versions;
}

export function useCreateLanguageVersions(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (asks: LanguageAsk[]) => createLanguageVersions(projectId, asks),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/**
 * The writer model's draft of each scene's words in each language (POST .../languages/draft), asked once
 * per language; a server without a model refuses it and the creator writes the words.
 */
export function useLanguageDrafts(projectId: string, languages: readonly Language[], enabled: boolean) {
  return useQueries({
    queries: languages.map((language) => ({
      queryKey: [...languageKeys.group(projectId), "draft", language],
      queryFn: async (): Promise<LanguageDraft> =>
        languageDraftSchema.parse(
          await api.post<unknown>(`${languagesUrl(projectId)}/draft`, { language }, { timeoutMs: 180_000 }),
        ),
      enabled,
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    })),
  });
}
