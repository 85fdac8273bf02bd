import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ContactRequestResponse } from '@tawasul/contracts/contact-forms';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useSetHandled } from '../api/use-contact-requests.ts';

/** Marks a request handled or not (reversible, so no confirmation), then says how it went. */
export function useHandledAction() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const setHandled = useSetHandled();
  const toggle = async (request: ContactRequestResponse) => {
    const handled = !request.handled;
    try {
      await setHandled.mutateAsync({ id: request.id, handled });
      notifications.show({
        color: 'green',
        message: handled
          ? t('contactForms.toasts.handled', { name: request.name })
          : t('contactForms.toasts.notHandled', { name: request.name }),
      });
    } catch (error) {
      notifications.show({ color: 'red', title: t('contactForms.toasts.handledFailed'), message: errorMessage(error) });
    }
  };
  return { toggle, pendingId: setHandled.isPending ? setHandled.variables.id : null };
}
