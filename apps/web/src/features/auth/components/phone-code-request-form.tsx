import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { z } from 'zod';
import type { OtpPurpose } from '@tawasul/contracts/auth';
import { Phone } from '@tawasul/contracts/validation';
import { FormError } from '../../../components/form-error.tsx';
import { applyServerValidation, zodValidator } from '../../../lib/forms/zod-form.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useSendOtp } from '../api/use-send-otp.ts';
import { pendingFrom, savePendingOtp, type PendingOtp } from '../pending-otp.ts';
import { useClock } from '../../../lib/time/clock-context.tsx';

const PhoneForm = z.object({ phone: Phone });

/** Step one of a phone sign-in: the number, then "Send code". */
export function PhoneCodeRequestForm({
  purpose,
  onSent,
}: {
  purpose: OtpPurpose;
  onSent: (pending: PendingOtp) => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const sendOtp = useSendOtp();
  const clock = useClock();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ initialValues: { phone: '' }, validate: zodValidator(PhoneForm) });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const { phone } = PhoneForm.parse(values);
    try {
      const sent = await sendOtp.mutateAsync({ purpose, phone });
      const pending = pendingFrom(purpose, phone, sent, clock.now());
      savePendingOtp(pending);
      onSent(pending);
    } catch (error) {
      if (!applyServerValidation(error, form.setErrors, ['phone'])) setFormError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={formError} />
        <TextInput
          label={t('common.fields.phone')}
          placeholder={t('auth.phone.placeholder')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          {...form.getInputProps('phone')}
        />
        <Button type="submit" fullWidth loading={sendOtp.isPending}>
          {t('auth.phone.submit')}
        </Button>
      </Stack>
    </form>
  );
}
