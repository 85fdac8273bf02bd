import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { z } from 'zod';
import { OtpCode } from '@tawasul/contracts/validation';
import { isOtpSpent } from '@tawasul/contracts/errors';
import { FormError } from '../../../components/form-error.tsx';
import { applyServerValidation, zodValidator } from '../../../lib/forms/zod-form.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { isHttpError, retryAfterSecondsOf } from '../../../lib/http/http-error.ts';
import { useCompleteSignIn } from '../../../lib/session/use-complete-sign-in.ts';
import { useSendOtp } from '../api/use-send-otp.ts';
import { useVerifyOtp } from '../api/use-verify-otp.ts';
import { clearPendingOtp, pendingFrom, savePendingOtp, type PendingOtp } from '../pending-otp.ts';
import { useCountdown } from '../../../lib/time/use-countdown.ts';
import { useClock } from '../../../lib/time/clock-context.tsx';

const CodeForm = z.object({ code: OtpCode });

/** Step two: the 6-digit code, "Verify", and "Resend code" once the wait shown has passed. */
export function OtpCodeForm({ pending, onChangeNumber }: { pending: PendingOtp; onChangeNumber: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const completeSignIn = useCompleteSignIn();
  const verifyOtp = useVerifyOtp();
  const sendOtp = useSendOtp();
  const clock = useClock();
  const [current, setCurrent] = useState(pending);
  const [formError, setFormError] = useState<string | null>(null);
  // The code is used up (its attempts, or itself): Verify stays off until a new one is sent.
  const [spent, setSpent] = useState(false);
  const seconds = useCountdown(current.resendAt);
  const form = useForm({ initialValues: { code: '' }, validate: zodValidator(CodeForm) });

  const submit = form.onSubmit(async ({ code }) => {
    setFormError(null);
    try {
      const user = await verifyOtp.mutateAsync({
        otpSessionId: current.otpSessionId,
        code,
        ...(current.profile ? { profile: current.profile } : {}),
      });
      clearPendingOtp(current.purpose);
      await completeSignIn(user);
    } catch (error) {
      if (isHttpError(error) && isOtpSpent(error.code)) setSpent(true);
      if (!applyServerValidation(error, form.setErrors, ['code'])) setFormError(errorMessage(error));
    }
  });

  const resend = async () => {
    setFormError(null);
    try {
      const sent = await sendOtp.mutateAsync({ purpose: current.purpose, phone: current.destination });
      const next = pendingFrom(current.purpose, current.destination, sent, clock.now(), current.profile);
      savePendingOtp(next);
      setCurrent(next);
      setSpent(false);
      form.reset();
      notifications.show({ color: 'violet', message: t('auth.otp.resent') });
    } catch (error) {
      const wait = retryAfterSecondsOf(error);
      // The server knows the real wait (another tab may have sent a code); show its countdown.
      if (wait !== undefined) setCurrent((value) => ({ ...value, resendAt: clock.now() + wait * 1000 }));
      setFormError(errorMessage(error));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('auth.otp.sentTo', { destination: current.destination })}</Text>
        <FormError message={formError} />
        <TextInput
          label={t('common.fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          // The user arrives here only to type the code.
          autoFocus
          {...form.getInputProps('code')}
        />
        <Button type="submit" fullWidth loading={verifyOtp.isPending} disabled={spent}>
          {t('auth.otp.submit')}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onChangeNumber}>
            {t('auth.otp.changeNumber')}
          </Anchor>
          {seconds > 0 ? (
            <Text size="sm" c="dimmed" data-testid="otp-resend-countdown">
              {t('auth.otp.resendIn', { seconds })}
            </Text>
          ) : (
            <Button variant="subtle" size="compact-sm" onClick={() => void resend()} loading={sendOtp.isPending}>
              {t('auth.otp.resend')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
