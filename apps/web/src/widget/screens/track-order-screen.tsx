import { Alert, Button, Center, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useWidgetText } from '../app/widget-i18n.ts';
import { OrderCardView } from '../../components/orders/order-card-view.tsx';
import { isHttpError } from '../../lib/http/http-error.ts';
import { ORDER_REFERENCE_MAX_LENGTH, orderReferenceProblem } from '../api/order-reference.ts';
import { useRecentOrders, useTrackOrder } from '../api/use-orders.ts';
import { useIdentity, useWidget } from '../app/widget-context.tsx';
import { IconMessageCircle, IconSearch, IconTruck } from '../components/icons.tsx';
import { useErrorText } from '../components/use-error-text.ts';
import { WidgetHeader } from '../components/widget-header.tsx';
import classes from '../components/widget.module.css';

/** The order number form and the order it finds (a visitor becomes a guest on the first look-up, as a chat does). */
function TrackForm() {
  const text = useWidgetText();
  const { t } = text;
  const errorText = useErrorText();
  const track = useTrackOrder();
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<'required' | 'invalid' | null>(null);

  const submit = () => {
    const found = orderReferenceProblem(reference);
    setProblem(found);
    if (!found) track.mutate(reference.trim());
  };
  const notFound = isHttpError(track.error) && track.error.code === 'ORDER_NOT_FOUND';

  return (
    <Stack gap="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="xs">
          <Text size="sm">{t('widget.track.intro')}</Text>
          <TextInput
            label={t('widget.track.reference')}
            placeholder={t('widget.track.referencePlaceholder')}
            value={reference}
            onChange={(event) => {
              setReference(event.currentTarget.value);
              setProblem(null);
            }}
            error={
              problem === 'required'
                ? t('widget.required')
                : problem === 'invalid'
                  ? t('widget.track.invalidReference')
                  : undefined
            }
            maxLength={ORDER_REFERENCE_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            required
          />
          <Button type="submit" loading={track.isPending} leftSection={<IconSearch size={18} />}>
            {t('widget.track.submit')}
          </Button>
        </Stack>
      </form>
      <section aria-live="polite" aria-label={t('widget.track.result')}>
        {track.isSuccess && <OrderCardView order={track.data} text={text} />}
        {track.isError && (
          <Alert color={notFound ? 'yellow' : 'red'} role="alert" data-testid="track-order-error">
            <Text size="sm" fw={600}>
              {errorText(track.error)}
            </Text>
            {notFound && <Text size="sm">{t('widget.track.notFoundHint')}</Text>}
          </Alert>
        )}
      </section>
    </Stack>
  );
}

/** A signed-in customer's recent orders with this brand (a guest has no account to find them by). */
function RecentOrders() {
  const text = useWidgetText();
  const { t } = text;
  const errorText = useErrorText();
  const recent = useRecentOrders();
  let body;
  if (recent.isPending) {
    body = (
      <Center py="sm">
        <Loader size="sm" aria-label={t('widget.loading')} />
      </Center>
    );
  } else if (recent.isError) {
    body = (
      <Text size="sm" c="red" role="alert">
        {errorText(recent.error)}
      </Text>
    );
  } else if (recent.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('widget.track.recentEmpty')}
      </Text>
    );
  } else {
    body = recent.data.map((order) => <OrderCardView key={order.reference} order={order} text={text} collapsible />);
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby="recent-orders" data-testid="recent-orders">
      <Title order={2} size="h6" id="recent-orders">
        {t('widget.track.recent')}
      </Title>
      {body}
    </Stack>
  );
}

/**
 * "Track order": the shopper types an order number and sees the order as the brand's store has it; a signed-in
 * customer also sees its recent orders. A brand whose store is not connected says so instead, and offers a chat.
 */
export function TrackOrderScreen() {
  const { t } = useWidgetText();
  const { bootstrap, navigate } = useWidget();
  const identity = useIdentity();
  const connected = bootstrap.brand.storeConnected;
  const signedIn = identity.kind === 'customer' || identity.kind === 'cookie';
  return (
    <>
      <WidgetHeader title={t('widget.track.title')} onBack={() => navigate({ name: 'home' })} />
      <div className={classes.content}>
        <Stack gap="md" p="md">
          {connected ? (
            <>
              <TrackForm />
              {signedIn && <RecentOrders />}
            </>
          ) : (
            <Alert color="gray" icon={<IconTruck size={18} />} data-testid="track-order-notice">
              {t('widget.track.notConnected')}
            </Alert>
          )}
          <Button
            variant={connected ? 'light' : 'filled'}
            leftSection={<IconMessageCircle size={18} />}
            onClick={() => navigate({ name: 'home' })}
          >
            {t('widget.track.askAgent')}
          </Button>
        </Stack>
      </div>
    </>
  );
}
