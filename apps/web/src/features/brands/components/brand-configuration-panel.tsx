import { Paper, Stack } from '@mantine/core';
import type { BrandResponse } from '@tawasul/contracts/brands';
import { DetailSkeleton } from '../../../components/detail-skeleton.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useBrandConfiguration } from '../api/use-brand-configuration.ts';
import { BrandConfigurationForm } from './brand-configuration-form.tsx';
import { StoreConnectionCard } from './store-connection-card.tsx';

/** A brand's configuration: the store connection entry point, then the form once the configuration has loaded. */
export function BrandConfigurationPanel({
  brandId,
  brand,
  onSaved,
  framed = false,
}: {
  brandId: string;
  brand: BrandResponse | undefined;
  onSaved?: () => void;
  /** On a page the form sits on a card; in a drawer it does not. */
  framed?: boolean;
}) {
  const configuration = useBrandConfiguration(brandId);
  const form = configuration.data ? (
    <BrandConfigurationForm
      key={brandId}
      brandId={brandId}
      configuration={configuration.data}
      {...(onSaved ? { onSaved } : {})}
    />
  ) : (
    <DetailSkeleton />
  );
  return (
    <Stack gap="lg">
      {brand && <StoreConnectionCard brand={brand} />}
      {configuration.error ? (
        <ErrorAlert error={configuration.error} onRetry={() => void configuration.refetch()} />
      ) : framed ? (
        <Paper withBorder radius="md" p="lg">
          {form}
        </Paper>
      ) : (
        form
      )}
    </Stack>
  );
}
