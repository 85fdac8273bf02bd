import { Alert, Button, Select, Stack } from '@mantine/core';
import { IconArrowsSort, IconCheck, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FaqListQuery, type FaqResponse } from '@tawasul/contracts/faqs';
import { FilterSelect, ListToolbar, SearchInput } from '../../components/data-table/list-toolbar.tsx';
import { ServerTable } from '../../components/data-table/server-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useBrandOptions } from '../../lib/brands/use-brand-options.ts';
import { useDrawerParams } from '../../lib/lists/use-drawer-params.ts';
import { useListQuery } from '../../lib/lists/use-list-query.ts';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { useFaqs } from './api/use-faqs.ts';
import { useFaqColumns } from './components/faq-columns.tsx';
import { FaqFormDrawer, FaqViewDrawer } from './components/faq-drawers.tsx';
import { FaqOrderList } from './components/faq-order-list.tsx';
import { useFaqActions } from './components/use-faq-actions.ts';

const DRAWERS = ['view', 'edit'] as const;
/** `?mode=order`: reorder mode, linkable like the list's own state. */
const ORDER_MODE = 'order';

/**
 * `/admin/faq` (admin, brand_manager): the FAQ each brand's chat widget shows. The list is one brand's (an admin
 * picks it, `?brandId=`, the first brand until then; a manager's is its own), searchable, filtered by active, sorted
 * by display order by default; create, view (`?view=ID`), edit, activate/deactivate and delete. Reorder mode
 * (`?mode=order`) shows the brand's whole list in display order to drag into a new one.
 */
export function FaqsScreen() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const { query, update } = useListQuery(FaqListQuery);
  const brands = useBrandOptions(isAdmin);
  const brandId = isAdmin ? (query.brandId ?? brands.data[0]?.value ?? null) : (user?.brandId ?? null);
  const [searchParams, setSearchParams] = useSearchParams();
  const reordering = searchParams.get('mode') === ORDER_MODE;
  const list = useFaqs({ ...query, brandId: brandId ?? undefined }, brandId !== null && !reordering);
  const drawers = useDrawerParams(DRAWERS);
  const { confirmDelete, confirmActive } = useFaqActions();
  const view = (faq: FaqResponse) => drawers.open('view', faq.id);
  const edit = (faq: FaqResponse) => drawers.open('edit', faq.id);
  const remove = (faq: FaqResponse) => confirmDelete(faq, drawers.close);
  const columns = useFaqColumns({ onView: view, onEdit: edit, onDelete: remove, onToggleActive: confirmActive });
  const filtered = Boolean(query.search || query.active !== undefined);
  const noBrand = isAdmin ? brands.isSuccess && brands.data.length === 0 : !user?.brandId;

  const setReordering = (on: boolean) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('mode', ORDER_MODE);
        else next.delete('mode');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack>
      <PageHeader
        title={t('admin.nav.faq')}
        description={t('faqs.list.subtitle')}
        actions={
          !noBrand && (
            <>
              {reordering ? (
                <Button variant="default" leftSection={<IconCheck size={16} />} onClick={() => setReordering(false)}>
                  {t('faqs.order.done')}
                </Button>
              ) : (
                <Button
                  variant="default"
                  leftSection={<IconArrowsSort size={16} />}
                  onClick={() => setReordering(true)}
                >
                  {t('faqs.order.start')}
                </Button>
              )}
              <Button leftSection={<IconPlus size={16} />} onClick={() => drawers.open('edit', 'new')}>
                {t('faqs.list.add')}
              </Button>
            </>
          )
        }
      />
      {noBrand ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
          {isAdmin ? t('faqs.list.noBrands') : t('faqs.list.noBrand')}
        </Alert>
      ) : (
        <>
          {/* A manager's reorder mode has neither a brand to pick nor a search. */}
          {(isAdmin || !reordering) && (
            <ListToolbar>
              {isAdmin && (
                <Select
                  aria-label={t('faqs.form.brand')}
                  placeholder={t('faqs.form.brand')}
                  value={brandId}
                  data={brands.data}
                  onChange={(next) => next && update({ brandId: next })}
                  allowDeselect={false}
                  searchable
                  nothingFoundMessage={t('common.table.noOptions')}
                  comboboxProps={{ withinPortal: true }}
                  w={210}
                />
              )}
              {!reordering && (
                <>
                  <SearchInput value={query.search ?? ''} onSearch={(search) => update({ search })} />
                  <FilterSelect
                    label={t('faqs.filters.active')}
                    placeholder={t('faqs.filters.anyActive')}
                    value={query.active === undefined ? undefined : String(query.active)}
                    data={[
                      { value: 'true', label: t('common.status.active') },
                      { value: 'false', label: t('common.status.inactive') },
                    ]}
                    onChange={(active) => update({ active })}
                  />
                </>
              )}
            </ListToolbar>
          )}
          {reordering ? (
            brandId && <FaqOrderList key={brandId} brandId={brandId} />
          ) : (
            <ServerTable
              columns={columns}
              list={list}
              query={query}
              onQueryChange={update}
              emptyTitle={filtered ? t('faqs.list.emptyFiltered') : t('faqs.list.empty')}
              emptyDescription={filtered ? t('common.table.emptyFiltered') : t('faqs.list.emptyHint')}
              onRowClick={view}
            />
          )}
        </>
      )}
      <FaqViewDrawer
        id={drawers.active?.name === 'view' ? drawers.active.id : null}
        onClose={drawers.close}
        onEdit={edit}
        onDelete={remove}
        onToggleActive={confirmActive}
      />
      <FaqFormDrawer
        id={drawers.active?.name === 'edit' ? drawers.active.id : null}
        onClose={drawers.close}
        withBrand={isAdmin}
        brandId={brandId}
        ready={!isAdmin || brands.isFetched}
      />
    </Stack>
  );
}
