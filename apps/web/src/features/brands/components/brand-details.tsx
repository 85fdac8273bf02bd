import { Badge, ColorSwatch, DataList, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandResponse } from '@tawasul/contracts/brands';
import { CodeBlock } from '../../../components/code-block.tsx';
import { OptimizedImage } from '../../../components/image/optimized-image.tsx';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { ConnectionBadge, OrderManagerBadge } from './brand-badges.tsx';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

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
        {brand.logo && (
          <OptimizedImage
            src={brand.logo.url}
            uploadId={brand.logo.id}
            alt=""
            width={72}
            height={72}
            radius={8}
            fit="contain"
            eager
          />
        )}
        <Stack gap={0}>
          <Text fw={700} size="lg">
            <span dir="ltr">{brand.nameEn}</span>
          </Text>
          <Text c="dimmed">
            <span dir="rtl">{brand.nameAr}</span>
          </Text>
        </Stack>
      </Group>
      <DataList labelWidth={170} withDivider>
        <Item label={t('common.fields.email')}>
          <span dir="ltr">{brand.email}</span>
        </Item>
        <Item label={t('brands.form.orderManager')}>
          <OrderManagerBadge value={brand.orderManager} />
        </Item>
        <Item label={t('brands.columns.connection')}>
          <ConnectionBadge status={brand.connectionStatus} />
        </Item>
        <Item label={t('brands.form.apiKey')}>
          {brand.apiKeySet ? t('brands.form.apiKeyStoredBadge') : t('brands.form.apiKeyNotSetBadge')}
        </Item>
        <Item label={t('brands.form.primaryColor')}>
          <Colour value={brand.primaryColor} />
        </Item>
        <Item label={t('brands.form.secondaryColor')}>
          <Colour value={brand.secondaryColor} />
        </Item>
        <Item label={t('brands.form.chatButtonLabelEn')}>
          <span dir="ltr">{brand.chatButtonLabelEn}</span>
        </Item>
        <Item label={t('brands.form.chatButtonLabelAr')}>
          <span dir="rtl">{brand.chatButtonLabelAr}</span>
        </Item>
        <Item label={t('brands.form.allowedDomains')}>
          <Group gap={4}>
            {brand.allowedDomains.length === 0
              ? '—'
              : brand.allowedDomains.map((domain) => (
                  <Badge key={domain} variant="default" tt="none" dir="ltr">
                    {domain}
                  </Badge>
                ))}
          </Group>
        </Item>
        <Item label={t('brands.form.timeZone')}>
          <span dir="ltr">{brand.timeZone}</span>
        </Item>
        <Item label={t('brands.columns.agents')}>{brand.agentsCount}</Item>
        <Item label={t('brands.columns.createdAt')}>{formatDate(brand.createdAt)}</Item>
        <Item label={t('brands.view.updatedAt')}>{formatDate(brand.updatedAt)}</Item>
      </DataList>
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
