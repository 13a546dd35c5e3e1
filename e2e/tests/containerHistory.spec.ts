import { readFile } from 'node:fs/promises';
import { api as endpoints, type RequestOf } from '@quaybook/contract';
import { expect, test } from '../support/fixtures';
import { createInspectionWorld } from '../support/inspectionData';
import { DENT_PHOTO } from '../support/inspections';
import { containerNumber } from '../support/masterData';
import { ModalForm } from '../support/modalForm';

// A container's page: reached from View Inspection, it lists every inspection of the box and
// every change made to them, newest first.

test('shows a container’s inspections and the changes made to them', async ({ page, api }) => {
  const number = containerNumber();
  const world = await createInspectionWorld(api, [
    { contnumber: number, size: 20, seal: 'OLD-1', date: '2026-11-02', time: '0900' },
    { contnumber: number, size: 20, seal: 'OLD-2', date: '2026-11-05', time: '1400' },
  ]);
  const [earlier, later] = world.inspections;
  if (!earlier || !later) throw new Error('Two inspections were recorded');
  const dent = new Blob([await readFile(DENT_PHOTO)], { type: 'image/jpeg' });
  // The contract's request type leaves out the files its client sends beside the body.
  await api.call(endpoints.inspection.addPhotos, {
    body: { transaction: { reportid: later.reportid } },
    files: [
      { blob: dent, name: 'door.jpg' },
      { blob: dent, name: 'roof.jpg' },
    ],
  } as RequestOf<typeof endpoints.inspection.addPhotos>);
  await api.call(endpoints.inspection.bulkUpdate, {
    body: { checkedIds: [earlier.reportid], locationid: world.otherPlace.locationid },
  });

  await page.goto('/transactionmanagment');
  await page.getByRole('textbox', { name: 'Container No' }).fill(number);
  await page.getByRole('button', { name: 'Show Result' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(2);
  // The seal is corrected by hand, as a clerk does.
  await page
    .getByRole('button', { name: `Edit ${number}` })
    .last()
    .click();
  const form = new ModalForm(page, 'Container Inspection Report');
  await expect(form.field('Seal No')).toHaveValue('OLD-1');
  await form.field('Seal No').fill('NEW-1');
  await form.dialog().getByRole('button', { name: 'Update', exact: true }).click();
  await expect(form.dialog()).toBeHidden();

  await page.getByRole('link', { name: number }).first().click();
  await expect(page).toHaveURL(new RegExp(`/containerhistory\\?container=${number}`));
  await expect(page.getByRole('heading', { name: 'Container History' })).toBeVisible();
  const items = page.getByLabel('Timeline').locator('.mantine-Timeline-item');
  const texts = () => items.allTextContents();
  const place = (text: string) => async () =>
    (await texts()).findIndex((item) => item.includes(text));
  // Newest first: today's changes (the seal, the place, the recording), then the inspections of
  // 5 and 2 November.
  await expect.poll(place('OLD-1')).toBe(0);
  expect((await texts())[0]).toMatch(/Seal No\s*OLD-1\s*→ NEW-1/);
  const moved = await place(world.otherPlace.Name)();
  expect((await texts())[moved]).toContain('Location');
  expect((await texts())[moved]).toContain(world.place.Name);
  const fifth = await place('05/11/2026 14:00')();
  const second = await place('02/11/2026 09:00')();
  expect(moved).toBeGreaterThan(0);
  expect(fifth).toBeGreaterThan(moved);
  expect(second).toBe(fifth + 1);
  expect((await texts())[fifth]).toContain('Sound');
  expect((await texts())[second]).toContain('Seal NEW-1');
  expect((await texts())[second]).toContain(world.otherPlace.Name);

  // The later inspection's photos open in the viewer; the arrow key goes to the next.
  await page.getByRole('button', { name: 'Open photo door.jpg' }).click();
  const viewer = page.getByRole('dialog', { name: `${number}, inspection ${later.reportid}` });
  await expect(viewer.getByText(/Photo 1 of 2 · door\.jpg/)).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'door.jpg' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(/Photo 2 of 2 · roof\.jpg/)).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'roof.jpg' })).toBeVisible();
  const download = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('roof.jpg');
  await page.keyboard.press('Escape');

  // Another number typed in the page's own box.
  await page.getByRole('textbox', { name: 'Container No' }).fill('ab12');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('Invalid Container Number')).toBeVisible();
});
