import type { Browser, Locator } from '@playwright/test';
import { api as endpoints, INSPECTION_MESSAGES, Role } from '@quaybook/contract';
import { type Api, signedInApi, uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { EntryPage } from '../support/inspections';
import { choose } from '../support/masterData';
import { stateNamed } from '../support/partiesData';
import { billReport, createReportWorld, printReport, reportsOf } from '../support/reports';
import { shot } from '../support/screenshots';
import { createUser, signInElsewhere } from '../support/users';
import { createParty } from '../support/vesselCalls';

// What a clerk reads on a 1366 × 768 laptop: toasts that hide nothing, an empty dashboard that
// says so, long names whole in the entry row, and the report or bill that locks a row.
test.use({ viewport: { width: 1366, height: 768 } });
test.describe.configure({ timeout: 90_000 });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether an element shows its text whole: nothing cut off at its right edge. */
const showsWhole = (element: Locator) =>
  element.evaluate((node) => node.scrollWidth <= node.clientWidth);

/** A company of its own with its administrator signed in: its dashboard starts empty. */
async function newCompany(browser: Browser, api: Api, baseURL: string) {
  const bengal = await stateNamed(api, 'West Bengal');
  const company = await api.call(endpoints.company.create, {
    body: { companyname: uniqueName('Depot '), company_stateid: bengal.stateId },
  });
  const manager = await createUser(api, { roleid: Role.admin, companyid: company.companyid });
  const theirs = await signedInApi(baseURL, manager.username, manager.password);
  const page = await signInElsewhere(browser, baseURL, manager.username, manager.password);
  await page.setViewportSize({ width: 1366, height: 768 });
  return { api: theirs, page };
}

test('a toast on a filter screen covers none of its filters or buttons, nor Logout', async ({
  page,
  shell,
}) => {
  await page.goto('/transactionmanagment');
  await expect(page.getByRole('heading', { name: 'View Inspection' })).toBeVisible();
  // Just loaded: the first filter has the focus, and no list opens over the filters below it.
  const first = page.getByRole('combobox', { name: 'Party', exact: true }).first();
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await shot(page, 'filter-screen-loaded');
  await page.getByRole('button', { name: 'Show Result' }).click();
  const toast = shell.toast(INSPECTION_MESSAGES.filterNeeded);
  await expect(toast).toBeVisible();
  // Let the toast's entrance finish before it is measured.
  await page.waitForTimeout(400);
  const box = await toast.boundingBox();
  expect(box).not.toBeNull();
  const controls = page.locator(
    'header button, main button, main input:not([type="hidden"]), main [role="combobox"]',
  );
  const count = await controls.count();
  expect(count).toBeGreaterThan(10);
  for (let index = 0; index < count; index++) {
    const control = await controls.nth(index).boundingBox();
    if (box && control && control.width > 0)
      expect(overlaps(box, control), `the toast covers control ${index}`).toBe(false);
  }
  await shot(page, 'toast-over-filters', { toasts: true });
});

test('an empty dashboard says there were no inspections, and long names fit the entry row', async ({
  browser,
  api,
  baseURL,
}) => {
  const company = await newCompany(browser, api, baseURL ?? '');
  const screen = company.page;
  await expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(screen.getByText('No inspections in the last 30 days.')).toBeVisible();
  await expect(screen.getByText(/most in a day/)).toHaveCount(0);
  await shot(screen, 'dashboard-empty');

  // A party, a vessel and a movement whose names are as long as the trade's.
  const { applicant, account } = await createParty(company.api);
  const party = 'KOTA SHIPPING LINES';
  await company.api.call(endpoints.linkParty.create, {
    body: { short_name: party, applicantId: applicant.applicantid, accountId: account.accountid },
  });
  const vessel = 'MV KOTA BHARANI';
  await company.api.call(endpoints.vessel.create, { body: { Name: vessel } });
  const movements = await company.api.call(endpoints.movement.list, {});
  const movement = 'Import Discharge';
  if (!movements.some((row) => row.Name === movement))
    await company.api.call(endpoints.movement.create, { body: { Name: movement } });

  const entry = new EntryPage(screen);
  await screen.goto('/transaction');
  await expect(screen.getByRole('heading', { name: 'Transaction Entry' })).toBeVisible();
  await choose(screen, entry.choice('Party'), party);
  await choose(screen, entry.choice('Vessel'), vessel);
  await choose(screen, entry.choice('Movement Type'), movement);
  for (const label of ['Party', 'Vessel', 'Movement Type'])
    expect(await showsWhole(entry.choice(label)), `${label} shows its name whole`).toBe(true);
  await shot(screen, 'transaction-entry-long-names');
  await screen.context().close();
});

test('View Inspection names the report and the bill that lock a row, whole', async ({
  page,
  api,
}) => {
  const world = await createReportWorld(api, 3);
  const [reported, billed] = world.inspections;
  await printReport(api, [reported?.reportid ?? 0]);
  const { rptno } = await printReport(api, [billed?.reportid ?? 0]);
  const report = (await reportsOf(api, world)).find((row) => row.rptno === rptno);
  if (!report) throw new Error(`report ${rptno} is not listed`);
  await billReport(api, world, report);
  const rows = await api.call(endpoints.inspection.list, {
    query: {
      applicant: world.party.applicantId,
      account: world.party.accountId,
      vessel: world.vessel.Vesselid,
      voyage: world.voyage.Voyageid,
    },
  });
  const onReport = rows.find((row) => row.reportid === reported?.reportid);
  const onBill = rows.find((row) => row.reportid === billed?.reportid);
  expect(onReport?.rptno).toBeTruthy();
  expect(onBill?.billno).toBeTruthy();

  await page.goto('/transactionmanagment');
  await expect(page.getByRole('heading', { name: 'View Inspection' })).toBeVisible();
  const choice = (label: string) =>
    page.getByRole('combobox', { name: label, exact: true }).first();
  await choose(page, choice('Party'), world.party.short_name);
  await choose(page, choice('Vessel'), world.vessel.Name);
  await choose(page, choice('Voyage'), world.voyage.Name);
  // A chosen name longer than its filter ends in an ellipsis before the clear button, and shows
  // whole on hover.
  for (const [label, name] of [
    ['Party', world.party.short_name],
    ['Vessel', world.vessel.Name],
    ['Voyage', world.voyage.Name],
  ] as const) {
    await expect(choice(label)).toHaveAttribute('title', name);
    const fit = await choice(label).evaluate((input) => {
      const style = getComputedStyle(input);
      const clear = input.parentElement?.querySelector('[data-combined-clear-section]');
      return {
        ellipsis: style.textOverflow,
        textEnd:
          input.getBoundingClientRect().right -
          Number.parseFloat(style.paddingRight) -
          Number.parseFloat(style.borderRightWidth),
        clearStart: clear?.getBoundingClientRect().left ?? Number.POSITIVE_INFINITY,
      };
    });
    expect(fit.ellipsis, `${label} cuts with an ellipsis`).toBe('ellipsis');
    expect(fit.textEnd, `${label}'s text stops before its clear button`).toBeLessThanOrEqual(
      fit.clearStart,
    );
  }
  await page.getByRole('button', { name: 'Show Result' }).click();
  for (const label of [`Rpt ${onReport?.rptno}`, `Bill ${onBill?.billno}`]) {
    const badge = page.locator('.mantine-Badge-root').filter({ hasText: label });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText(label);
    expect(await showsWhole(badge.locator('.mantine-Badge-label')), `${label} is whole`).toBe(true);
  }
  await shot(page, 'view-inspection-locked');

  // The export's toast names the file and stays, its name downloading the file again.
  const first = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Export to CSV' }).click();
  expect((await first).suggestedFilename()).toBe('transactions.csv');
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: 'transactions.csv' });
  await expect(notice).toBeVisible();
  await page.waitForTimeout(4_000);
  await expect(notice).toBeVisible();
  await shot(page, 'file-toast', { toasts: true });
  const again = page.waitForEvent('download');
  await notice.getByRole('link', { name: 'transactions.csv' }).click();
  expect((await again).suggestedFilename()).toBe('transactions.csv');
  await notice.getByRole('button').click();
  await expect(notice).toBeHidden();
});
