import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { api, Role, type UserRow } from '@quaybook/contract';
import { adminToken, callApi, uniqueName } from './api';
import { LoginPage } from './pages';

/** A user of the admin's company with a password of their own, arranged through the API. */
export async function createUser(
  request: APIRequestContext,
  user: { roleid?: 1 | 2; password?: string } = {},
): Promise<UserRow & { password: string }> {
  const password = user.password ?? `pw-${uniqueName('').toLowerCase()}`;
  const created = (await callApi(request, await adminToken(request), api.users.create, {
    body: {
      username: uniqueName('user').toLowerCase(),
      name: uniqueName('Surveyor '),
      roleid: user.roleid ?? Role.user,
      companyid: 1,
      password,
    },
  })) as UserRow;
  return { ...created, password };
}

/** Signs in on a browser of its own (a second person at another desk) and returns its page. */
export async function signInElsewhere(
  browser: Browser,
  baseURL: string | undefined,
  username: string,
  password: string,
): Promise<Page> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}) });
  const page = await context.newPage();
  await page.goto('/');
  await new LoginPage(page).signIn(username, password);
  return page;
}
