import { mkdirSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { EDI_DELIVERY_MESSAGES, entities, INSPECTION_MESSAGES } from '@quaybook/contract';
import { readBack } from '@quaybook/domain/testing';
import { startSftpServer, type TestSftpServer } from '@quaybook/server/test/support/sftpServer';
import { createEdiWorld } from '../support/ediReports';
import { expect, test } from '../support/fixtures';
import { createKnownContainer, EntryPage } from '../support/inspections';
import { choose } from '../support/masterData';
import { ListPage } from '../support/pages';
import { shot } from '../support/screenshots';
import { downloadOf } from '../support/uploads';

// An administrator sets up a line's SFTP delivery and tests it; a clerk saves a gate-in; the
// server sends the CODECO by itself (it looks every two seconds here) into the line's folder of
// an SFTP server on 127.0.0.1, and the Delivery Log shows it sent and downloads it.

const PASSWORD = 'line sftp password';
let sftp: TestSftpServer;

test.beforeAll(async () => {
  sftp = await startSftpServer({ users: [{ username: 'line', password: PASSWORD }] });
  mkdirSync(path.join(sftp.root, 'to-line'));
});
test.afterAll(async () => {
  await sftp?.close();
});

const choice = (page: Page, label: string) =>
  page.getByRole('combobox', { name: label, exact: true }).first();

test('sets up a line’s SFTP delivery, tests it, and finds the saved gate-in sent in the Delivery Log', async ({
  page,
  api,
  signedIn,
}) => {
  // Two screens' work and the server's own look for the delivery.
  test.slow();
  const world = await createEdiWorld(api, 0);
  const shortName = world.party.short_name;

  await page.goto('/linkparty');
  const parties = new ListPage(page, 'Link Party');
  await parties.search().fill(shortName);
  await parties.row(shortName).dblclick();
  await parties.field('EDI Sender Id').fill('QUAYBOOK');
  await parties.field('EDI Recipient Id').fill('MSCU');
  await parties.field('Carrier Code').fill('MSC');
  await parties.field('Carrier Code').press('Enter');
  await expect(signedIn.toast(entities.linkParty.messages.updated)).toBeVisible();

  await page.goto('/edidelivery');
  await expect(page.getByRole('heading', { name: 'EDI Delivery' })).toBeVisible();
  await choose(page, choice(page, 'Link Party'), shortName);
  await page.getByRole('textbox', { name: 'Host' }).fill('127.0.0.1');
  await page.getByRole('textbox', { name: 'Port' }).fill(String(sftp.port));
  await page.getByRole('textbox', { name: 'User' }).fill('line');
  await page.getByRole('textbox', { name: 'Password' }).fill('not the password');
  await page.getByRole('textbox', { name: 'Folder', exact: true }).fill('to-line');
  await page.getByRole('checkbox', { name: 'CODECO (gate moves)' }).check();
  await page.getByRole('radio', { name: 'After' }).check();
  await page.getByRole('textbox', { name: 'Minutes' }).fill('0');

  // A wrong password is named as what failed; the right one passes.
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText(EDI_DELIVERY_MESSAGES.failures.authentication('line'))).toBeVisible();
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText(EDI_DELIVERY_MESSAGES.testPassed('127.0.0.1:to-line'))).toBeVisible();
  await shot(page, 'edi-delivery-settings');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(signedIn.toast(EDI_DELIVERY_MESSAGES.saved)).toBeVisible();
  expect(readdirSync(path.join(sftp.root, 'to-line'))).toEqual([]);

  // The clerk saves a gate-in of the line.
  const box = await createKnownContainer(api);
  const entry = new EntryPage(page);
  await page.goto('/damageentry');
  await entry.chooseCall(world);
  await entry.containerNo().fill(box.contnumber);
  await entry.containerNo().press('Tab');
  await choose(page, entry.choice('Place'), world.location.Name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(signedIn.toast(INSPECTION_MESSAGES.created)).toBeVisible();

  // Within the schedule's minutes (none here) and a look, it is in the line's folder and the log.
  await page.goto('/deliverylog');
  await expect(page.getByRole('heading', { name: 'Delivery Log' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: shortName });
  await expect(async () => {
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(row).toContainText('Sent', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('CODECO');
  await expect(row).toContainText('127.0.0.1:to-line');
  await expect(row).toContainText(box.contnumber);
  await shot(page, 'delivery-log');
  const [delivered] = readdirSync(path.join(sftp.root, 'to-line'));
  const download = await downloadOf(page, () =>
    row.getByRole('button', { name: 'Download' }).click(),
  );
  expect(download.suggestedFilename()).toBe(delivered);
  const segments = readBack(await readFile((await download.path()) as string, 'latin1'));
  expect(segments.filter((s) => s.name === 'EQD').map((s) => s.elements[1]?.[0])).toEqual([
    box.contnumber,
  ]);
  const sent = await readFile(path.join(sftp.root, 'to-line', delivered as string), 'latin1');
  expect(readBack(sent)).toEqual(segments);
});
