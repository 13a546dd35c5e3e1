import type { Page } from '@playwright/test';

/**
 * Keeps a screenshot of the screen as it stays, without the toasts and tooltips of the moment
 * (unless `toasts` asks to see where they fall), when a run asks for them (SHOTS=dir).
 */
export async function shot(
  page: Page,
  name: string,
  options: { toasts?: boolean } = {},
): Promise<void> {
  if (!process.env.SHOTS) return;
  await page.mouse.move(0, 0);
  await page.screenshot({
    path: `${process.env.SHOTS}/${name}.png`,
    // A dialog still fading in is shown as it will stand.
    animations: 'disabled',
    ...(options.toasts ? {} : { style: '.mantine-Notifications-root { visibility: hidden; }' }),
  });
}
