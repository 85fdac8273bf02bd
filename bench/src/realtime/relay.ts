// The bare Socket.IO relay: the realtime benchmark's baseline. The product's socket.io version and server options
// (socketServerOptions), a room per chat, and the product's event names and payload shapes — but no authentication,
// no database, no rules: a send is broadcast to the chat's room and acknowledged. Started through the harness
// (node-entry.ts measures it); answers GET /health once listening.
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import type { ClientToServerEvents, ServerToClientEvents } from '@tawasul/contracts/socket-events';
import { socketServerOptions } from '../../../apps/server/src/plugins/realtime.ts';
// The Fastify type augmentations realtime.ts relies on (type-only: nothing of the session plugin loads here).
import type {} from '../../../apps/server/src/plugins/session.ts';

interface RelayAuth {
  /** Who the socket speaks for: the generator says so, the relay believes it (there is nothing to check against). */
  id?: string;
  kind?: 'guest' | 'agent';
}

const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? '127.0.0.1';

const server = createServer((request, response) => {
  response.statusCode = request.url === '/health' ? 200 : 404;
  response.end();
});
const io = new Server<ClientToServerEvents, ServerToClientEvents>(server, socketServerOptions([]));
let seq = 0;

io.on('connection', (socket) => {
  const auth = (socket.handshake.auth ?? {}) as RelayAuth;
  const kind = auth.kind === 'agent' ? 'agent' : 'guest';
  const id = auth.id ?? socket.id;
  // The product's sockets join their personal room; so do these (the same per-socket bookkeeping).
  void socket.join(`${kind === 'agent' ? 'user' : 'guest'}:${id}`);

  socket.on('chat:join', (request, reply) => {
    void socket.join(`chat:${request.chatId}`);
    // The generator reads nothing of the chat but its id.
    const chat = { id: request.chatId } as unknown as ChatResponse;
    if (typeof reply === 'function') reply({ ok: true, chat, missed: [] });
  });

  socket.on('chat:leave', ({ chatId }) => {
    void socket.leave(`chat:${chatId}`);
  });

  socket.on('message:send', (request, reply) => {
    const message: MessageResponse = {
      id: request.message.id,
      chatId: request.chatId,
      seq: ++seq,
      kind: 'text',
      author: { kind, id, name: null, nameAr: null, image: null },
      body: request.message.body ?? '',
      systemKey: null,
      systemParams: null,
      attachments: [],
      caseId: null,
      internal: false,
      createdAt: new Date().toISOString(),
      editedAt: null,
      deletedAt: null,
    };
    io.to(`chat:${request.chatId}`).emit('message:created', message);
    if (typeof reply === 'function') reply({ ok: true, message });
  });

  socket.on('typing', ({ chatId, typing }) => {
    socket
      .to(`chat:${chatId}`)
      .emit('typing', { chatId, side: kind === 'agent' ? 'agent' : 'shopper', name: null, typing });
  });

  socket.on('delivered', ({ chatId, seq: delivered }) => {
    const side = kind === 'agent' ? 'agentDeliveredSeq' : 'shopperDeliveredSeq';
    const receipts = { shopperDeliveredSeq: 0, shopperReadSeq: 0, agentDeliveredSeq: 0, agentReadSeq: 0 };
    io.to(`chat:${chatId}`).emit('receipt', { chatId, receipts: { ...receipts, [side]: delivered } });
  });
});

server.listen(port, host);
process.on('SIGTERM', () => {
  io.disconnectSockets(true);
  io.close(() => process.exit(0));
});
