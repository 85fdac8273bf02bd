import { EmptyState, Stack } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import type { Page } from '@tawasul/contracts/lists';
import type { ListParamValue } from '../../lib/lists/use-list-query.ts';
import { ErrorAlert } from '../error-alert.tsx';
import classes from './data-table.module.css';
import { TableSkeleton } from './table-skeleton.tsx';

export interface ServerListQuery {
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
}

interface ServerTableProps<T> {
  /** A column sorts by its `sortKey`, else by its accessor — the list query's own sort field names. */
  columns: DataTableColumn<T>[];
  /** The list's query result, as TanStack Query returns it. */
  list: Pick<UseQueryResult<Page<T>>, 'data' | 'isFetching' | 'error' | 'refetch'>;
  query: ServerListQuery;
  onQueryChange: (patch: Record<string, ListParamValue>) => void;
  emptyTitle: string;
  emptyDescription?: ReactNode;
  onRowClick?: (record: T) => void;
}

const PAGE_SIZES = [10, 20, 50, 100];

/**
 * A server-side list (mantine-datatable): pages, page size and sorting by column headers go to the list query;
 * a skeleton on the first load, an empty state, and a failure in the reader's language with a retry.
 */
export function ServerTable<T extends { id: string }>({
  columns,
  list,
  query,
  onQueryChange,
  emptyTitle,
  emptyDescription,
  onRowClick,
}: ServerTableProps<T>) {
  const { t } = useTranslation();
  const sortColumn = columns.find((column) => (column.sortKey ?? column.accessor) === query.sort);
  const sortStatus: DataTableSortStatus<T> = {
    columnAccessor: sortColumn?.accessor ?? query.sort,
    sortKey: query.sort,
    direction: query.order,
  };
  const { isFetching: fetching, error } = list;
  // The records are drawn in a transition, in slices that give way to the browser: a page of rows arriving does not
  // block taps and paints for the whole render (issue 22: about two seconds on a slow phone for Chat Management). Until
  // it is drawn the table shows what it showed before (the skeleton, or the last page while fetching).
  const data = useDeferredValue(list.data);
  const root = useRef<HTMLDivElement>(null);
  // mantine-datatable names its sort icons in English whatever the language ("Not sorted", "Sorted descending"):
  // they are named in the reader's language after each render (issue 22, defect 9). React leaves an attribute it
  // did not change alone, so the names hold until the sort changes and this runs again.
  useLayoutEffect(() => {
    const icons = root.current?.querySelectorAll<HTMLElement>('th [role="img"][aria-label]') ?? [];
    for (const icon of icons) {
      const label = icon.classList.contains('mantine-datatable-header-cell-sortable-unsorted-icon')
        ? t('common.table.notSorted')
        : icon.classList.contains('mantine-datatable-header-cell-sortable-icon-reversed')
          ? t('common.table.sortedDescending')
          : t('common.table.sortedAscending');
      icon.setAttribute('aria-label', label);
    }
  });
  const failure = error ? <ErrorAlert error={error} onRetry={() => void list.refetch()} /> : null;

  if (!data) return failure ?? <TableSkeleton columns={Math.min(columns.length, 6)} />;

  return (
    <Stack gap="sm" ref={root}>
      {failure}
      <DataTable<T>
        withTableBorder
        borderRadius="md"
        highlightOnHover
        verticalAlign="center"
        classNames={{ root: classes.root, header: classes.header }}
        columns={columns}
        records={data.items}
        idAccessor="id"
        fetching={fetching || data !== list.data}
        loaderType="dots"
        loadingText={t('common.loading')}
        minHeight={data.items.length === 0 ? 260 : undefined}
        emptyState={
          <EmptyState
            icon={<IconListSearch size={28} />}
            withIndicatorBackground
            title={emptyTitle}
            description={emptyDescription}
            data-testid="list-empty"
          />
        }
        totalRecords={data.total}
        recordsPerPage={query.pageSize}
        page={query.page}
        onPageChange={(page) => onQueryChange({ page })}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={(pageSize) => onQueryChange({ pageSize })}
        recordsPerPageLabel={t('common.table.perPage')}
        paginationText={({ from, to, totalRecords }) => t('common.table.range', { from, to, total: totalRecords })}
        getPaginationControlProps={(control) => ({ 'aria-label': t(`common.table.${control}Page`) })}
        sortStatus={sortStatus}
        onSortStatusChange={(status) => {
          const sort = status.sortKey ?? String(status.columnAccessor);
          // Another column starts ascending; the same column flips.
          onQueryChange({ sort, order: sort === query.sort ? status.direction : 'asc' });
        }}
        {...(onRowClick ? { onRowClick: ({ record }: { record: T }) => onRowClick(record) } : {})}
      />
    </Stack>
  );
}
