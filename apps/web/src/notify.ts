import { notifications } from '@mantine/notifications';

// Toasts at the top right (the provider's position); errors stay a little longer.
export const notify = {
  success: (message: string) => notifications.show({ message, color: 'green', autoClose: 3000 }),
  info: (message: string) => notifications.show({ message, color: 'blue', autoClose: 3000 }),
  error: (message: string) => notifications.show({ message, color: 'red', autoClose: 6000 }),
};
