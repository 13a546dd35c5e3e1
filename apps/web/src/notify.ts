import { notifications } from '@mantine/notifications';

const AFTER_RELOAD = 'quaybook:notice';

// Toasts stack bottom left, over the sidebar's foot (shellSizes.ts); errors stay a little longer.
// Each call answers the toast's id, so a form can take back an error the user has answered.
// A screen whose toasts the spec times otherwise (Zircon: 2000 ms) passes its own `autoClose`.
export const notify = {
  success: (message: string, autoClose = 3000) =>
    notifications.show({ message, color: 'green', autoClose }),
  info: (message: string, autoClose = 3000) =>
    notifications.show({ message, color: 'blue', autoClose }),
  /** Done, but a person should look: a container number recorded though it is a likely typo. */
  warning: (message: string, autoClose: number | false = 6000) =>
    notifications.show({ message, color: 'orange', autoClose }),
  error: (message: string, autoClose = 6000) =>
    notifications.show({ message, color: 'red', autoClose }),
  hide: (id: string) => notifications.hide(id),
  /** A success toast shown on the next page load, for actions that end in a full reload. */
  successAfterReload: (message: string) => sessionStorage.setItem(AFTER_RELOAD, message),
};

/** Shows the toast an action left before reloading the page. */
export function showNoticeFromLastPage(): void {
  const message = sessionStorage.getItem(AFTER_RELOAD);
  if (!message) return;
  sessionStorage.removeItem(AFTER_RELOAD);
  notify.success(message);
}
