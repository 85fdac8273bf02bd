/** Spec section 9: a failed chunk preload reloads the page once; a second failure within 10 s shows the error. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = 'tawasul:chunk-reload-at';
let reloading = false;
let destination: () => string | null = () => null;

/**
 * Where a reload should land: the page a link was opening when its chunk failed (the address still shows the page
 * before it), or null for the current address.
 */
export function setChunkReloadDestination(next: () => string | null): void {
  destination = next;
}

/** Whether a failed chunk already made the page reload: the screen waiting for it need not say anything. */
export const chunkReloadPending = (): boolean => reloading;

export interface ChunkReloadEnvironment {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
}

/** True when it reloaded; false when it already did so within the guard window (the failure then propagates). */
export function reloadOnceForChunkError(env: ChunkReloadEnvironment): boolean {
  const last = Number(env.storage.getItem(STORAGE_KEY) ?? 0);
  const now = env.now();
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  env.storage.setItem(STORAGE_KEY, String(now));
  env.reload();
  return true;
}

/**
 * Vite dispatches `vite:preloadError` when a lazy chunk (or its CSS) fails to load — typically because a new
 * deployment removed the old hashed files. Reloading fetches the new build, on the page that was being opened.
 */
export function installChunkReload(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const reloaded = reloadOnceForChunkError({
      now: () => Date.now(),
      storage: target.sessionStorage,
      reload: () => {
        reloading = true;
        const to = destination();
        if (to) target.location.assign(to);
        else target.location.reload();
      },
    });
    if (reloaded) event.preventDefault();
  });
}
