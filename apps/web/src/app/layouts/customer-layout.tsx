import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AreaShell } from '../chrome/area-shell.tsx';

/** The customer's own area (DESIGN.md section 1): chats, orders, notifications. */
export function CustomerLayout() {
  const { t } = useTranslation();
  return (
    <AreaShell title={t('areas.customer.title')}>
      <Outlet />
    </AreaShell>
  );
}
