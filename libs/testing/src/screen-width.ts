/**
 * Makes the page answer media queries as a phone does (every `max-width` query up to a
 * tablet matches) until the returned function is called: jsdom has no screen, and its
 * stand-in in jest-setup.ts answers every query as a desktop.
 */
export function pretendPhoneScreen(): () => void {
  const desktop = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => ({
    ...desktop(query),
    matches: /max-width/.test(query),
  });
  return () => {
    window.matchMedia = desktop;
  };
}
