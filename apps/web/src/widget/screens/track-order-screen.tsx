import { Alert, Button, Center, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useWidgetText } from '../app/widget-i18n.ts';
import { OrderCardView } from '../../components/orders/order-card-view.tsx';
import { TrackOrderResult } from '../../components/orders/track-order-result.tsx';
import { ORDER_REFERENCE_MAX_LENGTH, orderContact, orderReferenceProblem } from '../../lib/orders/order-reference.ts';
import { useRecentOrders, useTrackOrder } from '../api/use-orders.ts';
import { useIdentity, useWidget } from '../app/widget-context.tsx';
import { IconMessageCircle, IconSearch, IconTruck } from '../../components/icons/outline-icons.tsx';
import { useErrorText } from '../components/use-error-text.ts';
import { WidgetHeader } from '../components/widget-header.tsx';
import classes from '../components/widget.module.css';

/**
 * The order number form and the order it finds (a visitor becomes a guest on the first look-up, as a chat does). A
 * guest also gives the phone or e-mail the order was placed with; a signed-in customer only when the order was
 * placed with other ones than its account's.
 */
function TrackForm({ signedIn }: { signedIn: boolean }) {
  const text = useWidgetText();
  const { t } = text;
  const errorText = useErrorText();
  const track = useTrackOrder();
  const [reference, setReference] = useState('');
  const [contact, setContact] = useState('');
  const [problem, setProblem] = useState<'required' | 'invalid' | null>(null);
  const [contactProblem, setContactProblem] = useState<'required' | 'invalid' | null>(null);

  const submit = () => {
    const found = orderReferenceProblem(reference);
    const given = orderContact(contact);
    const missing = !signedIn && given.contact === null && given.problem === null;
    setProblem(found);
    setContactProblem(given.problem ?? (missing ? 'required' : null));
    if (found || given.problem || missing) return;
    track.mutate({ reference: reference.trim(), ...given.contact });
  };

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
          <TextInput
            label={t('widget.track.contact')}
            description={signedIn ? t('widget.track.contactOptional') : t('widget.track.contactDescription')}
            placeholder={t('widget.track.contactPlaceholder')}
            value={contact}
            onChange={(event) => {
              setContact(event.currentTarget.value);
              setContactProblem(null);
            }}
            error={
              contactProblem === 'required'
                ? t('widget.track.contactRequired')
                : contactProblem === 'invalid'
                  ? t('widget.track.invalidContact')
                  : undefined
            }
            maxLength={254}
            autoComplete="tel"
            spellCheck={false}
            dir="ltr"
            required={!signedIn}
            data-testid="track-order-contact"
          />
          <Button type="submit" loading={track.isPending} leftSection={<IconSearch size={18} />}>
            {t('widget.track.submit')}
          </Button>
        </Stack>
      </form>
      <TrackOrderResult
        track={track}
        card={(order) => <OrderCardView order={order} text={text} />}
        reason={track.isError ? errorText(track.error) : ''}
        notFoundHint={t('widget.track.notFoundHint')}
        label={t('widget.track.result')}
      />
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
        <Loader size="sm" role="status" aria-label={t('widget.loading')} />
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
              <TrackForm signedIn={signedIn} />
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
