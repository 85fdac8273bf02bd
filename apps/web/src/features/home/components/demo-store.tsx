import { ActionIcon, Badge, Button, Card, Group, Indicator, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart, IconShoppingCartPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { DEMO_PRODUCTS, type DemoProduct } from './demo-products.ts';
import classes from './demo-store.module.css';
import { ProductPicture } from './product-picture.tsx';
import { usePrice } from './use-price.ts';

/** A palm tree, the store's logo. */
function PalmLogo() {
  return (
    <svg viewBox="0 0 32 32" width={28} height={28} aria-hidden>
      <path d="M16 14 L17 30 L15 30 Z" fill="#f3d9b1" />
      <path d="M16 14 C10 6 4 8 2 12 C7 9 12 10 16 14 Z" fill="#8fd694" />
      <path d="M16 14 C22 6 28 8 30 12 C25 9 20 10 16 14 Z" fill="#8fd694" />
      <path d="M16 14 C12 4 16 1 19 2 C16 5 16 9 16 14 Z" fill="#69c270" />
      <circle cx={15} cy={16} r={1.6} fill="#7c3f1d" />
      <circle cx={17.5} cy={16.5} r={1.6} fill="#7c3f1d" />
    </svg>
  );
}

const CartPopover = lazy(async () => ({ default: (await import('./demo-cart.tsx')).CartPopover }));

function Cart({ cart, onClear }: { cart: Map<DemoProduct['id'], number>; onClear: () => void }) {
  const { t } = useTranslation();
  const count = [...cart.values()].reduce((sum, quantity) => sum + quantity, 0);
  // A click before the popover's code has come opens it as soon as it comes; then the popover's target toggles it.
  const [asked, setAsked] = useState(false);
  const button = (onClick?: () => void) => (
    <ActionIcon
      onClick={onClick}
      variant="white"
      color="dark"
      size="lg"
      radius="xl"
      aria-label={t('cursorDemo.store.cartLabel', { count })}
      data-testid="cart-button"
    >
      <IconShoppingCart size={20} />
    </ActionIcon>
  );
  return (
    <Indicator label={count} size={18} color="orange" offset={4} disabled={count === 0}>
      {/* Until the popover's code has come, the button stands alone. */}
      <Suspense fallback={button(() => setAsked(true))}>
        <CartPopover cart={cart} onClear={onClear} button={button()} openAtOnce={asked} />
      </Suspense>
    </Indicator>
  );
}

/** Nakheel Dates' sample store: a header with the cart, and six products to add to it (kept in this page only). */
export function DemoStore() {
  const { t } = useTranslation();
  const price = usePrice();
  const [cart, setCart] = useState<Map<DemoProduct['id'], number>>(() => new Map());
  const add = (id: DemoProduct['id']) => setCart((current) => new Map(current).set(id, (current.get(id) ?? 0) + 1));

  return (
    <section className={classes.store} aria-labelledby="demo-store-name">
      <Group component="header" className={classes.storeHeader} justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <span className={classes.logo}>
            <PalmLogo />
          </span>
          <Stack gap={0}>
            <Title order={2} size="h3" id="demo-store-name">
              {t('cursorDemo.store.name')}
            </Title>
            <Text size="sm" opacity={0.85}>
              {t('cursorDemo.store.tagline')}
            </Text>
          </Stack>
        </Group>
        <Cart cart={cart} onClear={() => setCart(new Map())} />
      </Group>
      <Stack className={classes.grid} gap="md">
        <Title order={3} size="h4">
          {t('cursorDemo.store.products')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {DEMO_PRODUCTS.map((product) => {
            const name = t(`cursorDemo.products.${product.id}.name`);
            const inCart = cart.get(product.id) ?? 0;
            return (
              <Card
                key={product.id}
                withBorder
                radius="md"
                padding={0}
                className={classes.product}
                data-testid="product"
              >
                <ProductPicture product={product} />
                <Stack gap={6} p="md" style={{ flex: 1 }}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <Text fw={600}>{name}</Text>
                    <Text fw={700} c="orange" className={classes.price} style={{ whiteSpace: 'nowrap' }}>
                      {price(product.price)}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                    {t(`cursorDemo.products.${product.id}.detail`)}
                  </Text>
                  <Group justify="space-between" gap="xs" mt="xs">
                    <Button
                      size="sm"
                      color="orange"
                      leftSection={<IconShoppingCartPlus size={16} />}
                      aria-label={t('cursorDemo.store.addLabel', { name })}
                      onClick={() => add(product.id)}
                    >
                      {t('cursorDemo.store.add')}
                    </Button>
                    {inCart > 0 && (
                      <Badge variant="light" color="orange">
                        {t('cursorDemo.store.inCart', { count: inCart })}
                      </Badge>
                    )}
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
    </section>
  );
}
