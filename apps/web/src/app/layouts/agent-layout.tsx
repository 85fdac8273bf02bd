import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AreaShell } from '../chrome/area-shell.tsx';

/** The agent console (DESIGN.md section 1); its screens arrive with the chat issues. */
export function AgentLayout() {
  const { t } = useTranslation();
  return (
    <AreaShell title={t('areas.agent.title')}>
      <Outlet />
    </AreaShell>
  );
}
