import { Notifications } from '@mantine/notifications';

/**
 * Top centre, at most 3 at once, 5000 ms, stacked vertically (16 px apart, in app.css). Not the spec's bottom-right:
 * there they covered the Save buttons of sticky bars and drawers (decision 033).
 */
const TOASTS = { position: 'top-center', limit: 3, autoClose: 5000 } as const;

/** Mantine's container with these settings; its own chunk (see toasts.tsx). */
export function ToastContainer() {
  return <Notifications {...TOASTS} layout="default" allowDragDismiss classNames={{ notification: 'toast' }} />;
}
