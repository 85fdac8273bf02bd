import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';

/** A form's last line: Cancel (when the form can be left without saving), then Save, which submits it. */
export function FormActions({ saving, onCancel }: { saving: boolean; onCancel?: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {t('common.actions.cancel')}
        </Button>
      )}
      <Button type="submit" loading={saving}>
        {t('common.actions.save')}
      </Button>
    </Group>
  );
}
