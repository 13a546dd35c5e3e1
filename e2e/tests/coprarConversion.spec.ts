import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { CHECK_DIGIT_MESSAGES, COPRAR_MESSAGES, coprarLayout } from '@quaybook/contract';
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
/** A full container's row, its VGM obtained the day before loading, by its shipper. */
const row = (number: string, pod = 'SGSIN', iso = '22G1') => [
  number,
  iso,
  'F',
  18420,
  '23/11/2026 15:30',
  'Assam Tea Exports',
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

test('a loading list with a bad row is refused with its reasons, one with a wrong check digit named until accepted', async ({
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
  const unknownIso = containerNumber();
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles(
    await workbookFile('loading-list.xlsx', HEADER, [
      row(good),
      row(bad),
      row(unknownIso, 'SGSIN', '99ZZ'),
    ]),
  );
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(shell.toast(COPRAR_MESSAGES.fileHasErrors)).toBeVisible();
  const checked = checkContainerNumber(bad);
  if (checked.kind !== 'likelyTypo' || checked.expected === null)
    throw new Error(`${bad} should fail its check digit`);
  const results = page.getByRole('table', { name: 'Conversion results' });
  await expect(results.getByRole('row')).toHaveCount(3);
  await expect(results.getByRole('row', { name: new RegExp(bad) })).toContainText(
    `Row 2 ${bad}: ${containerNumberWarning(checked)}`,
  );
  await expect(results.getByRole('row', { name: new RegExp(unknownIso) })).toContainText(
    `Row 3 ${unknownIso}: ISO code 99ZZ is not a known ISO code.`,
  );
  await expect(page.getByRole('status')).toHaveText(COPRAR_MESSAGES.fileHasErrors);
  await shot(page, 'coprar-conversion-errors');

  // Without the bad ISO, only the check digit is left: named, and converted once accepted.
  await fileInput.setInputFiles(
    await workbookFile('loading-list.xlsx', HEADER, [row(good), row(bad)]),
  );
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByRole('status')).toHaveText(
    CHECK_DIGIT_MESSAGES.refused([{ container: bad, expected: checked.expected }]),
  );
  await expect(results.getByRole('row')).toHaveCount(2);
  await shot(page, 'coprar-conversion-check-digit');
  const download = await downloadOf(page, () =>
    page.getByRole('button', { name: COPRAR_MESSAGES.convertAnyway }).click(),
  );
  await expect(shell.toast(COPRAR_MESSAGES.downloaded)).toBeVisible();
  const [message] = messagesOf(readBack(await readFile(await download.path(), 'latin1')));
  expect(message?.filter((s) => s.name === 'EQD').map((s) => s.elements[1]?.[0])).toEqual([
    good,
    bad,
  ]);
  await expect(page.getByRole('status')).toContainText(
    CHECK_DIGIT_MESSAGES.sentAnyway([bad]).slice(2),
  );
});

test('a good loading list downloads as a COPRAR and prints again as a PDF', async ({
  page,
  api,
  shell,
}) => {
  const call = await createLoadingCall(api);
  await openWithCall(page, call);
  const boxes = [containerNumber(), containerNumber()];
  await page.locator('input[type="file"]').setInputFiles(
    await workbookFile('loading-list.xlsx', HEADER, [
      row(boxes[0] as string),
      // The type as staff write it, read as its ISO code.
      row(boxes[1] as string, 'SGSIN', '40HC'),
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
  // From the line to the terminal: NAD MS the line's id, MR the dock's code.
  expect(
    message?.filter((s) => s.name === 'NAD').map((s) => `${s.elements[0]}+${s.elements[1]?.[0]}`),
  ).toEqual(['MS+MAEU', 'MR+KDS', 'CA+MAEU', 'SPC+', 'SPC+']);
  expect(
    message?.filter((s) => s.name === 'EQD').map((s) => [s.elements[1]?.[0], s.elements[2]?.[0]]),
  ).toEqual([
    [boxes[0], '22G1'],
    [boxes[1], '45G1'],
  ]);
  // Each VGM with when it was obtained and who answers for it.
  expect(message?.filter((s) => s.name === 'DTM').map((s) => s.elements[0])).toEqual([
    ['798', '202611231530', '203'],
    ['798', '202611231530', '203'],
  ]);
  expect(
    message?.find((s) => s.name === 'NAD' && s.elements[0]?.[0] === 'SPC')?.elements[3],
  ).toEqual(['ASSAM TEA EXPORTS']);
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
  // Each full container's VGM date and party.
  expect(text).toMatch(
    new RegExp(`${boxes[1]}\\s+45G1\\s+F\\s+18420\\s+23/11/2026 15:30\\s+Assam Tea Exports`),
  );
});
