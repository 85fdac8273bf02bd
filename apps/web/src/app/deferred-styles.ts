/**
 * A public page comes with its stylesheets as preloads (`apps/server/src/plugins/app-page.ts`): the product's name
 * paints without waiting for them, and they load beside the app's code (issue 22). They apply here, before the first
 * render, so no screen ever draws unstyled. Each becomes a stylesheet where its preload stands (the cascade keeps the
 * build's order), under the same `href`, which Vite's loader of lazy screens recognises as loaded. A stylesheet that
 * fails to load does not stop the app (the screens stay usable unstyled, as a failed stylesheet link leaves them).
 */
export function applyDeferredStyles(document: Document): Promise<void> {
  const preloads = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"][data-deferred-style]');
  return Promise.all(
    [...preloads].map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.setAttribute('href', preload.getAttribute('href') ?? '');
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          sheet.addEventListener('load', () => resolve(), { once: true });
          sheet.addEventListener('error', () => resolve(), { once: true });
          preload.replaceWith(sheet);
        }),
    ),
  ).then(() => undefined);
}
