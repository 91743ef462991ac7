import type { Draft, DraftContent, Editor } from "@reelsmith/contract/drafts";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { editorDrafts } from "../db/schema";

export async function getDraft(db: Db, userId: string, editor: Editor): Promise<Draft> {
  const [row] = await db
    .select()
    .from(editorDrafts)
    .where(and(eq(editorDrafts.user_id, userId), eq(editorDrafts.editor, editor)));
  return {
    editor,
    content: { story: "", settings: {}, ...(row?.content as Partial<DraftContent> | undefined) },
    updated_at: row?.updated_at.toISOString() ?? null,
  };
}

export async function saveDraft(
  db: Db,
  userId: string,
  editor: Editor,
  content: DraftContent,
): Promise<Draft> {
  const now = new Date();
  await db
    .insert(editorDrafts)
    .values({ user_id: userId, editor, content, updated_at: now })
    .onConflictDoUpdate({
      target: [editorDrafts.user_id, editorDrafts.editor],
      set: { content, updated_at: now },
    });
  return { editor, content, updated_at: now.toISOString() };
}
