import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { BrandListQuery, type BrandResponse } from '@tawasul/contracts/brands';
import { FilterSelect, ListToolbar, SearchInput } from '../../components/data-table/list-toolbar.tsx';
import { ServerTable } from '../../components/data-table/server-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useDrawerParams } from '../../lib/lists/use-drawer-params.ts';
import { useListQuery } from '../../lib/lists/use-list-query.ts';
import { useBrands } from './api/use-brands.ts';
import { useBrandColumns } from './components/brand-columns.tsx';
import { BrandConfigurationDrawer, BrandFormDrawer, BrandViewDrawer } from './components/brand-drawers.tsx';
import { useDeleteBrandAction } from './components/use-delete-brand-action.ts';

const DRAWERS = ['view', 'edit', 'configure'] as const;

/** `/admin/brand` (admin): every brand, with create, view, update, configuration and delete. */
export function BrandsScreen() {
  const { t } = useTranslation();
  const { query, update } = useListQuery(BrandListQuery);
  const list = useBrands(query);
  const drawers = useDrawerParams(DRAWERS);
  const confirmDelete = useDeleteBrandAction();
  const view = (brand: BrandResponse) => drawers.open('view', brand.id);
  const edit = (brand: BrandResponse) => drawers.open('edit', brand.id);
  const configure = (brand: BrandResponse) => drawers.open('configure', brand.id);
  const remove = (brand: BrandResponse) => confirmDelete(brand, drawers.close);
  const columns = useBrandColumns({ onView: view, onEdit: edit, onConfigure: configure, onDelete: remove });
  const filtered = Boolean(query.search || query.orderManager);

  return (
    <Stack>
      <PageHeader
        title={t('brands.list.title')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => drawers.open('edit', 'new')}>
            {t('brands.list.add')}
          </Button>
        }
      />
      <ListToolbar>
        <SearchInput value={query.search ?? ''} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t('brands.form.orderManager')}
          placeholder={t('brands.list.anyOrderManager')}
          value={query.orderManager}
          data={[
            { value: 'salla', label: t('brands.orderManager.salla') },
            { value: 'cs_cart', label: t('brands.orderManager.cs_cart') },
          ]}
          onChange={(orderManager) => update({ orderManager })}
        />
      </ListToolbar>
      <ServerTable
        columns={columns}
        list={list}
        query={query}
        onQueryChange={update}
        emptyTitle={filtered ? t('brands.list.emptyFiltered') : t('brands.list.empty')}
        emptyDescription={filtered ? t('common.table.emptyFiltered') : undefined}
        onRowClick={view}
      />
      <BrandViewDrawer
        id={drawers.idOf('view')}
        onClose={drawers.close}
        onEdit={edit}
        onConfigure={configure}
        onDelete={remove}
      />
      <BrandFormDrawer id={drawers.idOf('edit')} onClose={drawers.close} />
      <BrandConfigurationDrawer id={drawers.idOf('configure')} onClose={drawers.close} />
    </Stack>
  );
}
