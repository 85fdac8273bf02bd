import { Notifications } from '@mantine/notifications';
import { TOASTS } from './toasts.tsx';

/** Mantine's container with the spec's settings; its own chunk (see toasts.tsx). */
export function ToastContainer() {
  return <Notifications {...TOASTS} layout="default" allowDragDismiss classNames={{ notification: 'toast' }} />;
}
