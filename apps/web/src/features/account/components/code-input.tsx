import { Group, PinInput, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ValidationText } from '../../../lib/forms/validation-text.tsx';

interface CodeInputProps {
  value: string;
  onChange: (code: string) => void;
  /** The code was submitted and is not six digits. */
  invalid: boolean;
}

/** The six digits of a code sent by e-mail or SMS, and why they were refused. */
export function CodeInput({ value, onChange, invalid }: CodeInputProps) {
  const { t } = useTranslation();
  return (
    <>
      {/* Digits read left to right in Arabic too. */}
      <Group dir="ltr" justify="flex-start">
        <PinInput
          length={6}
          type="number"
          oneTimeCode
          autoFocus
          value={value}
          onChange={onChange}
          error={invalid}
          ariaLabel={t('common.fields.code')}
        />
      </Group>
      {invalid && (
        <Text size="sm" c="red">
          <ValidationText messageKey="validation.codeFormat" />
        </Text>
      )}
    </>
  );
}
