import { expect, test } from '../support/fixtures';

test('the sidebar opens one group at a time and leads to Voyage or to notfound', async ({
  page,
  signedIn,
}) => {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('button', { name: 'Master', exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Voyage', exact: true })).toBeVisible();
  await nav.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Upload Content', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Voyage', exact: true })).toBeHidden();

  await signedIn.openFromMenu('SCMTR', 'Vessel Capacity');
  await expect(page).toHaveURL(/\/notfound$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('permissions'))) ?? '{}'),
  ).toMatchObject({
    menu_name: 'Vessel Capacity',
    menu_action: 'Vessel Capacity',
  });

  await signedIn.openFromMenu('Master', 'Voyage');
  await expect(page).toHaveURL(/\/voyage$/);
  await expect(page.getByRole('heading', { name: 'Voyage List' })).toBeVisible();
});

test('the collapsed sidebar opens again when a group is clicked', async ({ page, signedIn }) => {
  expect(signedIn).toBeTruthy();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(nav.getByText('Dashboard')).toBeHidden();
  await nav.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Survey Report', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
});

test('the dashboard caches the reference lists in local storage with a placeholder entry', async ({
  page,
  signedIn,
}) => {
  expect(signedIn).toBeTruthy();
  await expect
    .poll(async () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('states') ?? '[]').length),
    )
    .toBe(37);
  const states = await page.evaluate(() => JSON.parse(localStorage.getItem('states') ?? '[]'));
  expect(states).toContainEqual({ stateId: 19, stateName: 'West Bengal', gstCode: '19' });
  expect(states.at(-1)).toEqual({ stateId: 0, stateName: 'Select State' });
  const countries = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('countries') ?? '[]'),
  );
  expect(countries).toContainEqual({ CountryID: 356, CountryName: 'India', isoCode: 'IN' });
});
