import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

/** A brand manager account without a brand (data from before brands existed): nothing to edit. */
export function NoBrandAlert() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
      {t('brands.profile.noBrand')}
    </Alert>
  );
}
