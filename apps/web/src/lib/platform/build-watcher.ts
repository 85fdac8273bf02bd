import { readBuildInfo, type BuildInfo } from './route-rules.ts';

/** Spec section 9: check for a new build every hour. */
const BUILD_CHECK_INTERVAL_MS = 3_600_000;

export interface BuildWatcherOptions {
  currentId: string;
  /** Fetches `builds/latest.json?{timestamp}`; the timestamp defeats any cache on the way. */
  fetchLatest: (timestamp: number) => Promise<unknown>;
  onNewBuild: (latest: BuildInfo) => void;
  intervalMs?: number;
  now?: () => number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/** Polls for a newer deployment and reports it once; the caller offers the reload. Returns a stop function. */
export function startBuildWatcher({
  currentId,
  fetchLatest,
  onNewBuild,
  intervalMs = BUILD_CHECK_INTERVAL_MS,
  now = () => Date.now(),
  setInterval: schedule = (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: cancel = (handle) => globalThis.clearInterval(handle as number),
}: BuildWatcherOptions): () => void {
  let reported = false;
  const check = async () => {
    if (reported) return;
    try {
      const latest = readBuildInfo(await fetchLatest(now()));
      if (latest && latest.id !== currentId) {
        reported = true;
        onNewBuild(latest);
      }
    } catch {
      // Offline or mid-deployment: the next check will tell.
    }
  };
  const handle = schedule(() => void check(), intervalMs);
  return () => cancel(handle);
}
