import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { OrderCard } from '../../../components/orders/order-card.tsx';
import { TrackOrderResult } from '../../../components/orders/track-order-result.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { orderContact, orderReferenceProblem } from '../../../lib/orders/order-reference.ts';
import { useOrderBrands, useTrackOrder } from '../api/use-track-order.ts';

/**
 * "Track an order" in the customer area: a brand the customer chatted with, the order number and, when the order was
 * placed with another phone or e-mail than the account's verified ones, that phone or e-mail.
 */
export function TrackOrderSection() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const errorMessage = useErrorMessage();
  const brands = useOrderBrands();
  const track = useTrackOrder();
  const [widgetId, setWidgetId] = useState<string | null>(null);
  const [reference, setReference] = useState('');
  const [contact, setContact] = useState('');
  const [problems, setProblems] = useState<{ brand?: string; reference?: string; contact?: string }>({});

  const options = (brands.data ?? []).map((brand) => ({
    value: brand.widgetId,
    label: localized(brand.nameEn, brand.nameAr),
  }));
  // Nothing to track with until a brand the customer chatted with has its store connected.
  if (!brands.isSuccess || options.length === 0) return null;
  const chosen = widgetId ?? options[0]?.value ?? null;

  const submit = () => {
    const referenceProblem = orderReferenceProblem(reference);
    const given = orderContact(contact);
    const found = {
      ...(chosen ? {} : { brand: t('validation.required') }),
      ...(referenceProblem === 'required' ? { reference: t('validation.required') } : {}),
      ...(referenceProblem === 'invalid' ? { reference: t('validation.orderReference') } : {}),
      ...(given.problem ? { contact: t('customerArea.track.invalidContact') } : {}),
    };
    setProblems(found);
    if (Object.keys(found).length > 0 || !chosen) return;
    track.mutate({ widgetId: chosen, reference: reference.trim(), ...given.contact });
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="track-order-title"
      data-testid="track-order"
    >
      <Stack gap="sm">
        <Title order={2} size="h5" id="track-order-title">
          {t('customerArea.track.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('customerArea.track.intro')}
        </Text>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="xs">
            <Group grow align="flex-start">
              <Select
                label={t('customerArea.track.brand')}
                data={options}
                value={chosen}
                onChange={setWidgetId}
                allowDeselect={false}
                error={problems.brand}
                required
              />
              <TextInput
                label={t('customerArea.track.reference')}
                value={reference}
                onChange={(event) => setReference(event.currentTarget.value)}
                error={problems.reference}
                maxLength={40}
                dir="ltr"
                autoComplete="off"
                required
              />
            </Group>
            <TextInput
              label={t('customerArea.track.contact')}
              description={t('customerArea.track.contactHint')}
              value={contact}
              onChange={(event) => setContact(event.currentTarget.value)}
              error={problems.contact}
              maxLength={254}
              dir="ltr"
              autoComplete="tel"
            />
            <Group justify="flex-end">
              <Button type="submit" loading={track.isPending} leftSection={<IconSearch size={16} />}>
                {t('customerArea.track.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
        <TrackOrderResult
          track={track}
          card={(order) => <OrderCard order={order} />}
          reason={track.isError ? errorMessage(track.error) : ''}
          notFoundHint={t('customerArea.track.notFoundHint')}
        />
      </Stack>
    </Paper>
  );
}
