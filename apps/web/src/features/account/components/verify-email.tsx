import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { OtpCode } from '@tawasul/contracts/validation';
import { FormError } from '../../../components/form-error.tsx';
import { CodeInput } from './code-input.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { retryAfterSecondsOf } from '../../../lib/http/http-error.ts';
import { useClock } from '../../../lib/time/clock-context.tsx';
import { useCountdown } from '../../../lib/time/use-countdown.ts';
import { useApplyContact, useSendContactCode, useVerifyContactCode } from '../api/use-change-contact.ts';
import { pendingContact, type PendingContact } from './contact-change.ts';

/**
 * "Verify e-mail" (issue 18): a customer's sign-up e-mail counts for its orders only once proven by a code. The code
 * goes to the account's own e-mail through the contact-change steps (send, verify, apply); the session then says
 * verified and this disappears.
 */
export function VerifyEmail({ email }: { email: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const clock = useClock();
  const send = useSendContactCode();
  const verify = useVerifyContactCode();
  const apply = useApplyContact();
  const [pending, setPending] = useState<PendingContact | null>(null);
  const [code, setCode] = useState('');
  const [codeInvalid, setCodeInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const sendCode = async () => {
    setFailure(null);
    try {
      const sent = await send.mutateAsync({ email });
      setPending(pendingContact('email', email, sent, clock.now()));
      setCode('');
    } catch (error) {
      const wait = retryAfterSecondsOf(error);
      if (wait !== undefined && pending) setPending({ ...pending, resendAt: clock.now() + wait * 1000 });
      setFailure(errorMessage(error));
    }
  };

  const submit = async () => {
    if (!pending) return;
    setFailure(null);
    if (!OtpCode.safeParse(code).success) return setCodeInvalid(true);
    setCodeInvalid(false);
    try {
      await verify.mutateAsync({ otpSessionId: pending.otpSessionId, code });
      await apply.mutateAsync({ otpSessionId: pending.otpSessionId });
      notifications.show({ color: 'green', message: t('account.verifyEmail.done') });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Stack gap="xs" data-testid="verify-email">
      <Group gap="xs">
        <Badge color="orange" variant="light">
          {t('account.verifyEmail.notVerified')}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('account.verifyEmail.hint')}
        </Text>
      </Group>
      <FormError message={failure} />
      {pending === null ? (
        <Group>
          <Button variant="light" size="xs" onClick={() => void sendCode()} loading={send.isPending}>
            {t('account.verifyEmail.send')}
          </Button>
        </Group>
      ) : (
        <Stack gap="xs">
          <Text size="sm">{t('account.verifyEmail.sentTo', { destination: email })}</Text>
          <CodeInput value={code} onChange={setCode} invalid={codeInvalid} />
          <Group justify="space-between">
            <Resend resendAt={pending.resendAt} busy={send.isPending} onResend={() => void sendCode()} />
            <Button size="xs" onClick={() => void submit()} loading={verify.isPending || apply.isPending}>
              {t('account.verifyEmail.verify')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/** "Resend code" once the wait the server gave has passed (counted from when the code was sent). */
function Resend({ resendAt, busy, onResend }: { resendAt: number; busy: boolean; onResend: () => void }) {
  const { t } = useTranslation();
  const seconds = useCountdown(resendAt);
  return seconds > 0 ? (
    <Text size="sm" c="dimmed">
      {t('account.verifyEmail.resendIn', { count: seconds })}
    </Text>
  ) : (
    <Button variant="subtle" size="compact-sm" onClick={onResend} loading={busy}>
      {t('account.verifyEmail.resend')}
    </Button>
  );
}
