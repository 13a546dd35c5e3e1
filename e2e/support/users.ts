import type { Browser, Page } from '@playwright/test';
import { type CompanyRow, api as endpoints, Role, type UserRow } from '@quaybook/contract';
import { type Api, uniqueName } from './api';
import { SIGNED_OUT } from './fixtures';
import { LoginPage } from './pages';

const ODISHA = 21;

/** A user of the admin's company (or another) with a password of their own, arranged through the API. */
export async function createUser(
  api: Api,
  user: { roleid?: 1 | 2; password?: string; companyid?: number } = {},
): Promise<UserRow & { password: string }> {
  const password = user.password ?? `pw-${uniqueName('').toLowerCase()}`;
  const created = await api.call(endpoints.users.create, {
    body: {
      username: uniqueName('user').toLowerCase(),
      name: uniqueName('Surveyor '),
      roleid: user.roleid ?? Role.user,
      companyid: user.companyid ?? 1,
      password,
    },
  });
  return { ...created, password };
}

/** Signs in on a browser of its own (a second person at another desk) and returns its page. */
export async function signInElsewhere(
  browser: Browser,
  baseURL: string | undefined,
  username: string,
  password: string,
): Promise<Page> {
  // Contexts made in a journey take its options, the admin's session among them.
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    storageState: SIGNED_OUT,
  });
  const page = await context.newPage();
  await page.goto('/');
  await new LoginPage(page).signIn(username, password);
  return page;
}

/**
 * A company administrator of the first company (not the group administrator), signed in on a
 * browser of their own, with another company beside theirs that they must not change.
 */
export async function companyAdminElsewhere(
  api: Api,
  browser: Browser,
  baseURL: string | undefined,
): Promise<{ page: Page; other: CompanyRow }> {
  const other = await api.call(endpoints.company.create, {
    body: { companyname: uniqueName('Paradip Surveyors '), company_stateid: ODISHA },
  });
  const admin = await createUser(api, { roleid: Role.admin });
  const page = await signInElsewhere(browser, baseURL, admin.username, admin.password);
  return { page, other };
}
