import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { OtpCode } from '@tawasul/contracts/validation';
import { FormError } from '../../../components/form-error.tsx';
import { CodeInput } from './code-input.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { retryAfterSecondsOf } from '../../../lib/http/http-error.ts';
import { useCountdown } from '../../../lib/time/use-countdown.ts';
import { useSendContactCode, useVerifyContactCode } from '../api/use-change-contact.ts';
import { contactBody, pendingContact, type PendingContact } from './contact-change.ts';
import { useClock } from '../../../lib/time/clock-context.tsx';

/** Step 2: the 6-digit code sent to the new address; resend once the wait shown has passed. */
export function ContactCodeStep({
  pending,
  onResent,
  onVerified,
  onBack,
}: {
  pending: PendingContact;
  onResent: (pending: PendingContact) => void;
  onVerified: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const verify = useVerifyContactCode();
  const send = useSendContactCode();
  const clock = useClock();
  const [code, setCode] = useState('');
  const [codeInvalid, setCodeInvalid] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const seconds = useCountdown(pending.resendAt);

  const submit = async () => {
    setFormError(null);
    if (!OtpCode.safeParse(code).success) return setCodeInvalid(true);
    setCodeInvalid(false);
    try {
      await verify.mutateAsync({ otpSessionId: pending.otpSessionId, code });
      onVerified();
    } catch (error) {
      setFormError(errorMessage(error));
    }
  };

  const resend = async () => {
    setFormError(null);
    try {
      const sent = await send.mutateAsync(contactBody(pending.channel, pending.destination));
      onResent(pendingContact(pending.channel, pending.destination, sent, clock.now()));
      setCode('');
    } catch (error) {
      const wait = retryAfterSecondsOf(error);
      if (wait !== undefined) onResent({ ...pending, resendAt: clock.now() + wait * 1000 });
      setFormError(errorMessage(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack maw={440}>
        <Text size="sm">{t('account.otp.sentTo', { destination: pending.destination })}</Text>
        <FormError message={formError} />
        <Stack gap={4}>
          <Text size="sm" fw={500} aria-hidden>
            {t('common.fields.code')}
          </Text>
          <CodeInput value={code} onChange={setCode} invalid={codeInvalid} />
        </Stack>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('account.otp.changeAddress')}
          </Anchor>
          {seconds > 0 ? (
            <Text size="sm" c="dimmed">
              {t('account.otp.resendIn', { count: seconds })}
            </Text>
          ) : (
            <Button variant="subtle" size="compact-sm" onClick={() => void resend()} loading={send.isPending}>
              {t('account.otp.resend')}
            </Button>
          )}
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={verify.isPending}>
            {t('account.otp.verify')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
