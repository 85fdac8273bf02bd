import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo, LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedFetch, OutboundError, type OutboundFailure } from './guarded-fetch.ts';
import { addressBytes, isPublicAddress } from './public-address.ts';

describe('which addresses a store call may reach', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:7f00:1',
    '::127.0.0.1',
    '64:ff9b::a00:1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '2002:7f00:1::1',
    '2001:0:4136:e378::1',
    '2001:db8::1',
    'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])(
    'allows the public address %s',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it('reads every IPv6 spelling to the same bytes', () => {
    expect(addressBytes('::ffff:127.0.0.1')).toEqual(addressBytes('0:0:0:0:0:ffff:7f00:0001'));
    expect(addressBytes('[::1]')).toEqual([...Array(15).fill(0), 1]);
  });
});

let plain: Server;
let plainUrl: string;
let tls: Server;
let tlsUrl: string;

beforeAll(async () => {
  plain = createServer((request, response) => {
    if (request.url === '/redirect') {
      return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    }
    if (request.url === '/big') return response.end('x'.repeat(5000));
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  tls = createTlsServer(
    {
      key: readFileSync(new URL('../../testing/fixtures/self-signed.key', import.meta.url)),
      cert: readFileSync(new URL('../../testing/fixtures/self-signed.crt', import.meta.url)),
    },
    (_request, response) => response.end('{}'),
  );
  await Promise.all([
    new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve)),
    new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve)),
  ]);
  plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
  tlsUrl = `https://127.0.0.1:${(tls.address() as AddressInfo).port}`;
});
afterAll(() => Promise.all([plain.close(), tls.close()]));

async function failureOf(call: Promise<unknown>): Promise<OutboundFailure> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return (error as OutboundError).failure;
}

/** A resolver that answers every name with `address` (a DNS record pointing wherever an attacker likes). */
const resolvesTo =
  (address: string): LookupFunction =>
  (_hostname, options, callback) => {
    const family = address.includes(':') ? 6 : 4;
    if (options.all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };

describe('a store call', () => {
  it('reaches a stand-in only when its origin is named as allowed', async () => {
    const response = await guardedFetch(`${plainUrl}/`, {}, { privateOrigins: [plainUrl] });
    expect(await response.json()).toEqual({ ok: true });
    expect(await failureOf(guardedFetch(`${plainUrl}/`))).toBe('address_refused');
  });

  it('refuses loopback, private, link-local, CGNAT, ULA and IPv4-mapped targets before connecting', async () => {
    const port = (plain.address() as AddressInfo).port;
    const targets = [
      `http://127.0.0.1:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      'http://[::ffff:169.254.169.254]/latest/meta-data/',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.5/',
      'http://100.64.1.1/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      `http://localhost:${port}/`,
      'http://2130706433/',
      'http://0x7f.1/',
    ];
    for (const target of targets) expect(await failureOf(guardedFetch(target)), target).toBe('address_refused');
  });

  it('refuses a public-looking name that resolves to a private address', async () => {
    for (const address of ['10.0.0.5', '::ffff:127.0.0.1', '169.254.169.254', 'fd00::1']) {
      expect(await failureOf(guardedFetch('https://store.example.com/api', {}, { lookup: resolvesTo(address) }))).toBe(
        'address_refused',
      );
    }
  });

  it('connects to the address it checked: a name pinned to the stand-in reaches it only when allowed', async () => {
    const port = (plain.address() as AddressInfo).port;
    const url = `http://store.example.com:${port}/`;
    expect(await failureOf(guardedFetch(url, {}, { lookup: resolvesTo('127.0.0.1') }))).toBe('address_refused');
    const response = await guardedFetch(
      url,
      {},
      { lookup: resolvesTo('127.0.0.1'), privateOrigins: [`http://store.example.com:${port}`] },
    );
    expect(response.status).toBe(200);
  });

  it('never follows a redirect', async () => {
    const response = await guardedFetch(`${plainUrl}/redirect`, {}, { privateOrigins: [plainUrl] });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://169.254.169.254/latest/meta-data/');
  });

  it('tells a TLS failure, a name that does not resolve, and a closed port apart', async () => {
    expect(await failureOf(guardedFetch(`${tlsUrl}/`, {}, { privateOrigins: [tlsUrl] }))).toBe('tls');
    expect(await failureOf(guardedFetch('https://no-such-store.invalid/api'))).toBe('dns');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await failureOf(guardedFetch(`${closedUrl}/`, {}, { privateOrigins: [closedUrl] }))).toBe('unreachable');
  });

  it('cuts off an answer larger than the limit', async () => {
    expect(
      await failureOf(guardedFetch(`${plainUrl}/big`, {}, { privateOrigins: [plainUrl], maxBodyBytes: 1000 })),
    ).toBe('unreachable');
  });
});
