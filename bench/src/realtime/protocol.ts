// What the benchmark process and its load-generator processes say to each other over IPC.

/** One chat of the load: its id and its shopper (a widget guest; `token` is null against the bare relay). */
interface ChatPlan {
  id: string;
  shopper: { id: string; token: string | null };
}

/** An agent and the chats it serves (all in one generator process, so both ends of a chat share one clock). */
export interface AgentPlan {
  id: string;
  /** The session cookie (`name=value`); null against the bare relay. */
  cookie: string | null;
  chats: ChatPlan[];
}

export interface LoadPlan {
  /** The server (or the proxy in front of the nodes). */
  url: string;
  /** The Origin header of staff sockets: the server's PUBLIC_URL origin, as the agent console's page would send. */
  origin: string;
  /** `relay`: no credentials, the relay trusts `auth.id` / `auth.kind`. */
  target: 'relay' | 'tawasul';
  agents: AgentPlan[];
  /** Each shopper writes once per this many ms on average (uniformly jittered ±50 %). */
  intervalMs: number;
  /** The share of shopper messages an agent answers (within its budget). */
  replyRatio: number;
  /** An agent's own cap on messages a minute, below the server's limit of 60. */
  agentBudgetPerMinute: number;
  /** Keep every id sent and delivered (the kill test checks them against the database). */
  trackIds: boolean;
  /** Reconnect, re-join from the last seq and resend what was not acknowledged (the kill test). */
  reconnect: boolean;
  /**
   * Where a re-join catches up from: `others`, the highest seq received from the other side of the chat; `all`, the
   * highest seq the client holds, its own acknowledged messages included (what the web app's clients do today).
   */
  catchUpFrom: 'others' | 'all';
  /** Sockets opened at once while connecting. */
  connectConcurrency: number;
}

export type GeneratorRequest =
  | { type: 'connect'; plan: LoadPlan }
  | { type: 'start' }
  | { type: 'window' }
  | { type: 'report' }
  | { type: 'stop'; drainMs: number }
  | { type: 'idle'; url: string; auths: IdleAuth[]; concurrency: number }
  | { type: 'count' }
  | { type: 'close' };

/** An idle socket's credentials: a guest token (Tawasul) or nothing (the relay). */
export type IdleAuth = { token: string } | null;

export interface ConnectResult {
  sockets: number;
  /** Sockets the server refused, and (with a load) chats it would not let their members join. */
  failed: number;
  firstError: string | null;
  ms: number;
}

export interface WindowReport {
  seconds: number;
  sent: number;
  acked: number;
  /** Messages that reached the other side of their chat (each counted once). */
  delivered: number;
  /** Acknowledgements that refused the message, by error code. */
  refused: Record<string, number>;
  typingReceived: number;
  eventsReceived: number;
  /** send→deliver latency in µs, HDR histogram (compressed base64), to be merged across generators. */
  latency: string;
  /** send→acknowledgement latency in µs. */
  ackLatency: string;
  /** This generator's own CPU time in the window, and its event-loop delay p99 (ms). */
  cpuMs: number;
  eventLoopP99Ms: number;
  disconnects: number;
  /** Sockets still connected when the window ended (of all this generator opened). */
  connected: number;
  sockets: number;
}

export interface FinalReport {
  sent: number;
  acked: number;
  delivered: number;
  resent: number;
  /** Delivered only through a re-join's catch-up (`missed`), not live. */
  caughtUp: number;
  unacked: number;
  refused: Record<string, number>;
  disconnects: number;
  reconnects: number;
  /**
   * With `trackIds`: every message sent (id, chat), every id acknowledged, refused, still unacknowledged at the end,
   * received by the other side, and resent.
   */
  sentIds?: [string, string][];
  ackedIds?: string[];
  refusedIds?: string[];
  pendingIds?: string[];
  deliveredIds?: string[];
  resentIds?: string[];
}

export type GeneratorReply = { id: number; result?: unknown; error?: string };
