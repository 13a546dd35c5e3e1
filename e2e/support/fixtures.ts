import { test as base, expect } from '@playwright/test';
import { type Api, signedInApi } from './api';
import { ListPage, LoginPage, Shell } from './pages';

type StorageState = {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};

/** A browser that has never signed in: for the journeys about the login screen. */
export const SIGNED_OUT: StorageState = { cookies: [], origins: [] };

/**
 * What the web app keeps after its admin signs in (the spec's keys: the token and the user read
 * from it), so that a journey not about signing in starts signed in without typing it again.
 */
function sessionOf(baseURL: string, token: string): StorageState {
  const payload = token.split('.')[1] ?? '';
  const user = Buffer.from(payload, 'base64url').toString('utf8');
  return {
    cookies: [],
    origins: [
      {
        origin: baseURL,
        localStorage: [
          { name: 'access_token', value: token },
          { name: 'user', value: user },
        ],
      },
    ],
  };
}

/**
 * The worker signs the admin in once, through the API: `api` arranges data as the admin, and
 * every page starts with the admin's session unless a journey asks for SIGNED_OUT. A journey
 * that signs someone in through the login screen uses `login`.
 */
export const test = base.extend<
  { login: LoginPage; shell: Shell; signedIn: Shell; voyages: ListPage },
  { api: Api; adminSession: StorageState }
>({
  api: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      if (!baseURL) throw new Error('The journeys need a baseURL');
      await use(await signedInApi(baseURL));
    },
    { scope: 'worker' },
  ],
  adminSession: [
    async ({ api }, use, workerInfo) =>
      use(sessionOf(workerInfo.project.use.baseURL ?? '', api.token)),
    { scope: 'worker' },
  ],
  storageState: ({ adminSession }, use) => use(adminSession),
  login: async ({ page }, use) => use(new LoginPage(page)),
  shell: async ({ page }, use) => use(new Shell(page)),
  signedIn: async ({ page, shell }, use) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await use(shell);
  },
  voyages: async ({ page }, use) => use(new ListPage(page, 'Voyage')),
});

export { expect };
