import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Download, Page } from '@playwright/test';
import {
  ESTIMATE_STATUS_NAMES,
  entities,
  LINE_MESSAGES,
  PORTAL_MESSAGES,
} from '@quaybook/contract';
import { uniqueName } from '../support/api';
import { expect, SIGNED_OUT, test } from '../support/fixtures';
import { ModalForm } from '../support/modalForm';
import { ListPage, LoginPage } from '../support/pages';
import { createLineWorld } from '../support/portal';
import { shot } from '../support/screenshots';

const run = promisify(execFile);

// A shipping line's clerk follows their line's containers in the portal. Two link parties of
// one company each have a damaged inspection with a photo, a survey report and a bill; the
// first has an estimate sent for approval. The admin makes the clerk a line user of the first
// party on the Users screen; the clerk signs in on a phone and on a laptop, finds the container,
// sees its photos, downloads its report and bill, decides the estimate, and is refused the
// other party's report.

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

/** The admin adds a line user of the party on the Users screen: its sign-in name. */
async function addLineUser(page: Page, party: string, password: string) {
  await page.goto('/users');
  const users = new ListPage(page, 'User');
  const username = uniqueName('line').toLowerCase();
  await users.addButton().click();
  const add = new ModalForm(page, 'Add User');
  await add.fill({ 'User Name': username, Name: 'Meera Line Desk' });
  await add.choose('Company', 'My Company');
  const parties = add.select('Link parties');
  await expect(parties).toHaveCount(0);
  await add.choose('Role', 'Line user');
  await add.fill({ Password: password, 'Retype Password': password });
  await add.press('Save');
  await expect(
    add.dialog().getByText('Choose at least one link party for a line user.'),
  ).toBeVisible();
  await parties.click();
  await parties.fill(party);
  await page.getByRole('option', { name: party, exact: true }).click();
  await shot(page, 'portal-users-form-line-user');
  await add.press('Save');
  await add.expectClosed();
  await expect(
    page.locator('.mantine-Notification-root').filter({ hasText: entities.users.messages.created }),
  ).toBeVisible();
  await users.search().fill(username);
  await expect(users.row(username)).toContainText('Line user');
  await expect(users.row(username)).toContainText(party);
  await shot(page, 'portal-users-list');
  return username;
}

/** The page never scrolls sideways: what does not fit scrolls inside its own box. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A downloaded PDF as text, read back as a person would read it. */
async function pdfText(download: Download) {
  return (await run('pdftotext', ['-layout', (await download.path()) ?? '', '-'])).stdout;
}

/** A document's number as its PDF is named: SR/26-27/00001 → SR-26-27-00001.pdf. */
const fileNameOf = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

async function download(page: Page, button: string) {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return saved;
}

for (const viewport of VIEWPORTS) {
  test(`a line user follows their line's containers, reports, bills and estimates on a ${viewport.name}`, async ({
    page,
    api,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const [mine, other] = await Promise.all([
      createLineWorld(api, { estimate: true }),
      createLineWorld(api, { estimate: false }),
    ]);
    const estimate = mine.estimate;
    if (!estimate) throw new Error('The estimate was not sent');
    const password = 'line-pass-123';
    const username = await addLineUser(page, mine.party.short_name, password);
    // Staff never see the portal: it leads them to their dashboard.
    await page.goto('/portal');
    await expect(page).toHaveURL(/\/dashboard$/);

    const context = await browser.newContext({
      ...(baseURL ? { baseURL } : {}),
      storageState: SIGNED_OUT,
      viewport: { width: viewport.width, height: viewport.height },
    });
    const portal = await context.newPage();
    await portal.goto('/');
    await new LoginPage(portal).signIn(username, password);
    await expect(portal).toHaveURL(/\/portal$/);
    await expect(portal.getByTestId('user-name')).toHaveText('Meera Line Desk');
    const shotOf = (section: string) => shot(portal, `portal-${section}-${viewport.width}`);

    // Containers: found by number, the damaged inspection opened with its damage and photo.
    await portal
      .getByRole('textbox', { name: 'Container numbers' })
      .fill(`XXXU0000000, ${mine.contnumber}`);
    await portal.getByRole('button', { name: 'Find' }).click();
    const box = portal.getByRole('region', { name: `Container ${mine.contnumber}` });
    await expect(box).toContainText(mine.movement.Name);
    await expect(box).toContainText('SL-PORTAL');
    await expect(portal.getByRole('region', { name: /^Container / })).toHaveCount(1);
    await expectNoSidewaysScroll(portal);
    await shotOf('containers');
    await box.getByRole('button', { name: /^Open / }).click();
    const opened = portal.getByRole('dialog', {
      name: `${mine.contnumber} · ${mine.movement.Name}`,
    });
    await expect(opened.getByLabel('Damage lines')).toBeVisible();
    const thumb = opened.getByRole('button', { name: /^Open photo / });
    await expect(thumb.locator('img')).toHaveAttribute('src', /^blob:/);
    await expect(opened.getByLabel(`History of ${mine.contnumber}`)).toContainText('SL-PORTAL');
    await shotOf('inspection');
    await thumb.click();
    const full = portal.getByRole('dialog', { name: `${mine.contnumber} ${mine.movement.Name}` });
    const image = full.getByRole('img', { name: /dent/ });
    await expect(image).toHaveAttribute('src', /^blob:/);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shotOf('photo');
    await portal.keyboard.press('Escape');
    await portal.keyboard.press('Escape');
    await expect(opened).toBeHidden();

    // Survey reports: the report's PDF, as printed.
    await portal.getByRole('tab', { name: 'Survey reports' }).click();
    const report = await download(portal, `Download PDF of report ${mine.report.rptno}`);
    // Saved under its number, as the line files it.
    expect(report.suggestedFilename()).toBe(fileNameOf(mine.report.rptno));
    const reportText = await pdfText(report);
    expect(reportText).toContain(mine.report.rptno);
    expect(reportText).toContain(mine.contnumber);
    await expectNoSidewaysScroll(portal);
    await shotOf('reports');

    // Bills: the bill's PDF.
    await portal.getByRole('tab', { name: 'Bills' }).click();
    const bill = await download(portal, `Download PDF of bill ${mine.bill.billno}`);
    expect(bill.suggestedFilename()).toBe(fileNameOf(mine.bill.billno));
    expect(await pdfText(bill)).toContain(mine.bill.billno);
    await expectNoSidewaysScroll(portal);
    await shotOf('bills');

    // Estimates: the one sent is decided, line 1 approved and line 2 rejected.
    await portal.getByRole('tab', { name: 'Estimates' }).click();
    await expect(portal.getByRole('link', { name: estimate.estimateno })).toBeVisible();
    await shotOf('estimates');
    await portal.getByRole('link', { name: estimate.estimateno }).click();
    await portal.getByRole('button', { name: 'Approve line 1' }).click();
    await portal.getByRole('button', { name: 'Reject line 2' }).click();
    await portal
      .getByRole('region', { name: 'Line 2' })
      .getByRole('textbox', { name: 'Note (optional)' })
      .fill('Not our damage');
    await expectNoSidewaysScroll(portal);
    await shotOf('estimate');
    await portal.getByRole('button', { name: 'Submit decisions' }).click();
    await expect(
      portal.getByRole('status').filter({ hasText: PORTAL_MESSAGES.decided }),
    ).toBeVisible();
    await expect(portal.getByText(ESTIMATE_STATUS_NAMES.partly_approved)).toBeVisible();
    await expect(portal.getByRole('region', { name: 'Line 2' })).toContainText('Rejected');
    await shotOf('estimate-decided');
    await portal.getByRole('link', { name: 'All estimates' }).click();
    await expect(portal.getByText(ESTIMATE_STATUS_NAMES.partly_approved)).toBeVisible();

    // The other sections read well too.
    await portal.getByRole('tab', { name: 'Messages' }).click();
    await expect(portal.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await shotOf('messages');
    await portal.getByRole('tab', { name: 'Notifications' }).click();
    await portal.getByRole('textbox', { name: 'E-mail' }).fill('desk@line.example');
    await portal.getByRole('checkbox', { name: /new estimate/ }).check();
    await portal.getByRole('button', { name: 'Save' }).click();
    await expect(
      portal.getByRole('status').filter({ hasText: PORTAL_MESSAGES.notificationsSaved }),
    ).toBeVisible();
    await expectNoSidewaysScroll(portal);
    await shotOf('notifications');

    // Another line's report is refused with the server's message, and the staff's screens
    // lead back to the portal.
    await portal.goto(`/portal/report/${encodeURIComponent(other.report.rptno)}`);
    await expect(portal.getByRole('alert')).toHaveText(LINE_MESSAGES.notYours);
    await expect(portal.getByLabel(/^Inspections of report/)).toHaveCount(0);
    await shotOf('refused');
    await portal.goto('/dashboard');
    await expect(portal).toHaveURL(/\/portal$/);

    // Their own password, changed from the portal's header; they go on in the portal with it.
    const newPassword = 'line-pass-456';
    await portal.getByRole('button', { name: 'Change password', exact: true }).click();
    await expect(portal).toHaveURL(/\/portal\/password$/);
    await portal.getByRole('textbox', { name: 'Old Password' }).fill(password);
    await portal.getByRole('textbox', { name: 'New Password' }).fill(newPassword);
    await portal.getByRole('textbox', { name: 'Retype Password' }).fill(newPassword);
    await portal.getByRole('button', { name: 'Change Password', exact: true }).click();
    await expect(portal).toHaveURL(/\/portal$/);
    await portal.getByRole('button', { name: 'Sign out' }).click();
    await new LoginPage(portal).signIn(username, newPassword);
    await expect(portal).toHaveURL(/\/portal$/);
    await context.close();
  });
}
