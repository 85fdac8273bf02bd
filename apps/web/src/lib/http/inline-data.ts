/**
 * A request's answer the server gave with the page (`apps/server/src/plugins/app-page.ts`: the landing page's
 * `/_payload.json`), so the screen draws its content in its first render instead of a placeholder, then the content a
 * round trip later. Taken once: a later visit of the screen asks the server again, as it would without it.
 */
export function takeInlineData(url: string): unknown {
  const element = [...document.querySelectorAll<HTMLScriptElement>('script[data-inline-url]')].find(
    (script) => script.dataset.inlineUrl === url,
  );
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
}
