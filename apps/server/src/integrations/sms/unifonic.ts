import { SmsProviderError, type SmsProvider } from './sms-provider.ts';

export interface UnifonicOptions {
  baseUrl: string;
  appSid: string;
  senderId: string;
  fetch?: typeof fetch;
}

interface UnifonicReply {
  success?: boolean | string;
  message?: string;
  errorCode?: string;
}

/** Unifonic's REST API: `POST /rest/SMS/messages`, form-encoded AppSid, SenderID, Recipient and Body. */
export function createUnifonicProvider(options: UnifonicOptions): SmsProvider {
  const send = options.fetch ?? fetch;
  return {
    name: 'unifonic',
    async send({ to, body }) {
      const form = new URLSearchParams({
        AppSid: options.appSid,
        SenderID: options.senderId,
        Recipient: to.replace(/^\+/, ''),
        Body: body,
      });
      const response = await send(`${options.baseUrl.replace(/\/$/, '')}/rest/SMS/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
      const reply = (await response.json().catch(() => ({}))) as UnifonicReply;
      const ok = response.ok && (reply.success === true || reply.success === 'true');
      if (!ok) throw new SmsProviderError(reply.message ?? `Unifonic answered ${response.status}`, reply.errorCode);
    },
  };
}
