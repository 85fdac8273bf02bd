import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { SessionUser } from '@tawasul/contracts/auth';
import { ChangeContactSendBody } from '@tawasul/contracts/users';
import { FormError } from '../../../components/form-error.tsx';
import { applyServerValidation, zodValidator } from '../../../lib/forms/zod-form.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useSendContactCode } from '../api/use-change-contact.ts';
import { contactBody, pendingContact, type ContactChannel, type PendingContact } from './contact-change.ts';
import { useClock } from '../../../lib/time/clock-context.tsx';

type Values = { channel: ContactChannel; destination: string };

const toBody = ({ channel, destination }: Values) => contactBody(channel, destination);

/** Step 1: which address changes and to what; the server refuses the current one or one another account holds. */
export function ContactAddressStep({
  user,
  initialChannel,
  onSent,
}: {
  user: SessionUser;
  initialChannel: ContactChannel;
  onSent: (pending: PendingContact) => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const send = useSendContactCode();
  const clock = useClock();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { channel: initialChannel, destination: '' },
    // The contract reports a missing address on `phone`; this form has one field for either.
    validate: (values) => {
      const errors = zodValidator<Values>(ChangeContactSendBody, toBody)(values);
      const first = errors.email ?? errors.phone;
      return first ? { destination: first } : {};
    },
  });
  const channel = form.values.channel;
  const current = channel === 'email' ? user.email : user.phone;

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const body = ChangeContactSendBody.parse(toBody(values));
      const destination = body.email ?? body.phone ?? values.destination;
      onSent(pendingContact(values.channel, destination, await send.mutateAsync(body), clock.now()));
    } catch (error) {
      const onField = applyServerValidation(
        error,
        (errors) => form.setFieldError('destination', Object.values(errors)[0]),
        ['email', 'phone'],
      );
      if (!onField) setFormError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={440}>
        <FormError message={formError} />
        <SegmentedControl
          aria-label={t('account.otp.whichAddress')}
          data={[
            { value: 'email', label: t('common.fields.email') },
            { value: 'phone', label: t('common.fields.phone') },
          ]}
          {...form.getInputProps('channel')}
          onChange={(value) => {
            form.setValues({ channel: value as ContactChannel, destination: '' });
            setFormError(null);
          }}
        />
        <Text size="sm" c="dimmed">
          {current ? t('account.otp.current', { value: current }) : t('account.otp.noCurrent')}
        </Text>
        <TextInput
          required
          type={channel === 'email' ? 'email' : 'tel'}
          label={channel === 'email' ? t('account.otp.newEmail') : t('account.otp.newPhone')}
          placeholder={channel === 'email' ? 'name@example.com' : '+9665XXXXXXXX'}
          dir="ltr"
          autoComplete={channel === 'email' ? 'email' : 'tel'}
          {...form.getInputProps('destination')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {t('account.otp.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
