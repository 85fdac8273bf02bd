// Zod-free, like locale-registry.ts: the widget's first view connects its socket without loading the event schemas.

/** Socket.IO's path on the product's own origin. */
export const SOCKET_PATH = '/socket.io';
