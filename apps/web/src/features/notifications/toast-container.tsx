import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import type { ToastListProps } from './toast-list';

const ToastList = lazy(() => import('./toast-list'));

/**
 * Where toasts show. Its code (positions, transitions) loads with the first toast: most visits to a page show
 * none, so they never download it. A toast raised meanwhile waits in the store and appears once it has loaded.
 */
export function ToastContainer(props: ToastListProps) {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList {...props} />
    </Suspense>
  );
}
