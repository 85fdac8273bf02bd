import { Button, Divider, Group, Popover, Stack, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { DEMO_PRODUCTS, type DemoProduct } from './demo-products.ts';
import classes from './demo-store.module.css';
import { usePrice } from './use-price.ts';

interface CartPopoverProps {
  cart: Map<DemoProduct['id'], number>;
  onClear: () => void;
  /** The cart's button, which opens and closes it. */
  button: ReactElement;
  /** Open as it comes: the button was clicked before its code had come. */
  openAtOnce: boolean;
}

/**
 * The cart's contents in a popover, loaded after the page has drawn (`demo-store.tsx`): the popover's positioning
 * library is not among the files a first visit waits for (issue 22).
 */
export function CartPopover({ cart, onClear, button, openAtOnce }: CartPopoverProps) {
  const { t } = useTranslation();
  const price = usePrice();
  const lines = DEMO_PRODUCTS.filter((product) => cart.has(product.id));
  const total = lines.reduce((sum, product) => sum + product.price * (cart.get(product.id) ?? 0), 0);
  return (
    // The popover's target is the button itself: its aria-expanded belongs on a button, not on the count's wrapper.
    <Popover defaultOpened={openAtOnce} position="bottom-end" width={280} shadow="md" withArrow>
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={700}>{t('cursorDemo.store.cart')}</Text>
          {lines.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('cursorDemo.store.cartEmpty')}
            </Text>
          ) : (
            <>
              {lines.map((product) => (
                <Group key={product.id} justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm">
                    {t(`cursorDemo.products.${product.id}.name`)}{' '}
                    <Text span c="dimmed" size="sm">
                      {t('cursorDemo.store.quantity', { count: cart.get(product.id) ?? 0 })}
                    </Text>
                  </Text>
                  <Text size="sm" className={classes.price}>
                    {price(product.price * (cart.get(product.id) ?? 0))}
                  </Text>
                </Group>
              ))}
              <Divider />
              <Group justify="space-between">
                <Text fw={600}>{t('cursorDemo.store.total')}</Text>
                <Text fw={600} className={classes.price}>
                  {price(total)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {t('cursorDemo.store.noCheckout')}
              </Text>
              <Button variant="default" size="compact-sm" onClick={onClear}>
                {t('cursorDemo.store.clear')}
              </Button>
            </>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
