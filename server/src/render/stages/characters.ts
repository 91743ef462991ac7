import { matchStockVoice } from "@reelsmith/contract/voice-match";
import { and, eq } from "drizzle-orm";
import { customAvatars, taskStatus } from "../../db/schema";
import { getVoiceCloner } from "../../providers/speech";
import { loadRenderCatalog } from "../catalog-access";
import type { CharacterArtifact } from "../types";
import { type Stage, writeJson } from "./stage";

/**
 * Character references (stage "characters"): in avatar mode, the presenter (a stock avatar's portrait and mouth frames, or
 * a custom avatar's photo) and the voice that narrates (the avatar's own voice unless one was chosen).
 * A custom avatar speaks with its cloned voice where a cloning service is configured, else with the
 * stock voice closest to its sample (stage 4 swaps it for the same gender's voice of the story's language).
 */
export const charactersStage: Stage = {
  key: "characters",
  doneKey: (ctx) => `${ctx.prefix}/character.json`,
  async run(ctx) {
    const { request } = ctx;
    const artifact: CharacterArtifact = {
      mode: request.narrationMode,
      presenter: null,
      photo: null,
      voiceId: request.voiceId,
    };
    if (request.narrationMode === "avatar") {
      const catalog = await loadRenderCatalog(ctx.deps.storage);
      const custom = request.avatarId ? await findCustomAvatar(ctx.deps, ctx.taskId, request.avatarId) : null;
      const imageKey = custom ? ctx.deps.storage.keyFromUrl(custom.image_url) : null;
      if (custom && imageKey) {
        artifact.photo = { imageKey };
        const cloner = getVoiceCloner(ctx.deps.config);
        if (cloner && custom.voice_clone_id) artifact.voiceCloneId = custom.voice_clone_id;
        artifact.voiceId = custom.voice_id ?? request.voiceId;
        // Offline: the story language's stock voice for the sample's gender and pitch, moved toward it.
        const match =
          artifact.voiceCloneId || custom.voice_pitch_hz === null
            ? null
            : matchStockVoice(
                catalog.manifest.voices.map((v) => v.public),
                custom.voice_pitch_hz,
                request.language,
              );
        if (match) {
          artifact.voiceId = match.voice.id;
          artifact.voicePitch = match.pitch;
        }
      } else {
        const presenter = catalog.presenter(request.avatarId) ?? catalog.presenter(null);
        if (!presenter) throw new Error("No presenter is available for avatar narration");
        artifact.presenter = {
          id: presenter.public.id,
          portraitKey: presenter.portraitKey,
          mouthFrameKeys: presenter.mouthFrameKeys,
          visemeFrameKeys: presenter.visemeFrameKeys,
        };
        artifact.voiceId = request.voiceId ?? presenter.public.avatar_voice_id;
      }
    }
    await writeJson(ctx, "character.json", artifact);
  },
};

async function findCustomAvatar(
  deps: { database: { db: import("../../db/client").Db } },
  taskId: string,
  avatarId: string,
) {
  const [task] = await deps.database.db
    .select({ user_id: taskStatus.user_id })
    .from(taskStatus)
    .where(eq(taskStatus.id, taskId));
  if (!task) return null;
  const [row] = await deps.database.db
    .select()
    .from(customAvatars)
    .where(and(eq(customAvatars.id, avatarId), eq(customAvatars.user_id, task.user_id)));
  return row ?? null;
}
