import { Alert, Paper, Select, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { DetailSkeleton } from '../../../components/detail-skeleton.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useBrandOptions } from '../../../lib/brands/use-brand-options.ts';
import { useContactFormSettings } from '../api/use-contact-form-settings.ts';
import { ContactFormSettingsForm } from './contact-form-settings-form.tsx';

/**
 * The Settings tab: an admin picks the brand (`?brandId=`, the first brand until then); a manager edits its own.
 */
export function ContactFormSettingsPanel({
  isAdmin,
  brandId: chosen,
  onPickBrand,
}: {
  isAdmin: boolean;
  /** The admin's choice, or the manager's own brand. */
  brandId: string | null;
  onPickBrand: (brandId: string) => void;
}) {
  const { t } = useTranslation();
  const brands = useBrandOptions(isAdmin);
  const brandId = isAdmin ? (chosen ?? brands.data[0]?.value ?? null) : chosen;
  const settings = useContactFormSettings(brandId);
  const noBrand = isAdmin ? brands.isSuccess && brands.data.length === 0 : !brandId;

  if (noBrand)
    return (
      <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
        {isAdmin ? t('contactForms.settings.noBrands') : t('contactForms.settings.noBrand')}
      </Alert>
    );

  return (
    <Stack>
      {isAdmin && (
        <Select
          label={t('contactForms.settings.brand')}
          value={brandId}
          data={brands.data}
          onChange={(next) => next && onPickBrand(next)}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('common.table.noOptions')}
          maw={360}
        />
      )}
      {settings.data && settings.data.updatedAt === null && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} data-testid="default-texts">
          {t('contactForms.settings.defaults')}
        </Alert>
      )}
      <Paper withBorder radius="md" p="lg">
        {settings.error ? (
          <ErrorAlert error={settings.error} onRetry={() => void settings.refetch()} />
        ) : settings.data ? (
          <ContactFormSettingsForm key={settings.data.brandId} settings={settings.data} />
        ) : (
          <DetailSkeleton lines={6} />
        )}
      </Paper>
    </Stack>
  );
}
