import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '@tawasul/contracts/socket-events';
import { listen } from '../testing/socket-clients.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterAll(() => t?.close());

/** Opens a WebSocket the way a browser does, offering per-message compression, and returns the server's answer. */
function upgrade(): Promise<{ status: number; extensions: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${SOCKET_PATH}/?EIO=4&transport=websocket`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        'sec-websocket-extensions': 'permessage-deflate; client_max_window_bits',
      },
    });
    req.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode ?? 0, extensions: response.headers['sec-websocket-extensions'] });
    });
    req.on('response', (response) => resolve({ status: response.statusCode ?? 0, extensions: undefined }));
    req.on('error', reject);
    req.end();
  });
}

describe('socket transport settings (issue 11)', () => {
  it('accepts the WebSocket without per-message compression, even when the browser offers it', async () => {
    const answer = await upgrade();
    expect(answer.status).toBe(101);
    expect(answer.extensions).toBeUndefined();
  });
});
