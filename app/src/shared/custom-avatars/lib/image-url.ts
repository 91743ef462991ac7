/** Avatar pictures are read through the image route (width 1080, 9:16 cover crop). */
export function avatarImageUrl(src: string): string {
  return `/api/images/avatar?src=${encodeURIComponent(src)}`;
}
