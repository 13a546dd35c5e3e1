import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { EDI_REPORT_MESSAGES, entities } from '@quaybook/contract';
import { messagesOf, readBack } from '@quaybook/domain/testing';
import { createEdiWorld } from '../support/ediReports';
import { expect, test } from '../support/fixtures';
import { choose } from '../support/masterData';
import { ListPage } from '../support/pages';
import { shot } from '../support/screenshots';
import { downloadOf } from '../support/uploads';

// A clerk sets the line's EDI ids on its Link Party, sends the day's gate-ins as EDI, and later
// finds the file on Sent Files and downloads it again.

const choice = (page: Page, label: string) =>
  page.getByRole('combobox', { name: label, exact: true }).first();

test('sets the line’s EDI ids, sends the EDI report, and downloads it again from Sent Files', async ({
  page,
  api,
  signedIn,
}) => {
  const world = await createEdiWorld(api, 2);
  const shortName = world.party.short_name;
  const numbers = world.inspections.map((row) => row.contnumber);

  // Without the line's ids the report cannot be addressed.
  await page.goto('/mscediexcel');
  await expect(page.getByRole('heading', { name: 'EDI / Excel Report' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByText(EDI_REPORT_MESSAGES.selectParty).first()).toBeVisible();
  await choose(page, choice(page, 'Party'), shortName);
  await choose(page, choice(page, 'Report Type'), 'EDI');
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(signedIn.toast(EDI_REPORT_MESSAGES.missingEdiIds(shortName))).toBeVisible();

  await page.goto('/linkparty');
  const parties = new ListPage(page, 'Link Party');
  await parties.search().fill(shortName);
  await parties.row(shortName).dblclick();
  await parties.field('EDI Sender Id').fill('quaybook');
  await parties.field('EDI Recipient Id').fill('MSCU');
  await parties.field('Carrier Code').fill('msc');
  await shot(page, 'link-party-edi-ids');
  await parties.field('Carrier Code').press('Enter');
  await expect(signedIn.toast(entities.linkParty.messages.updated)).toBeVisible();
  await expect(parties.row(shortName)).toContainText('QUAYBOOK');
  await expect(parties.row(shortName)).toContainText('MSC');

  await page.goto('/mscediexcel');
  await choose(page, choice(page, 'Party'), shortName);
  await choose(page, choice(page, 'Report Type'), 'EDI');
  await shot(page, 'edi-excel-report');
  const download = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Generate Report' }).click(),
  );
  await expect(signedIn.toast(EDI_REPORT_MESSAGES.ediGenerated(2, 0))).toBeVisible();
  const text = await readFile((await download.path()) as string, 'ascii');
  const segments = readBack(text);
  expect(segments[0]?.elements.slice(1, 3)).toEqual([['QUAYBOOK'], ['MSCU']]);
  const [message] = messagesOf(segments);
  expect(message?.[0]?.elements[1]?.[0]).toBe('CODECO');
  expect(message?.find((s) => s.name === 'BGM')?.elements[0]).toEqual(['34']);
  expect(message?.filter((s) => s.name === 'EQD').map((s) => s.elements[1]?.[0])).toEqual(numbers);
  expect(message?.at(-1)?.elements[0]).toEqual([String(message?.length)]);

  // Sent, they are not sent twice.
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(signedIn.toast(EDI_REPORT_MESSAGES.nothingToSend)).toBeVisible();

  await page.goto('/sentfiles');
  await expect(page.getByRole('heading', { name: 'Sent Files' })).toBeVisible();
  await choose(page, choice(page, 'Party'), shortName);
  await page.getByRole('button', { name: 'Show Result' }).click();
  const files = new ListPage(page, 'Sent file');
  await files.expectRows(1);
  const sent = files.row(download.suggestedFilename());
  await expect(sent).toContainText('EDI');
  await expect(sent).toContainText(world.party.applicantname);
  await expect(sent.locator('td').filter({ hasText: /^2$/ })).toHaveCount(1);
  await shot(page, 'sent-files');
  const again = await downloadOf(page, () =>
    sent.getByRole('button', { name: `Download ${download.suggestedFilename()}` }).click(),
  );
  expect(again.suggestedFilename()).toBe(download.suggestedFilename());
  expect(await readFile((await again.path()) as string, 'ascii')).toBe(text);
});

test('sends the chosen containers again on Codeco Coarri, refusing a list that is not one', async ({
  page,
  api,
  signedIn,
}) => {
  const world = await createEdiWorld(api, 2);
  await api.call(entities.linkParty.endpoints.update, {
    params: { autoid: world.party.autoid },
    body: {
      short_name: world.party.short_name,
      applicantId: world.party.applicantId,
      accountId: world.party.accountId,
      edisenderid: 'QUAYBOOK',
      edirecipientid: 'MSCU',
    },
  });
  const [chosen] = world.inspections.map((row) => row.contnumber);

  await page.goto('/codecocoarri');
  await expect(page.getByRole('heading', { name: 'Codeco Coarri Report' })).toBeVisible();
  await choose(page, choice(page, 'Party'), world.party.short_name);
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText(EDI_REPORT_MESSAGES.enterContainers).first()).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Container No' });
  await box.fill(`${chosen}, NOTABOX1`);
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText(/NOTABOX1/).first()).toBeVisible();
  await box.fill(chosen ?? '');
  await shot(page, 'codeco-coarri');
  const download = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Generate' }).click(),
  );
  await expect(signedIn.toast(EDI_REPORT_MESSAGES.ediGenerated(1, 0))).toBeVisible();
  const segments = readBack(await readFile((await download.path()) as string, 'ascii'));
  expect(segments.filter((s) => s.name === 'EQD').map((s) => s.elements[1]?.[0])).toEqual([chosen]);
  expect(segments.find((s) => s.name === 'BGM')?.elements[2]).toEqual(['9']);
});
