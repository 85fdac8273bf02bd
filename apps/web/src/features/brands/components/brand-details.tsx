import { Badge, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { DetailItem, DetailList } from '../../../components/detail-list.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { BrandResponse } from '@tawasul/contracts/brands';
import { CodeBlock } from '../../../components/code-block.tsx';
import { OptimizedImage } from '../../../components/image/optimized-image.tsx';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { ConnectionBadge, OrderManagerBadge } from './brand-badges.tsx';
import { BrandLogo } from './brand-logo.tsx';

function Colour({ value }: { value: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={value} size={18} />
      <Text size="sm" ff="monospace" dir="ltr">
        {value}
      </Text>
    </Group>
  );
}

/** Everything about a brand, read-only (the `?view=ID` drawer). */
export function BrandDetails({ brand }: { brand: BrandResponse }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <BrandLogo logo={brand.logo} size={72} radius={8} eager />
        <Stack gap={0}>
          <Text fw={700} size="lg">
            <span dir="ltr">{brand.nameEn}</span>
          </Text>
          <Text c="dimmed">
            <span dir="rtl">{brand.nameAr}</span>
          </Text>
        </Stack>
      </Group>
      <DetailList labelWidth={170}>
        <DetailItem label={t('common.fields.email')} dir="ltr">
          {brand.email}
        </DetailItem>
        <DetailItem label={t('brands.form.orderManager')}>
          <OrderManagerBadge value={brand.orderManager} />
        </DetailItem>
        <DetailItem label={t('brands.columns.connection')}>
          <ConnectionBadge status={brand.connectionStatus} />
        </DetailItem>
        <DetailItem label={t('brands.form.apiKey')}>
          {brand.apiKeySet ? t('brands.form.apiKeyStoredBadge') : t('brands.form.apiKeyNotSetBadge')}
        </DetailItem>
        <DetailItem label={t('brands.form.primaryColor')}>
          <Colour value={brand.primaryColor} />
        </DetailItem>
        <DetailItem label={t('brands.form.secondaryColor')}>
          <Colour value={brand.secondaryColor} />
        </DetailItem>
        <DetailItem label={t('brands.form.chatButtonLabelEn')} dir="ltr">
          {brand.chatButtonLabelEn}
        </DetailItem>
        <DetailItem label={t('brands.form.chatButtonLabelAr')} dir="rtl">
          {brand.chatButtonLabelAr}
        </DetailItem>
        <DetailItem label={t('brands.form.allowedDomains')}>
          <Group gap={4}>
            {brand.allowedDomains.length === 0
              ? '—'
              : brand.allowedDomains.map((domain) => (
                  <Badge key={domain} variant="default" tt="none" dir="ltr">
                    {domain}
                  </Badge>
                ))}
          </Group>
        </DetailItem>
        <DetailItem label={t('brands.form.timeZone')} dir="ltr">
          {brand.timeZone}
        </DetailItem>
        <DetailItem label={t('brands.columns.agents')}>{brand.agentsCount}</DetailItem>
        <DetailItem label={t('brands.columns.createdAt')}>{formatDate(brand.createdAt)}</DetailItem>
        <DetailItem label={t('brands.view.updatedAt')}>{formatDate(brand.updatedAt)}</DetailItem>
      </DetailList>
      {brand.banners.length > 0 && (
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('brands.form.banners')}
          </Text>
          <Group gap="xs">
            {brand.banners.map((banner, index) => (
              <OptimizedImage
                key={banner.id}
                uploadId={banner.id}
                src={banner.url}
                alt={t('brands.view.banner', { number: index + 1 })}
                width={160}
                height={90}
                radius={6}
              />
            ))}
          </Group>
        </Stack>
      )}
      <CodeBlock
        label={t('brands.form.webViewCode')}
        description={t('brands.form.webViewCodeHint')}
        code={brand.webViewCode}
      />
    </Stack>
  );
}
