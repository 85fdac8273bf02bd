import { Alert, Button, Stack } from '@mantine/core';
import { IconMessageCircle, IconTruck } from '../components/icons.tsx';
import { useTranslation } from 'react-i18next';
import { useWidget } from '../app/widget-context.tsx';
import { WidgetHeader } from '../components/widget-header.tsx';
import classes from '../components/widget.module.css';

/** Order tracking arrives with the stores' integration; until then the view says why, and offers a chat. */
export function TrackOrderScreen() {
  const { t } = useTranslation();
  const { bootstrap, navigate } = useWidget();
  return (
    <>
      <WidgetHeader title={t('widget.track.title')} onBack={() => navigate({ name: 'home' })} />
      <div className={classes.content}>
        <Stack gap="md" p="md">
          <Alert color="gray" icon={<IconTruck size={18} />} data-testid="track-order-notice">
            {bootstrap.brand.storeConnected ? t('widget.track.comingSoon') : t('widget.track.notConnected')}
          </Alert>
          <Button leftSection={<IconMessageCircle size={18} />} onClick={() => navigate({ name: 'home' })}>
            {t('widget.home.startChat')}
          </Button>
        </Stack>
      </div>
    </>
  );
}
