import { Stack, Tabs } from '@mantine/core';
import { IconInbox, IconSettings } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useSearchParams } from 'react-router';
import type { ContactRequestResponse } from '@tawasul/contracts/contact-forms';
import { PageHeader } from '../../components/page-header.tsx';
import { useDrawerParams } from '../../lib/lists/use-drawer-params.ts';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { ContactFormSettingsPanel } from './components/contact-form-settings-panel.tsx';
import { ContactRequestsPanel } from './components/contact-requests-panel.tsx';
import { RequestDrawer } from './components/request-drawer.tsx';
import { useHandledAction } from './components/use-handled-action.ts';

const DRAWERS = ['view'] as const;
type Tab = 'requests' | 'settings';

/**
 * `/admin/contact-forms` (admin: every brand; brand_manager: its own). Requests: what shoppers sent through the
 * widget or the site, with a drawer per request (`?view=ID`) to read it and mark it handled. Settings
 * (`?tab=settings`): each brand's form texts and notification e-mail.
 */
export function ContactFormsScreen() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'settings' ? 'settings' : 'requests';
  const drawers = useDrawerParams(DRAWERS);
  const { toggle, pendingId } = useHandledAction();
  const view = (request: ContactRequestResponse) => drawers.open('view', request.id);
  const brandId = isAdmin ? searchParams.get('brandId') : (user?.brandId ?? null);

  // A tab starts from its own defaults; the brand carries over ("Nakheel's requests" → "Nakheel's settings").
  const switchTab = (next: string | null) =>
    setSearchParams(() => {
      const params = new URLSearchParams();
      if (next === 'settings') params.set('tab', 'settings');
      if (isAdmin && brandId) params.set('brandId', brandId);
      return params;
    });
  const pickBrand = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('brandId', next);
        return params;
      },
      { replace: true },
    );

  return (
    <Stack>
      <PageHeader title={t('admin.nav.contactForms')} description={t('contactForms.subtitle')} />
      <Tabs value={tab} onChange={switchTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="requests" leftSection={<IconInbox size={16} />}>
            {t('contactForms.tabs.requests')}
          </Tabs.Tab>
          <Tabs.Tab value="settings" leftSection={<IconSettings size={16} />}>
            {t('contactForms.tabs.settings')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="requests">
          <ContactRequestsPanel isAdmin={isAdmin} onView={view} onToggleHandled={(request) => void toggle(request)} />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <ContactFormSettingsPanel isAdmin={isAdmin} brandId={brandId} onPickBrand={pickBrand} />
        </Tabs.Panel>
      </Tabs>
      <RequestDrawer
        id={drawers.active?.id ?? null}
        onClose={drawers.close}
        onToggleHandled={(request) => void toggle(request)}
        pendingId={pendingId}
      />
    </Stack>
  );
}
