import type { Page } from '@playwright/test';
import {
  api as endpoints,
  INSPECTION_MESSAGES,
  MOVEMENT_FIELD_MESSAGES,
  OFFLINE_MESSAGES,
} from '@quaybook/contract';

import { vcnDetail } from '@quaybook/domain';
import { createVesselCall } from '../support/advanceLists';
import { expireStoredToken } from '../support/expiredToken';
import { expect, test } from '../support/fixtures';
import {
  createInspectionCall,
  DENT_PHOTO,
  EntryPage,
  firstActiveCodes,
  type InspectionCall,
  inspectionsToday,
  savedDamagesAndPhotos,
} from '../support/inspections';
import { choose, containerNumber } from '../support/masterData';
import { shot } from '../support/screenshots';
import { saveAdvanceList } from '../support/uploads';

// The tablet keeps the app's shell and scripts in its service worker: these journeys let it run.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

const status = (page: Page) => page.getByRole('group', { name: 'Network and queue' });
const kept = (page: Page) => page.getByRole('region', { name: 'Kept on this tablet' });
const keptRow = (page: Page, number: string) =>
  kept(page).getByRole('row', { name: new RegExp(number) });

/** Whether the tablet's store holds the call's containers. */
const callKept = (page: Page, vcnId: number) =>
  page.evaluate(
    (id) =>
      new Promise<boolean>((resolve) => {
        const opened = indexedDB.open('quaybook-offline');
        opened.onerror = () => resolve(false);
        opened.onsuccess = () => {
          const db = opened.result;
          if (!db.objectStoreNames.contains('calls')) {
            db.close();
            resolve(false);
            return;
          }
          const all = db.transaction('calls').objectStore('calls').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result.some((call: { vcnId: number }) => call.vcnId === id));
          };
        };
      }),
    vcnId,
  );

/** Opens Inspection Entry online and waits until the service worker holds the app. */
async function openEntryOnline(page: Page, call: InspectionCall) {
  const entry = new EntryPage(page);
  await page.goto('/damageentry');
  await expect(page.getByRole('heading', { name: 'Inspection Entry' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    // The worker claims the page once it has kept every script.
    while (!navigator.serviceWorker.controller) await new Promise((r) => setTimeout(r, 100));
  });
  await entry.chooseCall(call);
  return entry;
}

/** Types a container's row after the call's header: its number, ISO and place. */
async function typeRow(page: Page, entry: EntryPage, call: InspectionCall, number: string) {
  await entry.containerNo().fill(number);
  await entry.containerNo().press('Tab');
  await choose(page, entry.choice('ISO'), '22G1');
  await choose(page, entry.choice('Place'), call.location.Name);
}

test('inspections recorded without a network are kept through a reload and recorded once when it returns', async ({
  page,
  context,
  api,
  shell,
}) => {
  const call = await createInspectionCall(api, { needsCondition: true });
  const codes = await firstActiveCodes(api);
  const numbers = [containerNumber(), containerNumber(), containerNumber()];
  const [first, second, damaged] = numbers as [string, string, string];
  const entry = await openEntryOnline(page, call);
  await expect(status(page)).toContainText(OFFLINE_MESSAGES.online);

  await context.setOffline(true);
  await expect(status(page)).toContainText(OFFLINE_MESSAGES.offline);
  for (const number of [first, second]) {
    await typeRow(page, entry, call, number);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(shell.toast(OFFLINE_MESSAGES.queued).last()).toBeVisible();
    await expect(keptRow(page, number)).toContainText('Waiting');
    await expect(entry.containerNo()).toHaveValue('');
  }
  // The damaged one, with two lines and a photo, all kept on the tablet.
  await typeRow(page, entry, call, damaged);
  await page.keyboard.press('Alt+D');
  const overlay = entry.damageDetails(damaged);
  await entry.fillDamageLine(overlay, codes, { position: 'Front', length: '12', breadth: '4' });
  await overlay.getByLabel('Photo file').setInputFiles(DENT_PHOTO);
  await overlay.getByRole('button', { name: 'Add Line' }).click();
  await entry.fillDamageLine(overlay, codes, { position: 'Top', length: '30', breadth: '20' });
  await overlay.getByRole('button', { name: 'Add Line' }).click();
  await overlay.getByRole('button', { name: 'Done (2)' }).click();
  await expect(keptRow(page, damaged)).toContainText('Damage');
  await expect(status(page)).toContainText(OFFLINE_MESSAGES.waiting(3));

  // Closing the tab or reloading without a network keeps the queue and the app.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Inspection Entry' })).toBeVisible();
  for (const number of numbers) await expect(keptRow(page, number)).toContainText('Waiting');
  await expect(status(page)).toContainText(OFFLINE_MESSAGES.waiting(3));
  await shot(page, 'offline-queue');
  // A second tab, offline too, sees the same queue; both try to send when the network returns.
  const other = await context.newPage();
  await other.goto('/damageentry');
  await expect(keptRow(other, first)).toContainText('Waiting');

  await context.setOffline(false);
  for (const number of numbers) await expect(keptRow(page, number)).toContainText('Sent');
  await expect(status(page)).not.toContainText('waiting');
  await expect(keptRow(other, damaged)).toContainText('Sent');
  // Sent again by hand from the second tab: nothing more is recorded.
  await other.evaluate(() => window.dispatchEvent(new Event('quaybook:queued')));

  for (const number of numbers) {
    const recorded = await inspectionsToday(api, call, number);
    expect(recorded, number).toHaveLength(1);
  }
  const [saved] = await inspectionsToday(api, call, damaged);
  expect(saved).toMatchObject({ conditionid: 1, hasFiles: 1 });
  const { damages, photos } = await savedDamagesAndPhotos(api, saved?.reportid ?? 0);
  expect(damages.map((line) => line.position).sort()).toEqual(['Front', 'Top']);
  expect(photos).toHaveLength(1);
  expect(photos[0]).toMatchObject({ originalName: 'dent.jpg' });
  await other.close();
});

test('an entry the server refuses on its way stays with its reason, is corrected, and is sent', async ({
  page,
  context,
  api,
  shell,
}) => {
  const call = await createInspectionCall(api);
  const number = containerNumber();
  const entry = await openEntryOnline(page, call);

  await context.setOffline(true);
  await typeRow(page, entry, call, number);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(keptRow(page, number)).toContainText('Waiting');
  // Meanwhile the office makes the movement ask for a booking number.
  await api.call(endpoints.movement.update, {
    params: { Movid: call.movement.Movid },
    body: { Name: call.movement.Name, needsBookingNo: true },
  });

  await context.setOffline(false);
  const row = keptRow(page, number);
  await expect(row).toContainText('Refused');
  await expect(row).toContainText(MOVEMENT_FIELD_MESSAGES.bookingrelno);
  await expect(status(page)).toContainText(OFFLINE_MESSAGES.refused(1));
  expect(await inspectionsToday(api, call, number)).toHaveLength(0);
  await shot(page, 'offline-refused');

  await row.getByRole('button', { name: 'Correct' }).click();
  await expect(entry.containerNo()).toHaveValue(number);
  await expect(kept(page)).toHaveCount(0);
  await entry.field('Booking No').fill('BKG-7731');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(shell.toast(INSPECTION_MESSAGES.created)).toBeVisible();
  const [saved] = await inspectionsToday(api, call, number);
  expect(saved).toMatchObject({ bookingrelno: 'BKG-7731' });
});

test('containers of an advance list seen online are recorded from it offline, and sent once', async ({
  page,
  context,
  api,
}) => {
  const listed = await createVesselCall(api);
  const numbers = [containerNumber(), containerNumber()].sort() as [string, string];
  await saveAdvanceList(api, listed, numbers);
  const entry = new EntryPage(page);
  const table = page.getByRole('table', { name: 'Advance containers' });
  const number = page.getByRole('textbox', { name: 'Container No' });

  await page.goto('/transactionuser');
  await expect(page.getByRole('heading', { name: 'Advanced Container List' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    while (!navigator.serviceWorker.controller) await new Promise((r) => setTimeout(r, 100));
  });
  // The movement type first: the list is then asked once, for the page kept below.
  await choose(page, entry.choice('Movement Type'), 'Import');
  await choose(page, entry.choice('VCN'), vcnDetail(listed.vcn.vcnName, listed.vcn.VesselName));
  await expect(table.locator('tbody tr')).toHaveCount(2);

  await context.setOffline(true);
  // The page seen online opens again without a network, and its containers are found on it.
  await page.reload();
  await expect(table.locator('tbody tr')).toHaveCount(2);
  for (const contnumber of numbers) {
    await number.fill(contnumber);
    await number.press('Enter');
    await page.getByRole('radio', { name: 'Sound' }).click();
    await entry.field('Seal No').fill(`SL${contnumber.slice(-4)}`);
    await entry.field('Seal No').press('Enter');
    await expect(keptRow(page, contnumber)).toContainText('Waiting');
  }
  await expect(status(page)).toContainText(OFFLINE_MESSAGES.waiting(2));

  await context.setOffline(false);
  for (const contnumber of numbers) await expect(keptRow(page, contnumber)).toContainText('Sent');
  for (const contnumber of numbers) {
    const recorded = await inspectionsToday(api, listed, contnumber);
    expect(recorded, contnumber).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ seal: `SL${contnumber.slice(-4)}`, conditionid: 2 });
  }
});

test('the containers of an open call never opened online are listed and recorded offline', async ({
  page,
  context,
  api,
}) => {
  const listed = await createVesselCall(api);
  const numbers = [containerNumber(), containerNumber(), containerNumber()].sort();
  await saveAdvanceList(api, listed, numbers);
  const wanted = numbers[2] as string;
  const entry = new EntryPage(page);
  const table = page.getByRole('table', { name: 'Advance containers' });
  const number = page.getByRole('textbox', { name: 'Container No' });

  // The app keeps the open calls' lists a few seconds after it opens, on any screen.
  const keptCall = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api/advance_container_list/${listed.vcn.vcnID}`,
  );
  await page.goto('/dashboard');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    while (!navigator.serviceWorker.controller) await new Promise((r) => setTimeout(r, 100));
  });
  await keptCall;
  await expect.poll(() => callKept(page, listed.vcn.vcnID)).toBe(true);

  await context.setOffline(true);
  await page.goto('/transactionuser');
  await expect(page.getByRole('heading', { name: 'Advanced Container List' })).toBeVisible();
  await choose(page, entry.choice('Movement Type'), 'Import');
  await choose(page, entry.choice('VCN'), vcnDetail(listed.vcn.vcnName, listed.vcn.VesselName));
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await number.fill(wanted);
  await number.press('Enter');
  await page.getByRole('radio', { name: 'Sound' }).click();
  await entry.field('Seal No').fill('SL-OFF-3');
  await entry.field('Seal No').press('Enter');
  await expect(keptRow(page, wanted)).toContainText('Waiting');

  await context.setOffline(false);
  await expect(keptRow(page, wanted)).toContainText('Sent');
  const recorded = await inspectionsToday(api, listed, wanted);
  expect(recorded).toHaveLength(1);
  expect(recorded[0]).toMatchObject({ seal: 'SL-OFF-3', conditionid: 2 });
});

test('a session that ends while the tablet is offline asks for the password again, then sends what was kept', async ({
  page,
  context,
  api,
  shell,
  login,
}) => {
  const call = await createInspectionCall(api, { needsCondition: true });
  const number = containerNumber();
  const entry = await openEntryOnline(page, call);

  await context.setOffline(true);
  await expect(status(page)).toContainText(OFFLINE_MESSAGES.offline);
  await typeRow(page, entry, call, number);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(shell.toast(OFFLINE_MESSAGES.queued).last()).toBeVisible();
  await expect(keptRow(page, number)).toContainText('Waiting');
  // The token runs out while the tablet has no network: the surveyor goes on meanwhile.
  await expireStoredToken(page);
  await page.reload();
  await expect(keptRow(page, number)).toContainText('Waiting');

  // Back online, the app asks to sign in again; the entry waits, and goes once signed in.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await login.signIn();
  await expect(page.getByRole('heading', { name: 'Inspection Entry' })).toBeVisible();
  await expect(keptRow(page, number)).toContainText('Sent');
  expect(await inspectionsToday(api, call, number)).toHaveLength(1);
});
