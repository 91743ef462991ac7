/** Shell visibility rules. */
const landingPaths = new Set(["/", "/beta"]);

export function showsTopBar(pathname: string, signedIn: boolean): boolean {
  return signedIn || !landingPaths.has(pathname);
}

export function showsSidebar(pathname: string, signedIn: boolean): boolean {
  if (!signedIn || landingPaths.has(pathname)) return false;
  return !/pricing|faqs|docs/.test(pathname);
}

/** The mobile breakpoint. */
export const MOBILE_QUERY = "(max-width: 767px)";
