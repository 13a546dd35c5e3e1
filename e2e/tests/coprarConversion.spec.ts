import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { COPRAR_MESSAGES, coprarLayout } from '@quaybook/contract';
import { checkContainerNumber, containerNumberWarning } from '@quaybook/domain';
import { messagesOf, readBack } from '@quaybook/domain/testing';
import { createLoadingCall, KOLKATA_DOCK, type LoadingCall } from '../support/coprar';
import { expect, test } from '../support/fixtures';
import { EntryPage } from '../support/inspections';
import { choose, containerNumber, withWrongCheckDigit } from '../support/masterData';
import { shot } from '../support/screenshots';
import { downloadedRows, downloadOf, workbookFile } from '../support/uploads';

// A clerk turns a terminal's loading list into the line's COPRAR: chooses the party and the
// vessel call, picks the file, converts, and prints a kept conversion again as a PDF.

const HEADER = coprarLayout.map((column) => column.title);
const row = (number: string, pod = 'SGSIN') => [
  number,
  '22G1',
  'F',
  18420,
  'SH1',
  'BKG1',
  pod,
  '',
  'Tea',
];

async function openWithCall(page: Page, call: LoadingCall) {
  const form = new EntryPage(page);
  await page.goto('/coprarconvert');
  await expect(page.getByRole('heading', { name: 'Coprar Conversion' })).toBeVisible();
  await choose(page, form.choice('Party'), call.party.short_name);
  await choose(page, form.choice('VCN No'), `${call.vcn.vcnName} (${call.vessel.Name})`);
  return form;
}

test('a loading list with a bad row is refused with its reason, and nothing is downloaded', async ({
  page,
  api,
  shell,
}) => {
  const call = await createLoadingCall(api);
  const form = new EntryPage(page);
  await page.goto('/coprarconvert');
  // Convert with nothing chosen says the first thing missing, in the spec's words.
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(shell.toast(COPRAR_MESSAGES.selectParty)).toBeVisible();
  await expect(form.choice('Transhipment port')).toHaveValue('Colombo');
  const template = await downloadedRows(
    await downloadOf(page, () => page.getByRole('link', { name: 'Download template' }).click()),
  );
  expect(template).toEqual([HEADER]);

  await openWithCall(page, call);
  // The VCN fills the vessel, its export voyage and its dock.
  await expect(form.choice('Vessel')).toHaveValue(call.vessel.Name);
  await expect(form.choice('Voyage')).toHaveValue(call.exports.Name);
  await expect(form.choice('Location')).toHaveValue(KOLKATA_DOCK.name);
  await expect(page.getByTestId('call-sign')).toHaveText('Call sign: 9V1234');
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(shell.toast(COPRAR_MESSAGES.selectFile)).toBeVisible();

  const good = containerNumber();
  const bad = withWrongCheckDigit(containerNumber());
  await page
    .locator('input[type="file"]')
    .setInputFiles(await workbookFile('loading-list.xlsx', HEADER, [row(good), row(bad)]));
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(shell.toast(COPRAR_MESSAGES.fileHasErrors)).toBeVisible();
  const checked = checkContainerNumber(bad);
  if (checked.kind !== 'likelyTypo') throw new Error(`${bad} should fail its check digit`);
  const results = page.getByRole('table', { name: 'Conversion results' });
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(results.getByRole('row', { name: new RegExp(bad) })).toContainText(
    `Row 2 ${bad}: ${containerNumberWarning(checked)}`,
  );
  await expect(page.getByRole('status')).toHaveText(COPRAR_MESSAGES.fileHasErrors);
  await shot(page, 'coprar-conversion-errors');
});

test('a good loading list downloads as a COPRAR and prints again as a PDF', async ({
  page,
  api,
  shell,
}) => {
  const call = await createLoadingCall(api);
  await openWithCall(page, call);
  const boxes = [containerNumber(), containerNumber()];
  await page
    .locator('input[type="file"]')
    .setInputFiles(
      await workbookFile('loading-list.xlsx', HEADER, [
        row(boxes[0] as string),
        row(boxes[1] as string),
      ]),
    );
  const download = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Convert' }).click(),
  );
  await expect(shell.toast(COPRAR_MESSAGES.downloaded)).toBeVisible();
  const coprarNo = download.suggestedFilename().replace(/\.txt$/, '');
  expect(coprarNo).toMatch(/^CPR\d{7}$/);

  // The loading order as an independent parser reads it: one EQD per container, UNT counted.
  const [message, ...others] = messagesOf(
    readBack(await readFile(await download.path(), 'latin1')),
  );
  expect(others).toEqual([]);
  expect(message?.find((s) => s.name === 'BGM')?.elements).toEqual([['45'], [coprarNo], ['9']]);
  expect(message?.filter((s) => s.name === 'EQD').map((s) => s.elements[1]?.[0])).toEqual(boxes);
  expect(message?.at(-1)?.elements[0]).toEqual([String(message?.length)]);
  const results = page.getByRole('table', { name: 'Conversion results' });
  await expect(results.getByRole('row', { name: /SGSIN Singapore/ })).toContainText(
    `${coprarNo}.txt`,
  );
  await shot(page, 'coprar-conversion');

  await page.getByRole('textbox', { name: 'Old Coprar No' }).fill(coprarNo);
  await page.getByRole('textbox', { name: 'New Coprar No' }).fill('CPR-REPRINT');
  const printed = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Generate' }).click(),
  );
  expect(printed.suggestedFilename()).toBe('CPR-REPRINT.pdf');
  const text = execFileSync('pdftotext', ['-layout', await printed.path(), '-']).toString();
  expect(text).toContain('COPRAR Loading Order CPR-REPRINT');
  for (const box of boxes) expect(text).toContain(box);
});
