import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { installLastResortHandlers } from './last-resort.ts';

/** A real pino logger whose JSON lines are kept for the test to read. */
function recordingLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

describe('last-resort process handlers', () => {
  it('logs a rejection nobody handled, with its error, and keeps serving', async () => {
    const target = new EventEmitter();
    const { log, lines } = recordingLog();
    const exits: number[] = [];
    installLastResortHandlers(target, { log, drainAndExit: (code) => exits.push(code) });
    target.emit('unhandledRejection', new Error('store timed out'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        kind: 'unhandledRejection',
        err: expect.objectContaining({ message: 'store timed out' }),
      }),
    ]);
    expect(exits).toEqual([]);
  });

  it('logs an uncaught exception as fatal with its stack, then drains and exits with 1', async () => {
    const target = new EventEmitter();
    const { log, lines } = recordingLog();
    const exits: number[] = [];
    installLastResortHandlers(target, { log, drainAndExit: (code) => exits.push(code) });
    target.emit('uncaughtException', new TypeError('cannot read chatId of null'), 'uncaughtException');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 60,
        kind: 'uncaughtException',
        err: expect.objectContaining({ type: 'TypeError', stack: expect.stringContaining('cannot read chatId') }),
      }),
    ]);
    expect(exits).toEqual([1]);
  });
});
