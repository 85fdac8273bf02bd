import { Alert, Center, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFile, IconMessageChatbot, IconMovie, IconPhoto, IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation.tsx';
import type { CannedCaseResponse } from '@tawasul/contracts/canned-responses';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import { OptimizedImage } from '../../../../components/image/optimized-image.tsx';
import { useErrorMessage } from '../../../../lib/forms/use-error-message.ts';
import { useLocalized } from '../../../../lib/i18n/use-localized.ts';
import { useCaseCategories, useCaseSearch } from '../../api/use-case-search.ts';
import { cannedCaseText } from '../../api/use-send-message.ts';
import { CannedCasePreview } from './canned-case-preview.tsx';
import classes from './composer.module.css';

interface CannedPickerProps {
  opened: boolean;
  onClose: () => void;
  /** The chat's language: titles and texts are shown as the shopper will receive them. */
  language: ProductLanguage;
  suggestedCategoryIds: readonly string[];
  onPick: (found: CannedCaseResponse) => void;
}

const SEARCH_DEBOUNCE_MS = 250;
const THUMB = 40;

function MediaCounts({ found }: { found: CannedCaseResponse }) {
  const { t } = useTranslation();
  const images = t('agentConsole.canned.images', { count: found.images.length });
  const documents = t('agentConsole.canned.documents', { count: found.documents.length });
  return (
    <Group gap={10} wrap="nowrap" className={classes.counts}>
      <Group gap={2} wrap="nowrap" title={images} aria-label={images} role="img">
        <IconPhoto size={14} aria-hidden />
        <Text size="xs" aria-hidden>
          {found.images.length}
        </Text>
      </Group>
      <Group gap={2} wrap="nowrap" title={documents} aria-label={documents} role="img">
        <IconFile size={14} aria-hidden />
        <Text size="xs" aria-hidden>
          {found.documents.length}
        </Text>
      </Group>
      {found.video && <IconMovie size={14} aria-label={t('agentConsole.canned.video')} role="img" />}
    </Group>
  );
}

function CaseOption({
  found,
  id,
  language,
  active,
  onSelect,
  onChoose,
}: {
  found: CannedCaseResponse;
  id: string;
  language: ProductLanguage;
  active: boolean;
  onSelect: () => void;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const thumbnail = found.images[0];
  const title = cannedCaseText(found, language).title || t('agentConsole.canned.untitled');
  return (
    // An option of a combobox: the search field keeps the focus (arrows, Enter) and points at the active one.
    <div
      id={id}
      role="option"
      aria-selected={active}
      className={classes.option}
      data-active={active || undefined}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onSelect}
      onDoubleClick={onChoose}
    >
      <div className={classes.thumb}>
        {thumbnail ? (
          <OptimizedImage uploadId={thumbnail.id} alt="" width={THUMB} height={THUMB} radius={6} />
        ) : (
          <IconMessageChatbot size={20} aria-hidden />
        )}
      </div>
      <Stack gap={2} miw={0} flex={1}>
        <Text size="sm" fw={500} truncate dir="auto" lang={language}>
          {title}
        </Text>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text size="xs" c="dimmed" truncate>
            {found.categories.map((category) => localized(category.nameEn, category.nameAr)).join(' · ')}
          </Text>
          <MediaCounts found={found} />
        </Group>
      </Stack>
    </div>
  );
}

function PickerBody({ onClose, language, suggestedCategoryIds, onPick }: Omit<CannedPickerProps, 'opened'>) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const errorMessage = useErrorMessage();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const categories = useCaseCategories();
  const results = useCaseSearch({ q, categoryId, suggestedCategoryIds });

  const options = [...results.suggested, ...results.others];
  const active = options.find((found) => found.id === activeId) ?? options[0] ?? null;
  const optionId = (found: CannedCaseResponse) => `${baseId}-case-${found.id}`;
  const activeOptionId = active ? optionId(active) : undefined;

  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView({ block: 'nearest' });
  }, [activeOptionId]);

  const move = (step: number) => {
    if (options.length === 0) return;
    const index = active ? options.indexOf(active) : -1;
    const next = options[(index + step + options.length) % options.length];
    if (next) setActiveId(next.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) onPick(active);
    }
  };

  const renderGroup = (heading: string | null, items: CannedCaseResponse[]) => {
    if (items.length === 0) return null;
    const headingId = `${baseId}-${items === results.suggested ? 'suggested' : 'results'}`;
    return (
      <div role={heading ? 'group' : undefined} aria-labelledby={heading ? headingId : undefined}>
        {heading && (
          <Text id={headingId} role="presentation" size="xs" fw={700} c="dimmed" tt="uppercase" px="xs" pt="xs" pb={4}>
            {heading}
          </Text>
        )}
        {items.map((found) => (
          <CaseOption
            key={found.id}
            id={optionId(found)}
            found={found}
            language={language}
            active={found.id === active?.id}
            onSelect={() => setActiveId(found.id)}
            onChoose={() => onPick(found)}
          />
        ))}
      </div>
    );
  };

  const hasSuggestions = results.suggested.length > 0;
  let list;
  if (results.error && options.length === 0) {
    list = (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(results.error)}
      </Alert>
    );
  } else if (results.isPending && options.length === 0) {
    list = (
      <Center mih={120}>
        <Loader size="sm" />
      </Center>
    );
  } else if (options.length === 0) {
    list = (
      <Center mih={120} px="md">
        <Text size="sm" c="dimmed" ta="center" data-testid="canned-empty">
          {t('agentConsole.canned.empty')}
        </Text>
      </Center>
    );
  } else {
    list = (
      <div id={listId} role="listbox" aria-label={t('agentConsole.canned.title')} data-testid="canned-results">
        {renderGroup(hasSuggestions ? t('agentConsole.canned.suggested') : null, results.suggested)}
        {renderGroup(hasSuggestions ? t('agentConsole.canned.results') : null, results.others)}
      </div>
    );
  }

  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          data-autofocus
          flex={1}
          miw={220}
          label={t('agentConsole.canned.search')}
          placeholder={t('agentConsole.canned.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOptionId}
          autoComplete="off"
        />
        <Select
          w={200}
          label={t('agentConsole.canned.category')}
          placeholder={t('agentConsole.canned.allCategories')}
          data={(categories.data ?? []).map((category) => ({
            value: category.id,
            label: localized(category.nameEn, category.nameAr),
          }))}
          value={categoryId}
          onChange={setCategoryId}
          clearable
          searchable
          nothingFoundMessage={t('agentConsole.canned.empty')}
        />
      </Group>
      <div className={classes.pickerBody}>
        <div className={classes.results}>{list}</div>
        <CannedCasePreview found={active} language={language} onSend={onPick} onCancel={onClose} />
      </div>
      <Text size="xs" c="dimmed">
        {t('agentConsole.canned.keyboard')}
      </Text>
    </Stack>
  );
}

/**
 * The canned responses: search the brand's active cases by text (either language) and category, the suggested
 * categories' cases first; arrows move, Enter sends the highlighted case, Escape closes. A click shows a case in the
 * preview, where Send sends it.
 */
export function CannedPicker({ opened, onClose, ...rest }: CannedPickerProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('agentConsole.canned.title')} size={860} centered>
      <PickerBody onClose={onClose} {...rest} />
    </Modal>
  );
}
