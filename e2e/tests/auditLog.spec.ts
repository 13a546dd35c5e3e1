import { readFile } from 'node:fs/promises';
import {
  AUDIT_ENTITIES,
  auditLogExportLayout,
  api as endpoints,
  entities,
} from '@quaybook/contract';
import { parseCsv } from '@quaybook/domain';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { choose } from '../support/masterData';
import { ListPage } from '../support/pages';
import { shot } from '../support/screenshots';
import { downloadOf } from '../support/uploads';

test('an admin changes a vessel, then reads the change in the Audit Log and its CSV', async ({
  page,
  api,
  signedIn,
}) => {
  const name = uniqueName('AUDIT');
  await api.call(endpoints.vessel.create, { body: { Name: name, Description: 'Feeder call' } });

  await signedIn.openFromMenu('Master', 'Vessel');
  // The vessel list is cached in the browser; a reload reads the one just made.
  await page.reload();
  const vessels = new ListPage(page, 'Vessel');
  await vessels.search().fill(name);
  await vessels
    .row(name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  await vessels.field('Description').fill('Haldia shuttle');
  await vessels.field('Description').press('Enter');
  await expect(signedIn.toast(entities.vessel.messages.updated)).toBeVisible();

  await signedIn.openFromMenu('Master', 'Audit Log');
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  await choose(
    page,
    page.getByRole('combobox', { name: 'Entity', exact: true }),
    AUDIT_ENTITIES.vessel,
  );
  await page.getByRole('button', { name: 'Show Result' }).click();
  await expect(page).toHaveURL(/entity=/);
  // The newest change is the one just made, with what it changed.
  const newest = page.locator('tbody tr').first();
  await expect(newest).toContainText('Updated');
  await expect(newest).toContainText(AUDIT_ENTITIES.vessel);
  await expect(newest.getByTestId('audit-changes')).toHaveText(
    'Description: Feeder call → Haldia shuttle',
  );
  await shot(page, 'audit-log');

  const file = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Export CSV' }).click(),
  );
  expect(file.suggestedFilename()).toBe('audit_log.csv');
  const [header, ...lines] = parseCsv(await readFile(await file.path(), 'utf8'));
  expect(header).toEqual(auditLogExportLayout.columns.map((column) => column.title));
  expect(lines[0]?.slice(2)).toEqual([
    AUDIT_ENTITIES.vessel,
    expect.stringMatching(/^\d+$/),
    'Updated',
    'Description',
    'Feeder call',
    'Haldia shuttle',
  ]);
  expect(lines.every((line) => line[2] === AUDIT_ENTITIES.vessel)).toBe(true);
});
