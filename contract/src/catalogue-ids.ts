/**
 * create-video's catalogue ids (and batch's and the MCP tools'): an id that names nothing is refused with
 * a 400 whose message starts with the field's name ("voice_id: Unknown voice ..."), before anything is
 * charged or queued. A user's own custom avatars (and their cloned voices) count; another user's do not.
 */
export const catalogueIdMessages = {
  voice: (id: string) =>
    `Unknown voice "${id}". Use a voice id from GET /api/catalog/voices, or your custom avatar's voice.`,
  avatar: (id: string) =>
    `Unknown avatar "${id}". Use a presenter id from GET /api/catalog/avatars, or one of your custom avatars.`,
  music: (id: string) => `Unknown music "${id}". Use a track id or name from GET /api/catalog/music.`,
  style: (id: string) => `Unknown visual style "${id}". Use a style id or name from GET /api/catalog/styles.`,
  captionStyle: (id: string) =>
    `Unknown caption style "${id}". Use a preset id or name from GET /api/catalog/caption-styles, or "none".`,
} as const;

/** "field: message", the way every validation error names its field. */
export const fieldMessage = (field: string, message: string) => `${field}: ${message}`;
