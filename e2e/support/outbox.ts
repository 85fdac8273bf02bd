import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxItem {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** The newest message the server kept for `to` in the development outbox, waiting for it to arrive. */
export async function latestMessage(request: APIRequestContext, to: string, after = new Date(0)): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
      const [item] = ((await response.json()) as { items: OutboxItem[] }).items;
      found = item && new Date(item.createdAt) > after ? item : undefined;
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

export async function latestCode(request: APIRequestContext, to: string, after?: Date): Promise<string> {
  const { body } = await latestMessage(request, to, after);
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in: ${body}`);
  return code;
}

export async function latestResetLink(request: APIRequestContext, to: string, after?: Date): Promise<string> {
  const { body } = await latestMessage(request, to, after);
  const link = /(https?:\/\/\S+\/change-password\?token=\S+)/.exec(body)?.[1];
  if (!link) throw new Error(`no reset link in: ${body}`);
  return link;
}
