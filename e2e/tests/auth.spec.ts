import { PASSWORD_CHANGED } from '@quaybook/contract';
import { expireStoredToken } from '../support/expiredToken';
import { expect, SIGNED_OUT, test } from '../support/fixtures';
import { createUser } from '../support/users';

// The journeys about the login screen start from a browser that has never signed in; the others
// start with the worker's admin session.
test.describe('the login screen', () => {
  test.use({ storageState: SIGNED_OUT });

  test('a user signs in and lands on the dashboard with their name in the top bar', async ({
    page,
    login,
    shell,
  }) => {
    await page.goto('/');
    await login.signIn();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(shell.toast('Login successful!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('user-name')).toHaveText('Administrator');
  });

  test('a wrong password shows the server’s refusal and stays on the login screen', async ({
    page,
    login,
    shell,
  }) => {
    await page.goto('/');
    await login.signIn('admin', 'not-the-password');
    await expect(shell.toast('Incorrect username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a guarded page sends a signed-out visitor to login and back after signing in', async ({
    page,
    login,
  }) => {
    await page.goto('/voyage?q=V1');
    await expect(page).toHaveURL(/\/\?redirect=%2Fvoyage%3Fq%3DV1$/);
    await login.signIn();
    await expect(page).toHaveURL(/\/voyage\?q=V1$/);
    await expect(page.getByRole('heading', { name: 'Voyage List' })).toBeVisible();
  });

  test('an unknown page is guarded too', async ({ page }) => {
    await page.goto('/notfound');
    await expect(page).toHaveURL(/\/\?redirect=%2Fnotfound$/);
  });

  test('a user changes their password, and only the new one signs in afterwards', async ({
    page,
    api,
    login,
    shell,
  }) => {
    // A user of its own: a password change ends that user's sessions, and the admin's must last.
    const user = await createUser(api);
    await page.goto('/');
    await login.signIn(user.username, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    const newPassword = 'harbour-pilot-2026';
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/change-password$/);

    const field = (name: string) => page.getByRole('textbox', { name });
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Old Password is required')).toBeVisible();

    await field('Old Password').fill(user.password);
    await field('New Password').fill(newPassword);
    await field('Retype Password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await field('Old Password').fill('a wrong old password');
    await field('Retype Password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(shell.toast('Old password is incorrect.')).toBeVisible();

    await field('Old Password').fill(user.password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(shell.toast(PASSWORD_CHANGED)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await login.signIn(user.username, user.password);
    await expect(shell.toast('Incorrect username or password')).toBeVisible();
    await login.signIn(user.username, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('signing out returns to login and guarded pages need signing in again', async ({
  page,
  signedIn,
}) => {
  expect(signedIn).toBeTruthy();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('user')]),
  ).toEqual([null, null]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/\?redirect=%2Fdashboard$/);
});

test('an expired session ends in logout with the page kept for after sign-in', async ({
  page,
  signedIn,
}) => {
  expect(signedIn).toBeTruthy();
  // Let the dashboard finish loading its lists first: a list arriving after the token has expired
  // re-renders the page, which then signs out on its own, racing the navigation below.
  await page.waitForLoadState('networkidle');
  await expireStoredToken(page);
  await page.goto('/voyage');
  await expect(page).toHaveURL(/\/\?redirect=%2Fvoyage$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});
