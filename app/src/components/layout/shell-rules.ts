/** Shell visibility rules (platform.md section 2, Shell). */
const landingPaths = new Set(["/", "/beta"]);

export function showsTopBar(pathname: string, signedIn: boolean): boolean {
  return signedIn || !landingPaths.has(pathname);
}

export function showsSidebar(pathname: string, signedIn: boolean): boolean {
  if (!signedIn || landingPaths.has(pathname)) return false;
  return !/pricing|faqs|docs/.test(pathname);
}

/** Spec section 9: the mobile breakpoint. */
export const MOBILE_QUERY = "(max-width: 767px)";
