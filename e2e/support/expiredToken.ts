import type { Page } from '@playwright/test';

/**
 * Replaces the page's stored token by one whose expiry has passed, as a session that ran out:
 * the app then treats it as ended, and the server refuses it.
 */
export async function expireStoredToken(page: Page): Promise<void> {
  await page.evaluate(() => {
    const token = localStorage.getItem('access_token') ?? '';
    const [header, payload] = token.split('.');
    const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    const expired = btoa(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    localStorage.setItem('access_token', `${header}.${expired}.signature`);
  });
}
