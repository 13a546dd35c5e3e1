import { api as endpoints } from '@quaybook/contract';
import { expect, test } from '../support/fixtures';

test('the sidebar opens one group at a time and leads to Voyage or to the SCMTR screens', async ({
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
  await expect(page).toHaveURL(/\/vesselcapacity$/);
  await expect(page.getByRole('heading', { name: 'Vessel Capacity' })).toBeVisible();
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
  // Each list is stored as its own answer arrives, so each is waited for.
  const stored = (key: string) =>
    page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? '[]'), key);
  await expect.poll(async () => (await stored('states')).length).toBe(37);
  const states = await stored('states');
  expect(states).toContainEqual({ stateId: 19, stateName: 'West Bengal', gstCode: '19' });
  expect(states.at(-1)).toEqual({ stateId: 0, stateName: 'Select State' });
  await expect
    .poll(() => stored('countries'))
    .toContainEqual({ CountryID: 356, CountryName: 'India', isoCode: 'IN' });
});

test('About, from the profile menu, shows the version, the build and the database', async ({
  page,
  api,
  signedIn,
}) => {
  expect(signedIn).toBeTruthy();
  const about = await api.call(endpoints.reference.about, {});
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'About Quaybook' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { name: 'About Quaybook' })).toBeVisible();
  const fact = (label: string) =>
    page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: label }) })
      .getByRole('cell');
  await expect(fact('Version')).toContainText(about.version);
  // The journeys run the built app: a commit and the day it was built.
  await expect(fact('Build')).toContainText(/[0-9a-f]{7,}, built \d{2}\/\d{2}\/\d{4}/);
  // The journeys' server runs on PostgreSQL where the run has one (as CI does), else embedded.
  if (process.env.DATABASE_URL) {
    expect(about.database.kind).toBe('postgres');
    await expect(fact('Database')).toHaveText(`PostgreSQL ${about.database.version}`);
  } else {
    expect(about.database.kind).toBe('pglite');
    await expect(fact('Database')).toHaveText(
      `Embedded PGlite ${about.database.version} (PostgreSQL ${about.database.postgres})`,
    );
  }
});

test('the spec’s Under Development page shows at its route, any other path Not Found', async ({
  page,
  signedIn,
}) => {
  expect(signedIn).toBeTruthy();
  await page.goto('/underdevelopment');
  await expect(page.getByRole('heading', { name: 'Page Under Development' })).toBeVisible();
  await page.goto('/nosuchscreen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Under Development' })).toBeHidden();
});
