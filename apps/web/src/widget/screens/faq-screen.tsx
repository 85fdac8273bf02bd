import { Accordion, Button, Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconMessageCircle, IconSearch } from '../../components/icons/outline-icons.tsx';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useWidgetText } from '../app/widget-i18n.ts';
import type { PublicFaqResponse } from '@tawasul/contracts/faqs';
import { widgetKeys } from '../api/widget-keys.ts';
import { useWidget } from '../app/widget-context.tsx';
import { useErrorText } from '../components/use-error-text.ts';
import { WidgetHeader } from '../components/widget-header.tsx';
import classes from '../components/widget.module.css';

/** Case, Arabic diacritics and tatweel, and the forms of alef, ta marbuta and alef maqsura do not matter in a search. */
export function searchable(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي');
}

/** The brand's FAQ in the widget's language, searched as the shopper types (questions and answers). */
export function FaqScreen() {
  const { t } = useWidgetText();
  const { api, widgetId, language, navigate } = useWidget();
  const errorText = useErrorText();
  const [query, setQuery] = useState('');
  const faqs = useQuery({
    queryKey: widgetKeys.faqs(language),
    queryFn: ({ signal }) =>
      api.get<PublicFaqResponse>(`/api/public/brands/${widgetId}/faqs`, { query: { lang: language }, signal }),
  });
  const items = useMemo(() => {
    const words = searchable(query).split(/\s+/).filter(Boolean);
    const all = faqs.data?.items ?? [];
    if (words.length === 0) return all;
    return all.filter((item) => {
      const text = searchable(`${item.question} ${item.answer}`);
      return words.every((word) => text.includes(word));
    });
  }, [faqs.data, query]);

  return (
    <>
      <WidgetHeader title={t('widget.faq.title')} onBack={() => navigate({ name: 'home' })} />
      <div className={classes.content}>
        <Stack gap="md" p="md">
          <TextInput
            type="search"
            label={t('widget.faq.search')}
            placeholder={t('widget.faq.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          {faqs.isPending ? (
            <Center py="xl">
              <Loader size="sm" role="status" aria-label={t('widget.loading')} />
            </Center>
          ) : faqs.isError ? (
            <Stack align="center" gap="xs">
              <Text size="sm" role="alert">
                {errorText(faqs.error)}
              </Text>
              <Button variant="light" onClick={() => void faqs.refetch()}>
                {t('widget.actions.retry')}
              </Button>
            </Stack>
          ) : items.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="md" role="status">
              {query.trim() ? t('widget.faq.noMatch', { query: query.trim() }) : t('widget.faq.empty')}
            </Text>
          ) : (
            <Accordion variant="separated" radius="md" data-testid="faq-list">
              {items.map((item) => (
                <Accordion.Item key={item.id} value={item.id}>
                  <Accordion.Control>
                    <Text size="sm" fw={600} dir="auto">
                      {item.question}
                    </Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                      {item.answer}
                    </Text>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
          <Stack gap={6} align="center">
            <Text size="sm" c="dimmed">
              {t('widget.faq.stillNeedHelp')}
            </Text>
            <Button
              variant="light"
              leftSection={<IconMessageCircle size={18} />}
              onClick={() => navigate({ name: 'home' })}
            >
              {t('widget.home.startChat')}
            </Button>
          </Stack>
        </Stack>
      </div>
    </>
  );
}
