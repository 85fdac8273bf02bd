import { Alert, Button, Select, Stack } from '@mantine/core';
import { IconArrowsSort, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useSearchParams } from 'react-router';
import { FaqListQuery } from '@tawasul/contracts/faqs';
import { ListToolbar } from '../../components/data-table/list-toolbar.tsx';
import { AddButton, PageHeader } from '../../components/page-header.tsx';
import { useBrandOptions } from '../../lib/brands/use-brand-options.ts';
import { useListQuery } from '../../lib/lists/use-list-query.ts';
import { useRecordDrawers } from '../../lib/lists/use-record-drawers.ts';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { useFaqs } from './api/use-faqs.ts';
import { useFaqColumns } from './components/faq-columns.tsx';
import { FaqFormDrawer, FaqViewDrawer } from './components/faq-drawers.tsx';
import { FaqFilters, FaqTable } from './components/faq-list.tsx';
import { FaqOrderList } from './components/faq-order-list.tsx';
import { BRAND_FAQ } from './components/faq-scope.ts';
import { useFaqActions } from './components/use-faq-actions.ts';

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
  const records = useRecordDrawers(useFaqActions(BRAND_FAQ));
  const columns = useFaqColumns(records);
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
              <AddButton label={t('faqs.list.add')} onClick={records.onCreate} />
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
              {!reordering && <FaqFilters scope={BRAND_FAQ} query={query} update={update} />}
            </ListToolbar>
          )}
          {reordering ? (
            brandId && <FaqOrderList key={brandId} brandId={brandId} />
          ) : (
            <FaqTable
              scope={BRAND_FAQ}
              columns={columns}
              list={list}
              query={query}
              update={update}
              onView={records.onView}
            />
          )}
        </>
      )}
      <FaqViewDrawer scope={BRAND_FAQ} id={records.viewId} {...records} />
      <FaqFormDrawer
        scope={BRAND_FAQ}
        id={records.editId}
        onClose={records.onClose}
        withBrand={isAdmin}
        brandId={brandId}
        ready={!isAdmin || brands.isFetched}
      />
    </Stack>
  );
}
