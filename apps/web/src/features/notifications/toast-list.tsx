import { Notifications, type NotificationsProps } from '@mantine/notifications';

export type ToastListProps = Pick<NotificationsProps, 'autoClose' | 'position'>;

/** Mantine's toast list (loaded lazily by ToastContainer). */
export default function ToastList(props: ToastListProps) {
  return <Notifications {...props} />;
}
