import { test as base, expect } from '@playwright/test';
import { ListPage, LoginPage, Shell } from './pages';

/** A page already signed in through the login screen, with the shell's page objects. */
export const test = base.extend<{
  login: LoginPage;
  shell: Shell;
  signedIn: Shell;
  voyages: ListPage;
}>({
  login: async ({ page }, use) => use(new LoginPage(page)),
  shell: async ({ page }, use) => use(new Shell(page)),
  signedIn: async ({ page, login, shell }, use) => {
    await page.goto('/');
    await login.signIn();
    await expect(page).toHaveURL(/\/dashboard$/);
    await use(shell);
  },
  voyages: async ({ page }, use) => use(new ListPage(page, 'Voyage')),
});

export { expect };
