import type { BrowserContext, Page } from '@playwright/test';

/** One response as the network saw it: bytes on the wire (headers and the encoded body), its type and encoding. */
export interface Transfer {
  url: string;
  type: string;
  bytes: number;
  encoding: string | undefined;
}

/**
 * Records every response a page receives through Chromium's own network log (`encodedDataLength`: what crossed the
 * wire, compression included), for a page opened in a fresh context so that nothing comes from the cache.
 */
export async function recordTransfers(context: BrowserContext, page: Page): Promise<Transfer[]> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, Omit<Transfer, 'bytes'>>();
  const transfers: Transfer[] = [];
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    seen.set(event.requestId, { url: event.response.url, type: event.type, encoding: headers['content-encoding'] });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = seen.get(event.requestId);
    if (response) transfers.push({ ...response, bytes: event.encodedDataLength });
  });
  return transfers;
}

export const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The total of one kind of file ('Script', 'Stylesheet', 'Document', ...). */
export const totalOf = (transfers: Transfer[], type: string) =>
  transfers.filter((transfer) => transfer.type === type).reduce((sum, transfer) => sum + transfer.bytes, 0);
