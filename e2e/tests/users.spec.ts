import { entities, USER_ACTION_MESSAGES } from '@quaybook/contract';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ModalForm } from '../support/modalForm';
import { ListPage, Shell } from '../support/pages';
import { shot } from '../support/screenshots';
import { companyAdminElsewhere, createUser, signInElsewhere } from '../support/users';

test.beforeEach(async ({ signedIn }) => {
  await signedIn.openFromMenu('Master', 'Users');
});

test('the group administrator adds a user of a company, who signs in and is not offered Users', async ({
  page,
  browser,
  baseURL,
  signedIn,
}) => {
  const users = new ListPage(page, 'User');
  const username = uniqueName('surveyor').toLowerCase();
  await users.addButton().click();
  const add = new ModalForm(page, 'Add User');
  await add.fill({ 'User Name': username, Name: 'Ravi Shankar' });
  await add.choose('Company', 'My Company');
  // Only the group administrator, whom this journey signs in as, may make another one.
  await expect(add.dialog().getByText('Group administrator (every company)')).toBeVisible();
  await add.fill({ Password: 'first-pass-1', 'Retype Password': 'first-pass-2' });
  await shot(page, 'users-form-group-admin');
  await add.press('Save');
  await expect(add.dialog().getByText('Passwords do not match')).toBeVisible();

  await add.field('Retype Password').fill('first-pass-1');
  await add.press('Save');
  await expect(signedIn.toast(entities.users.messages.created)).toBeVisible();
  await users.search().fill(username);
  await expect(users.row(username)).toContainText('Ravi Shankar');
  await expect(users.row(username)).toContainText('User');
  await expect(users.row(username)).toContainText('Active');

  const theirPage = await signInElsewhere(browser, baseURL, username, 'first-pass-1');
  await expect(theirPage).toHaveURL(/\/dashboard$/);
  await new Shell(theirPage).openFromMenu('Master', 'Voyage');
  const menu = theirPage.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Company', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  await theirPage.context().close();
});

test('a deactivated user cannot sign in until activated again', async ({
  page,
  api,
  browser,
  baseURL,
  signedIn,
}) => {
  const user = await createUser(api);
  const users = new ListPage(page, 'User');
  await page.reload();
  await users.search().fill(user.username);

  await users
    .row(user.username)
    .getByRole('button', { name: `Deactivate ${user.username}` })
    .click();
  const confirm = new ModalForm(page, `Deactivate: ${user.username}`);
  await expect(confirm.dialog()).toContainText('They can no longer sign in');
  await confirm.press('Deactivate');
  await expect(signedIn.toast(USER_ACTION_MESSAGES.deactivated)).toBeVisible();
  await expect(users.row(user.username)).toContainText('Inactive');

  const refused = await signInElsewhere(browser, baseURL, user.username, user.password);
  await expect(new Shell(refused).toast('Incorrect username or password')).toBeVisible();
  await expect(refused).toHaveURL(/\/$/);
  await refused.context().close();

  await users
    .row(user.username)
    .getByRole('button', { name: `Activate ${user.username}` })
    .click();
  await new ModalForm(page, `Activate: ${user.username}`).press('Activate');
  await expect(signedIn.toast(USER_ACTION_MESSAGES.reactivated)).toBeVisible();
  await expect(users.row(user.username)).toContainText('Active');

  const welcomed = await signInElsewhere(browser, baseURL, user.username, user.password);
  await expect(welcomed).toHaveURL(/\/dashboard$/);
  await welcomed.context().close();
});

test('after a password reset the user signs in with the new password only', async ({
  page,
  api,
  browser,
  baseURL,
  signedIn,
}) => {
  const user = await createUser(api);
  const users = new ListPage(page, 'User');
  await page.reload();
  await users.search().fill(user.username);

  await users
    .row(user.username)
    .getByRole('button', { name: `Reset password ${user.username}` })
    .click();
  const reset = new ModalForm(page, `Reset password: ${user.username}`);
  await reset.fill({ 'New Password': 'second-pass-1', 'Retype Password': 'second-pass-9' });
  await reset.press('Reset password');
  await expect(reset.dialog().getByText('Passwords do not match')).toBeVisible();
  await reset.field('Retype Password').fill('second-pass-1');
  await reset.press('Reset password');
  await expect(signedIn.toast(USER_ACTION_MESSAGES.passwordReset)).toBeVisible();
  await reset.expectClosed();

  const refused = await signInElsewhere(browser, baseURL, user.username, user.password);
  await expect(new Shell(refused).toast('Incorrect username or password')).toBeVisible();
  await refused.context().close();
  const welcomed = await signInElsewhere(browser, baseURL, user.username, 'second-pass-1');
  await expect(welcomed).toHaveURL(/\/dashboard$/);
  await welcomed.context().close();
});

test('a user who is not an admin opening Users is told it is not allowed', async ({
  api,
  browser,
  baseURL,
}) => {
  const user = await createUser(api);
  const theirPage = await signInElsewhere(browser, baseURL, user.username, user.password);
  await expect(theirPage).toHaveURL(/\/dashboard$/);
  await theirPage.goto('/users');
  await expect(theirPage.getByText('Not allowed')).toBeVisible();
  await expect(theirPage.getByText('Only an administrator can do this.')).toBeVisible();
  await expect(theirPage.getByRole('button', { name: 'Add User' })).toHaveCount(0);
  await expect(theirPage.getByRole('textbox', { name: 'Search' })).toHaveCount(0);
  await expect(theirPage.getByRole('button', { name: 'Export' })).toHaveCount(0);
  await theirPage.context().close();
});

test('a company administrator manages their own company’s users only, and is not asked for a company', async ({
  api,
  browser,
  baseURL,
}) => {
  const { page, other } = await companyAdminElsewhere(api, browser, baseURL);
  const stranger = await createUser(api, { companyid: other.companyid });
  await expect(page).toHaveURL(/\/dashboard$/);
  await new Shell(page).openFromMenu('Master', 'Users');
  const users = new ListPage(page, 'User');
  await users.search().fill(stranger.username);
  await expect(page.getByText('No rows match the search')).toBeVisible();
  // The group administrator is listed in the company, but is theirs to change alone.
  await users.search().fill('admin');
  await expect(users.row('Administrator')).toContainText('Group admin');
  await expect(users.row('Administrator').getByRole('button', { name: /^Edit / })).toHaveCount(0);

  const username = uniqueName('tally').toLowerCase();
  await users.addButton().click();
  const add = new ModalForm(page, 'Add User');
  await expect(add.dialog().getByText('Company', { exact: true })).toHaveCount(0);
  await expect(add.dialog().getByText(/Group administrator/)).toHaveCount(0);
  await add.fill({ 'User Name': username, Name: 'Tally Clerk' });
  await add.fill({ Password: 'tally-pass-1', 'Retype Password': 'tally-pass-1' });
  await shot(page, 'users-form-company-admin');
  await add.press('Save');
  await expect(new Shell(page).toast(entities.users.messages.created)).toBeVisible();
  await users.search().fill(username);
  await expect(users.row(username)).toContainText('My Company');
  await page.context().close();
});
