import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Outlet } from 'react-router';
import { addCustomerAreaResources } from '../../lib/i18n/customer-area-resources.ts';
import { AreaShell } from '../chrome/area-shell.tsx';

/** The customer's own area (DESIGN.md section 1): chats, orders, notifications. */
export function CustomerLayout() {
  const { t, i18n } = useTranslation();
  // The area's texts come with this chunk; added before the screen renders.
  addCustomerAreaResources(i18n);
  return (
    <AreaShell title={t('areas.customer.title')}>
      <Outlet />
    </AreaShell>
  );
}
