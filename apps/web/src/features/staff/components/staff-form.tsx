import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { StaffInput, type StaffResponse } from '@tawasul/contracts/staff';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { useBrandOptions } from '../../../lib/brands/use-brand-options.ts';
import { applyServerValidation, zodValidator } from '../../../lib/forms/zod-form.tsx';
import { revealFirstError } from '../../../lib/forms/reveal-first-error.ts';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import type { StaffKind } from '../api/staff-kind.ts';
import { useSaveStaff } from '../api/use-staff-mutations.ts';
import {
  STAFF_FIELDS,
  staffFormSchema,
  staffFormValues,
  toStaffInput,
  type StaffFormValues,
} from './staff-form-values.ts';
import { staffTexts } from './staff-texts.ts';

interface StaffFormProps {
  kind: StaffKind;
  member?: StaffResponse;
  /** Admins choose the brand; a brand manager's agents always belong to its own brand. */
  withBrand: boolean;
  onDone: () => void;
}

/** Create or update an agent or a brand manager (names EN/AR, e-mail, phone, brand, password, active). */
export function StaffForm({ kind, member, withBrand, onDone }: StaffFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const save = useSaveStaff(kind);
  const brands = useBrandOptions(withBrand);
  const [formError, setFormError] = useState<string | null>(null);
  const creating = !member;
  const options = { creating, withBrand };
  const form = useForm<StaffFormValues>({
    initialValues: staffFormValues(member),
    validate: zodValidator(staffFormSchema(options), (values: StaffFormValues) => toStaffInput(values, options)),
  });
  const texts = staffTexts(kind);

  const submit = form.onSubmit(
    async (values) => {
      setFormError(null);
      try {
        await save.mutateAsync({ id: member?.id ?? null, body: StaffInput.parse(toStaffInput(values, options)) });
        notifications.show({ color: 'green', message: creating ? t(`${texts}.created`) : t(`${texts}.updated`) });
        onDone();
      } catch (error) {
        if (applyServerValidation(error, form.setErrors, STAFF_FIELDS)) return;
        // A taken e-mail or phone belongs on its field.
        if (isHttpError(error) && error.code === 'USER_EXISTS_EMAIL') form.setFieldError('email', errorMessage(error));
        else if (isHttpError(error) && error.code === 'USER_EXISTS_PHONE')
          form.setFieldError('phone', errorMessage(error));
        else setFormError(errorMessage(error));
      }
    },
    (_errors, _values, event) => revealFirstError(event?.currentTarget),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput required label={t('staff.form.firstNameEn')} dir="ltr" {...form.getInputProps('firstNameEn')} />
          <TextInput required label={t('staff.form.lastNameEn')} dir="ltr" {...form.getInputProps('lastNameEn')} />
          <TextInput required label={t('staff.form.firstNameAr')} dir="rtl" {...form.getInputProps('firstNameAr')} />
          <TextInput required label={t('staff.form.lastNameAr')} dir="rtl" {...form.getInputProps('lastNameAr')} />
        </SimpleGrid>
        <TextInput required type="email" label={t('common.fields.email')} dir="ltr" {...form.getInputProps('email')} />
        <TextInput
          type="tel"
          label={t('staff.columns.mobile')}
          description={t('common.optional')}
          dir="ltr"
          {...form.getInputProps('phone')}
        />
        {withBrand && (
          <Select
            required
            searchable
            label={t('staff.columns.brand')}
            data={brands.data}
            nothingFoundMessage={t('common.table.noOptions')}
            {...form.getInputProps('brandId')}
          />
        )}
        <PasswordField
          required={creating}
          label={creating ? t('common.fields.password') : t('common.fields.newPassword')}
          description={creating ? undefined : t('staff.form.passwordKeep')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <Switch
          label={t('staff.columns.active')}
          description={t(`${texts}.activeHint`)}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormActions saving={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
