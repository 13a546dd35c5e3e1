import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { CHECK_DIGIT_MESSAGES, EDI_REPORT_MESSAGES, entities } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import { messagesOf, readBack } from '@quaybook/domain/testing';
import { createEdiWorld, type EdiWorld } from '../support/ediReports';
import { expect, test } from '../support/fixtures';
import { choose, containerNumber, withWrongCheckDigit } from '../support/masterData';
import { ListPage } from '../support/pages';
import { shot } from '../support/screenshots';
import { downloadOf } from '../support/uploads';
import { todayIso } from '../support/vesselCalls';

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

/** The line's EDI ids set on the world's Link Party, as the first journey sets them on screen. */
async function setLineIds(api: Parameters<typeof createEdiWorld>[0], world: EdiWorld) {
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
}

const dateInput = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true }).first();

test('sends containers again on Codeco Coarri, each replacing the message that told the line before', async ({
  page,
  api,
  signedIn,
}) => {
  const world = await createEdiWorld(api, 2);
  await setLineIds(api, world);
  const [chosen, other] = world.inspections.map((row) => row.contnumber);

  await page.goto('/codecocoarri');
  await expect(page.getByRole('heading', { name: 'Codeco Coarri Report' })).toBeVisible();
  await choose(page, choice(page, 'Party'), world.party.short_name);
  // The party alone would send its whole history again: the screen says how to narrow it.
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(signedIn.toast(EDI_REPORT_MESSAGES.narrowResend)).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Container No' });
  await box.fill(`${chosen}, NOTABOX1`);
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText(/NOTABOX1/).first()).toBeVisible();
  await box.fill(chosen ?? '');
  await shot(page, 'codeco-coarri');
  const first = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Generate' }).click(),
  );
  await expect(signedIn.toast(EDI_REPORT_MESSAGES.ediGenerated(1, 0))).toBeVisible();
  const sent = readBack(await readFile((await first.path()) as string, 'ascii'));
  expect(sent.filter((s) => s.name === 'EQD').map((s) => s.elements[1]?.[0])).toEqual([chosen]);
  const bgm = sent.find((s) => s.name === 'BGM');
  expect(bgm?.elements[2]).toEqual(['9']);

  // Without the list, today's dates choose: both go, the one sent as the replacement of its message.
  await box.fill('');
  await dateInput(page, 'From Date').fill(formatDate(todayIso()));
  await dateInput(page, 'To Date').fill(formatDate(todayIso()));
  const again = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Generate' }).click(),
  );
  await expect(signedIn.toast(EDI_REPORT_MESSAGES.ediGenerated(2, 0))).toBeVisible();
  const messages = messagesOf(readBack(await readFile((await again.path()) as string, 'ascii')));
  expect(
    messages.map((m) => [
      m.find((s) => s.name === 'EQD')?.elements[1]?.[0],
      m.find((s) => s.name === 'BGM')?.elements[2]?.[0],
      m.find((s) => s.name === 'RFF')?.elements[0] ?? null,
    ]),
  ).toEqual([
    [chosen, '5', ['ACW', bgm?.elements[1]?.[0]]],
    [other, '9', null],
  ]);
});

test('names a container with a wrong check digit before sending it, and sends it once accepted', async ({
  page,
  api,
  signedIn,
}) => {
  const wrong = withWrongCheckDigit(containerNumber());
  const world = await createEdiWorld(api, 2, undefined, [containerNumber(), wrong]);
  await setLineIds(api, world);

  await page.goto('/mscediexcel');
  await choose(page, choice(page, 'Party'), world.party.short_name);
  await choose(page, choice(page, 'Report Type'), 'EDI');
  await page.getByRole('button', { name: 'Generate Report' }).click();
  const warning = page.getByRole('alert').filter({ hasText: CHECK_DIGIT_MESSAGES.title });
  await expect(warning).toContainText(CHECK_DIGIT_MESSAGES.explained);
  await expect(warning.getByRole('listitem')).toHaveText([
    new RegExp(`^${wrong}: should end in \\d$`),
  ]);
  await shot(page, 'edi-check-digit-warning');
  const download = await downloadOf(page, () =>
    warning.getByRole('button', { name: CHECK_DIGIT_MESSAGES.accept }).click(),
  );
  await expect(signedIn.toast(EDI_REPORT_MESSAGES.ediGenerated(2, 0, [wrong]))).toBeVisible();
  await expect(warning).toBeHidden();
  const segments = readBack(await readFile((await download.path()) as string, 'ascii'));
  expect(segments.filter((s) => s.name === 'EQD').map((s) => s.elements[1]?.[0])).toContain(wrong);
});
