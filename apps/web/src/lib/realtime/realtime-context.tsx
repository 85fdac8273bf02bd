import { createContext, use, type ReactNode } from 'react';
import { createRealtimeClient, type RealtimeClient } from './realtime-client.ts';

/** The app's one socket client, made on first use (nothing connects until a screen subscribes). */
let shared: RealtimeClient | null = null;
function sharedClient(): RealtimeClient {
  shared ??= createRealtimeClient();
  return shared;
}

const RealtimeContext = createContext<RealtimeClient | null>(null);

/** Gives the screens below another client than the app's own: a test's stand-in, a second origin. */
export function RealtimeProvider({ client, children }: { client: RealtimeClient; children: ReactNode }) {
  return <RealtimeContext value={client}>{children}</RealtimeContext>;
}

export function useRealtimeClient(): RealtimeClient {
  return use(RealtimeContext) ?? sharedClient();
}
