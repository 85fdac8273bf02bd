import type { ChatResponse } from '@tawasul/contracts/chats';
import type { JoinChatReply, JoinChatRequest } from '@tawasul/contracts/socket-events';
import type { RealtimeClient } from '../../lib/realtime/realtime-client.ts';
import { RealtimeProvider } from '../../lib/realtime/realtime-context.tsx';
import { TEST_NOW } from '../../test/factories.ts';
import { createManualClock, type ManualClock } from '../../test/manual-clock.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { standInRealtime } from '../../test/stand-in-realtime.ts';
import { AgentConsoleScreen } from './agent-console-screen.tsx';
import { agentUser } from './console-test-data.ts';

type JoinHandler = (request: JoinChatRequest) => JoinChatReply;

/**
 * The console at `/agent` with the stand-in socket, at `TEST_NOW` on a manual clock (`clock.advance`). `emitted` records what the console sends (joins, delivered);
 * `onJoin` answers `chat:join` as the server would (by default: joined, nothing missed, the chat as `chats` has it).
 */
export function renderConsole(
  options: {
    url?: string;
    language?: 'en' | 'ar';
    chats?: () => ChatResponse[];
    onJoin?: JoinHandler;
    clock?: ManualClock;
  } = {},
) {
  const realtime = standInRealtime();
  const clock = options.clock ?? createManualClock(TEST_NOW);
  const emitted: { event: string; payload: unknown }[] = [];
  const defaultJoin: JoinHandler = (request) => {
    const found = options.chats?.().find((item) => item.id === request.chatId);
    return found ? { ok: true, chat: found, missed: [] } : { ok: false, code: 'CHAT_ROOM_NOT_FOUND', message: 'gone' };
  };
  let onJoin = options.onJoin ?? defaultJoin;
  const client: RealtimeClient = {
    ...realtime.client,
    emit: ((event: string, ...args: unknown[]) => {
      emitted.push({ event, payload: args[0] });
      if (event === 'chat:join') {
        const reply = args[1] as (result: JoinChatReply) => void;
        const answer = onJoin(args[0] as JoinChatRequest);
        queueMicrotask(() => reply(answer));
      }
    }) as RealtimeClient['emit'],
  };
  const view = renderScreen(
    <RealtimeProvider client={client}>
      <AgentConsoleScreen />
    </RealtimeProvider>,
    { path: '/agent', url: options.url, user: agentUser(), language: options.language, clock },
  );
  return {
    ...view,
    clock,
    realtime,
    emitted,
    joins: () => emitted.filter((item) => item.event === 'chat:join').map((item) => item.payload as JoinChatRequest),
    answerJoinsWith: (handler: JoinHandler) => {
      onJoin = handler;
    },
  };
}
