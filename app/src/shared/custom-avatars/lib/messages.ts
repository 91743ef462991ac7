/** The sign-in message of the avatar dialog, which the contract does not carry (the dialog checks it before saving). */
export const dialogMessages = {
  notAuthenticated: "User not authenticated.",
} as const;

/** 0:07, 1:05: the recording timer. */
export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.floor(total));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
