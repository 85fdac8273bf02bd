import { CloseButton, Group, Select, TextInput, type ComboboxItem } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';

const SEARCH_DEBOUNCE_MS = 350;

/** The search box of a list: typing waits a moment before the list asks the server again. */
export function SearchInput({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const debounced = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
  const change = (next: string) => {
    setText(next);
    debounced(next);
  };
  return (
    <TextInput
      type="search"
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      placeholder={t('common.table.search')}
      aria-label={t('common.table.search')}
      leftSection={<IconSearch size={16} />}
      rightSection={
        text ? <CloseButton size="sm" aria-label={t('common.table.clearSearch')} onClick={() => change('')} /> : null
      }
      miw={220}
      style={{ flex: 1, maxWidth: 360 }}
    />
  );
}

interface FilterSelectProps {
  /** Names the filter for screen readers. */
  label: string;
  /** Shown while no option is chosen ("All brands"). */
  placeholder: string;
  value: string | undefined;
  data: ComboboxItem[];
  onChange: (value: string | undefined) => void;
  searchable?: boolean;
}

/** A list filter: "All" or one of its options. */
export function FilterSelect({ label, placeholder, value, data, onChange, searchable }: FilterSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={label}
      placeholder={placeholder}
      value={value ?? null}
      data={data}
      onChange={(next) => onChange(next ?? undefined)}
      clearable
      searchable={searchable}
      nothingFoundMessage={t('common.table.noOptions')}
      comboboxProps={{ withinPortal: true }}
      // Wide enough for the longest "all" choice in Arabic ("المحظورون وغير المحظورين").
      w={210}
    />
  );
}

interface ActiveFilterProps {
  label: string;
  placeholder: string;
  value: boolean | undefined;
  onChange: (active: string | undefined) => void;
  /** What the two choices say where "Active" and "Inactive" are not the words (the site's FAQ: shown, hidden). */
  choices?: { active: string; inactive: string };
}

/** A list's filter by whether a record is active: all of them, the active ones or the inactive ones (`?active=`). */
export function ActiveFilter({ label, placeholder, value, onChange, choices }: ActiveFilterProps) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={label}
      placeholder={placeholder}
      value={value === undefined ? undefined : String(value)}
      data={[
        { value: 'true', label: choices?.active ?? t('common.status.active') },
        { value: 'false', label: choices?.inactive ?? t('common.status.inactive') },
      ]}
      onChange={onChange}
    />
  );
}

/** Search on one side, filters beside it; wraps on narrow screens. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {children}
    </Group>
  );
}
