import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { CustomerResponse } from '@tawasul/contracts/shoppers';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useOverlays } from '../../../lib/overlays/overlay-manager.tsx';
import { useBlockCustomer } from '../api/use-customers.ts';

/** Block (with an optional reason) and unblock, each after a confirmation, each followed by a toast. */
export function useBlockActions() {
  const { t } = useTranslation();
  const overlays = useOverlays();
  const errorMessage = useErrorMessage();
  const block = useBlockCustomer();

  const run = async (customer: CustomerResponse, blocked: boolean, reason?: string) => {
    try {
      await block.mutateAsync({ id: customer.id, blocked, ...(reason ? { reason } : {}) });
      notifications.show({
        color: 'green',
        message: blocked
          ? t('customers.block.done', { name: customer.name })
          : t('customers.unblock.done', { name: customer.name }),
      });
    } catch (error) {
      notifications.show({ color: 'red', title: t('customers.block.failed'), message: errorMessage(error) });
    }
  };

  return (customer: CustomerResponse) =>
    customer.blocked
      ? overlays.open('confirm', {
          title: t('customers.unblock.title'),
          message: t('customers.unblock.message', { name: customer.name }),
          confirmLabel: t('customers.unblock.confirm'),
          onConfirm: () => run(customer, false),
        })
      : overlays.open('block-customer', {
          name: customer.name,
          onConfirm: (reason: string | undefined) => run(customer, true, reason),
        });
}
