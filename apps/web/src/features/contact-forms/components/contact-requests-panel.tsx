import { Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useSearchParams } from 'react-router';
import { ContactRequestListQuery, type ContactRequestResponse } from '@tawasul/contracts/contact-forms';
import { FilterSelect, ListToolbar, SearchInput } from '../../../components/data-table/list-toolbar.tsx';
import { ServerTable } from '../../../components/data-table/server-table.tsx';
import { useBrandOptions } from '../../../lib/brands/use-brand-options.ts';
import { useListQuery } from '../../../lib/lists/use-list-query.ts';
import { useContactRequests } from '../api/use-contact-requests.ts';
import { isPeriod, periodStart, PERIODS } from './received-period.ts';
import { useClock } from '../../../lib/time/clock-context.tsx';
import { useRequestColumns } from './request-columns.tsx';

/**
 * The requests shoppers sent: searchable (name, e-mail, phone, message), filtered by brand (admins), handled and
 * when they arrived (`?received=today|week|month`), sortable, paginated; refreshed on its own as new ones come in.
 */
export function ContactRequestsPanel({
  isAdmin,
  onView,
  onToggleHandled,
}: {
  isAdmin: boolean;
  onView: (request: ContactRequestResponse) => void;
  onToggleHandled: (request: ContactRequestResponse) => void;
}) {
  const { t } = useTranslation();
  const clock = useClock();
  const { query, update } = useListQuery(ContactRequestListQuery);
  const [searchParams] = useSearchParams();
  const received = searchParams.get('received');
  const period = isPeriod(received) ? received : undefined;
  const list = useContactRequests(period ? { ...query, from: periodStart(period, new Date(clock.now())) } : query);
  const brands = useBrandOptions(isAdmin);
  const columns = useRequestColumns({ withBrand: isAdmin, onView, onToggleHandled });
  const filtered = Boolean(query.search || query.brandId || query.handled !== undefined || period || query.from);

  return (
    <Stack>
      <ListToolbar>
        <SearchInput value={query.search ?? ''} onSearch={(search) => update({ search })} />
        {isAdmin && (
          <FilterSelect
            label={t('contactForms.columns.brand')}
            placeholder={t('contactForms.filters.allBrands')}
            value={query.brandId}
            data={brands.data}
            searchable
            onChange={(brandId) => update({ brandId })}
          />
        )}
        <FilterSelect
          label={t('contactForms.columns.handled')}
          placeholder={t('contactForms.filters.anyHandled')}
          value={query.handled === undefined ? undefined : String(query.handled)}
          data={[
            { value: 'false', label: t('contactForms.status.notHandled') },
            { value: 'true', label: t('contactForms.status.handled') },
          ]}
          onChange={(handled) => update({ handled })}
        />
        <FilterSelect
          label={t('contactForms.filters.received')}
          placeholder={t('contactForms.filters.anyTime')}
          value={period}
          data={PERIODS.map((value) => ({ value, label: t(`contactForms.filters.periods.${value}`) }))}
          onChange={(value) => update({ received: value })}
        />
      </ListToolbar>
      <ServerTable
        columns={columns}
        list={list}
        query={query}
        onQueryChange={update}
        emptyTitle={filtered ? t('contactForms.list.emptyFiltered') : t('contactForms.list.empty')}
        emptyDescription={filtered ? t('common.table.emptyFiltered') : t('contactForms.list.emptyHint')}
        onRowClick={onView}
      />
    </Stack>
  );
}
