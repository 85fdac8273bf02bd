import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The container (transitions, drag to dismiss) loads with the first toast, not with the sign-in page.
const ToastContainer = lazy(async () => ({ default: (await import('./toast-container.tsx')).ToastContainer }));

export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Once mounted it stays, so the last toast still plays its exit transition.
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}
