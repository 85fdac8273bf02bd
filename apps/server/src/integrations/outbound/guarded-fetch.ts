import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.ts';

/** Why a call never got an HTTP answer. */
export type OutboundFailure =
  /** The address is (or resolves to) one a server must not call: refused before any connection. */
  | 'address_refused'
  /** The host name does not resolve. */
  | 'dns'
  /** The TLS handshake failed (certificate expired, self-signed, wrong name, …). */
  | 'tls'
  /** Refused connection, reset, timeout, or an answer too large to be the store's. */
  | 'unreachable';

export class OutboundError extends Error {
  constructor(
    readonly failure: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export interface OutboundOptions {
  /**
   * Origins (`http://127.0.0.1:8080`) that may be loopback or private: the local stand-ins of tests and the demo,
   * named one by one by configuration. Every other origin must resolve to public addresses only.
   */
  privateOrigins?: readonly string[];
  /** The whole call, from name resolution to the last byte. */
  timeoutMs?: number;
  /** Larger answers are cut off (a store's JSON is small). */
  maxBodyBytes?: number;
  /** Name resolution; tests give names answers of their own. */
  lookup?: LookupFunction;
}

export interface OutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

const TLS_CODES = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|EPROTO$|HOSTNAME_MISMATCH)/;
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_NODATA', 'EAI_FAIL', 'ENODATA']);

function classify(error: unknown): OutboundError {
  if (error instanceof OutboundError) return error;
  const { code, message, name } = error as { code?: string; message?: string; name?: string };
  if (code && DNS_CODES.has(code)) return new OutboundError('dns', `the name does not resolve (${code})`);
  if (code && TLS_CODES.test(code)) return new OutboundError('tls', `TLS failed (${code})`);
  if (name === 'TimeoutError' || name === 'AbortError') return new OutboundError('unreachable', 'no answer in time');
  return new OutboundError('unreachable', `no answer (${code ?? message ?? 'unknown'})`);
}

const refused = () => new OutboundError('address_refused', 'the address is not a public one');

/**
 * Resolves the name, refuses when any address it resolves to is not public, and hands the checked addresses to the
 * socket: the connection goes to exactly what was checked (no second resolution a DNS answer could change).
 */
function guardedLookup(resolve: LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses = (Array.isArray(found) ? found : []) as LookupAddress[];
      if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
        return callback(refused() as NodeJS.ErrnoException, '', 0);
      }
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw new OutboundError('unreachable', `answer larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * One HTTP(S) call to a store, safe to make on a brand's say-so (issue 17): the address is checked after
 * resolution and pinned, redirects are never followed (a 3xx is returned as it is), the whole call has a timeout
 * and the answer a size limit. Failures before an answer are OutboundErrors; any answer is returned.
 */
export async function guardedFetch(
  url: string,
  init: OutboundRequest = {},
  options: OutboundOptions = {},
): Promise<Response> {
  const target = new URL(url);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') throw refused();
  const privateAllowed = (options.privateOrigins ?? []).includes(target.origin);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // An address written as such is never resolved: check it here.
  if (!privateAllowed && /^[\d.]+$|:/.test(host) && !isPublicAddress(host)) throw refused();
  const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  const resolve = options.lookup ?? (dnsLookup as LookupFunction);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  try {
    const response = await new Promise<IncomingMessage>((resolveResponse, reject) => {
      const request = send(target, {
        method: init.method ?? 'GET',
        headers: init.headers,
        signal,
        lookup: privateAllowed ? resolve : guardedLookup(resolve),
        // One connection per call: a pooled socket would skip the address check.
        agent: false,
      });
      request.once('response', resolveResponse);
      request.once('error', reject);
      request.end(init.body);
    });
    const body = await readBody(response, options.maxBodyBytes ?? 2_000_000);
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
    }
    const status = response.statusCode ?? 502;
    return new Response(NULL_BODY.has(status) ? null : body, { status, headers });
  } catch (error) {
    throw classify(error);
  }
}
