// Avatar providers: the interface and the factory that picks the offline presenter engine (presenter/) or
// D-ID's hosted lip-sync.
export type { AvatarProvider, AvatarSource } from "./avatar";
export { getAvatarProvider } from "./create-avatar";
