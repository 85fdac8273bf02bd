import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Mailer, MailMessage } from '../../integrations/mail/mailer.ts';
import type { SmsMessage, SmsProvider } from '../../integrations/sms/sms-provider.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OutboxRepo } from './outbox.repo.ts';

export interface MessagingDeps {
  config: Pick<Config, 'sms'>;
  outbox: OutboxRepo;
  mailer: Mailer | undefined;
  sms: SmsProvider | undefined;
  logger: FastifyBaseLogger;
}

/**
 * E-mail and SMS through real providers when configured; otherwise into the outbox, so development needs no
 * provider at all. A chosen SMS provider without credentials is a configuration error the caller sees.
 */
export function createMessagingService({ config, outbox, mailer, sms, logger }: MessagingDeps) {
  return {
    async sendEmail(message: MailMessage): Promise<void> {
      if (mailer) {
        await mailer.send(message);
        return;
      }
      await outbox.insert({ channel: 'email', to: message.to, subject: message.subject, body: message.text });
    },

    async sendSms(message: SmsMessage): Promise<void> {
      if (config.sms) {
        if (!sms) throw new AppError('SMS_CREDENTIALS_NOT_SET');
        try {
          await sms.send(message);
        } catch (error) {
          logger.error({ err: error, provider: sms.name }, 'SMS provider refused a message');
          throw new AppError('SERVICE_UNAVAILABLE', { cause: error });
        }
        return;
      }
      await outbox.insert({ channel: 'sms', to: message.to, subject: null, body: message.body });
    },
  };
}
export type MessagingService = ReturnType<typeof createMessagingService>;
