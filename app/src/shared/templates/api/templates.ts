import {
  type CreateTemplateBody,
  type Template,
  templateListSchema,
  templateSchema,
  type UpdateTemplateBody,
} from "@reelsmith/contract/templates";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";

/** The brand templates' calls (contract templates.ts): the list, create, edit, delete and make default. */
export const templateKeys = {
  all: ["templates"] as const,
  list: (userId: string | null) => [...templateKeys.all, userId] as const,
};

export async function getTemplates(signal?: AbortSignal): Promise<Template[]> {
  return templateListSchema.parse(await api.get<unknown>("/api/templates", { signal })).templates;
}

export const templatesQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: templateKeys.list(userId),
    queryFn: ({ signal }) => getTemplates(signal),
    enabled: userId !== null,
    staleTime: 30_000,
  });

/** The signed-in user's templates, as the API lists them. */
export function useTemplates() {
  const { user } = useAuth();
  return useQuery(templatesQueryOptions(user?.id ?? null));
}

/** The account's default template, when it has one. */
export const defaultTemplateOf = (templates: Template[] | undefined) =>
  templates?.find((t) => t.is_default) ?? null;

const parseTemplate = (data: unknown) => templateSchema.parse(data);

export const createTemplate = async (body: CreateTemplateBody) =>
  parseTemplate(await api.post<unknown>("/api/templates", body));
export const updateTemplate = async (id: string, body: UpdateTemplateBody) =>
  parseTemplate(await api.patch<unknown>(`/api/templates/${encodeURIComponent(id)}`, body));
export const deleteTemplate = (id: string) => api.delete<unknown>(`/api/templates/${encodeURIComponent(id)}`);
export const makeDefaultTemplate = async (id: string) =>
  parseTemplate(await api.post<unknown>(`/api/templates/${encodeURIComponent(id)}/default`));

/** The list is read again after any change (a new default unsets the old one). */
function useTemplateMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export const useCreateTemplate = () => useTemplateMutation(createTemplate);
export const useUpdateTemplate = () =>
  useTemplateMutation(({ id, body }: { id: string; body: UpdateTemplateBody }) => updateTemplate(id, body));
export const useDeleteTemplate = () => useTemplateMutation(deleteTemplate);
export const useMakeDefaultTemplate = () => useTemplateMutation(makeDefaultTemplate);
