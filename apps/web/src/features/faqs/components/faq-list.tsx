import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import type { CmsFaqResponse } from '@tawasul/contracts/faqs';
import type { Page } from '@tawasul/contracts/lists';
import { ActiveFilter, SearchInput } from '../../../components/data-table/list-toolbar.tsx';
import { ServerTable, type ServerListQuery } from '../../../components/data-table/server-table.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ListParamValue } from '../../../lib/lists/use-list-query.ts';
import type { FaqScope } from './faq-scope.ts';

/** What both FAQ lists ask of their query: a search and the active filter. */
interface FaqListQuery extends ServerListQuery {
  search?: string;
  active?: boolean;
}

type Update = (patch: Record<string, ListParamValue>) => void;

/** An FAQ list's search and its filter by shown (active) or not; the screen puts them in its toolbar. */
export function FaqFilters<Faq extends CmsFaqResponse>({
  scope: { texts },
  query,
  update,
}: {
  scope: FaqScope<Faq>;
  query: FaqListQuery;
  update: Update;
}) {
  const { t } = useTranslation();
  const choices = texts.activeChoices;
  return (
    <>
      <SearchInput value={query.search ?? ''} onSearch={(search) => update({ search })} />
      <ActiveFilter
        label={t(texts.activeFilter)}
        placeholder={t(texts.anyActive)}
        value={query.active}
        onChange={(active) => update({ active })}
        choices={choices && { active: t(choices.active), inactive: t(choices.inactive) }}
      />
    </>
  );
}

/** An FAQ list as a table; empty, it says whether the filters or the scope has nothing. A row opens the FAQ. */
export function FaqTable<Faq extends CmsFaqResponse>({
  scope: { texts },
  columns,
  list,
  query,
  update,
  onView,
}: {
  scope: FaqScope<Faq>;
  columns: DataTableColumn<Faq>[];
  list: Pick<UseQueryResult<Page<Faq>>, 'data' | 'isFetching' | 'error' | 'refetch'>;
  query: FaqListQuery;
  update: Update;
  onView: (faq: Faq) => void;
}) {
  const { t } = useTranslation();
  const filtered = Boolean(query.search || query.active !== undefined);
  return (
    <ServerTable
      columns={columns}
      list={list}
      query={query}
      onQueryChange={update}
      emptyTitle={filtered ? t(texts.emptyFiltered) : t(texts.empty)}
      emptyDescription={filtered ? t('common.table.emptyFiltered') : t(texts.emptyHint)}
      onRowClick={onView}
    />
  );
}
