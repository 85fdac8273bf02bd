import { describe, expect, it } from 'vitest';
import { chat } from './chat-factories.ts';
import { standInRealtime } from './stand-in-realtime.ts';

describe('the web tests’ stand-in socket', () => {
  it('delivers a payload that matches its schema in the contracts', () => {
    const realtime = standInRealtime();
    const heard: string[] = [];
    realtime.client.on('chat:updated', (updated) => heard.push(updated.id));
    const pushed = chat();
    realtime.push('chat:updated', pushed);
    expect(heard).toEqual([pushed.id]);
  });

  it('refuses to push a payload the server never would, and delivers nothing', () => {
    const realtime = standInRealtime();
    const heard: string[] = [];
    realtime.client.on('chat:updated', (updated) => heard.push(updated.id));
    const wrong = { ...chat(), status: 'sleeping', startedAt: 'yesterday' } as unknown as ReturnType<typeof chat>;
    const push = () => realtime.push('chat:updated', wrong);
    expect(push).toThrow("The realtime stand-in pushed a 'chat:updated' the server never would");
    expect(push).toThrow('- status: invalid_value');
    expect(push).toThrow('- startedAt: invalid_format');
    expect(heard).toEqual([]);
  });
});
