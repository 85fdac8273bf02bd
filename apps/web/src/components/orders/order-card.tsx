import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { OrderCardView, type OrderCardText, type OrderCardViewProps } from './order-card-view.tsx';

export type OrderCardProps = Omit<OrderCardViewProps, 'text'>;

/**
 * The order card in the app's language (i18next, the `orders` namespace each surface registers): the customer area
 * and the agent console. The widget has its own translator and draws `OrderCardView` with it.
 */
export function OrderCard(props: OrderCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const text = useMemo<OrderCardText>(() => ({ t: (key, params) => t(key, params), language }), [t, language]);
  return <OrderCardView {...props} text={text} />;
}
