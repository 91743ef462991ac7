/** A MediaQueryList as jsdom lacks it: `matches` as given, listeners ignored. */
export const fakeMediaQueryList = (query: string, matches: boolean) => ({
  matches,
  media: query,
  onchange: null,
  addEventListener: () => {},
  removeEventListener: () => {},
  addListener: () => {},
  removeListener: () => {},
  dispatchEvent: () => false,
});
