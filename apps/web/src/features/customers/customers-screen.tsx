import { Stack } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { CustomerListQuery, type CustomerResponse } from '@tawasul/contracts/shoppers';
import { FilterSelect, ListToolbar, SearchInput } from '../../components/data-table/list-toolbar.tsx';
import { ServerTable } from '../../components/data-table/server-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useDrawerParams } from '../../lib/lists/use-drawer-params.ts';
import { useListQuery } from '../../lib/lists/use-list-query.ts';
import { registerOverlay } from '../../lib/overlays/overlay-manager.tsx';
import { useCustomers } from './api/use-customers.ts';
import { BlockCustomerOverlay } from './components/block-customer-overlay.tsx';
import { useCustomerColumns } from './components/customer-columns.tsx';
import { CustomerDrawer } from './components/customer-drawer.tsx';
import { useBlockActions } from './components/use-block-actions.ts';

// This screen's own overlay, registered when its chunk loads.
registerOverlay('block-customer', BlockCustomerOverlay);

const DRAWERS = ['view'] as const;

/** `/admin/customer` (admin): shoppers with an account; view and block. */
export function CustomersScreen() {
  const { t } = useTranslation();
  const { query, update } = useListQuery(CustomerListQuery);
  const list = useCustomers(query);
  const drawers = useDrawerParams(DRAWERS);
  const toggleBlock = useBlockActions();
  const view = (customer: CustomerResponse) => drawers.open('view', customer.id);
  const columns = useCustomerColumns({ onView: view, onToggleBlock: toggleBlock });
  const filtered = Boolean(query.search || query.blocked !== undefined);

  return (
    <Stack>
      <PageHeader title={t('admin.nav.customers')} description={t('customers.list.subtitle')} />
      <ListToolbar>
        <SearchInput value={query.search ?? ''} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t('customers.columns.status')}
          placeholder={t('customers.list.anyStatus')}
          value={query.blocked === undefined ? undefined : String(query.blocked)}
          data={[
            { value: 'true', label: t('customers.status.blocked') },
            { value: 'false', label: t('customers.status.allowed') },
          ]}
          onChange={(blocked) => update({ blocked })}
        />
      </ListToolbar>
      <ServerTable
        columns={columns}
        list={list}
        query={query}
        onQueryChange={update}
        emptyTitle={filtered ? t('customers.list.emptyFiltered') : t('customers.list.empty')}
        emptyDescription={filtered ? t('common.table.emptyFiltered') : undefined}
        onRowClick={view}
      />
      <CustomerDrawer id={drawers.active?.id ?? null} onClose={drawers.close} onToggleBlock={toggleBlock} />
    </Stack>
  );
}
