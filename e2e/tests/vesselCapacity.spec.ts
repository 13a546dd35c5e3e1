import { VESSEL_CAPACITY_MESSAGES as MESSAGES, prettyCapacityKey } from '@quaybook/contract';
import { savePartyBl } from '../support/customsUploads';
import { expect, test } from '../support/fixtures';
import { containerNumber } from '../support/masterData';
import { shot } from '../support/screenshots';
import { downloadOf } from '../support/uploads';
import { createLoadedBooking, workbookSheets } from '../support/vesselCapacity';

// A clerk checks a booking before the vessel sails: how many containers went on board against
// it, of which sizes and weights, and keeps the workbook.

test('looks a booking up with Enter, reads the grid and keeps the workbook', async ({
  page,
  api,
}) => {
  const booking = await createLoadedBooking(api);
  const [twenty, forty] = booking.containers;
  if (!twenty || !forty) throw new Error('two loaded containers expected');
  // The party's BL declares the 20' box and one that was never loaded.
  const shutOut = containerNumber();
  await savePartyBl(api, [
    {
      bookingNo: booking.bookingNo,
      blNo: 'BL-1',
      container: twenty.contnumber,
      cargoWeight: 18_000,
    },
    { bookingNo: booking.bookingNo, blNo: 'BL-1', container: shutOut, cargoWeight: 9_500 },
  ]);

  await page.goto('/vesselcapacity');
  await expect(page.getByRole('heading', { name: 'Vessel Capacity', exact: true })).toBeVisible();
  const bookingField = page.getByRole('textbox', { name: 'Booking Number' });
  await page.getByRole('button', { name: 'Get Capacity' }).click();
  await expect(page.getByText(MESSAGES.enterBooking)).toBeVisible();

  await bookingField.fill('NOSUCH1');
  await bookingField.press('Enter');
  await expect(page.getByRole('alert')).toContainText(MESSAGES.nothingFound);
  await shot(page, 'vessel-capacity-none');

  await bookingField.fill(booking.bookingNo.toLowerCase());
  await bookingField.press('Enter');
  const grid = page.getByRole('table', { name: 'Vessel Capacity Information' });
  const value = (key: string) =>
    grid
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: prettyCapacityKey(key), exact: true }) })
      .locator('td');
  await expect(value('booking_no')).toHaveText(booking.bookingNo);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(value('vessel')).toHaveText(booking.vessel.Name);
  await expect(value('voyage')).toHaveText(booking.voyage.Name);
  await expect(value('container_type_booked')).toHaveText('GP');
  await expect(value('containers_loaded')).toHaveText('2');
  await expect(value('loaded_20ft')).toHaveText('1');
  await expect(value('loaded_40ft')).toHaveText('1');
  await expect(value('loaded_by_iso_type')).toHaveText('22G1: 1, 45G1: 1');
  await expect(value('loaded_cargo_weight_kg')).toHaveText(
    (twenty.cargo + forty.cargo).toLocaleString('en-IN'),
  );
  await expect(value('bl_numbers')).toHaveText('BL-1');
  await expect(value('containers_on_bl')).toHaveText('2');
  await expect(value('bl_cargo_weight_kg')).toHaveText((27_500).toLocaleString('en-IN'));
  await expect(value('on_bl_not_loaded')).toHaveText(shutOut);
  await expect(value('loaded_not_on_bl')).toHaveText(forty.contnumber);
  await expect(value('loaded_cargo_weight_kg')).toHaveCSS('text-align', 'right');
  await shot(page, 'vessel-capacity');

  const download = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Download Excel' }).click(),
  );
  expect(download.suggestedFilename()).toMatch(/^vessel_capacity_\d{8}_\d{6}\.xlsx$/);
  const sheets = await workbookSheets(download);
  expect(sheets.Capacity).toContainEqual(['Booking No', booking.bookingNo]);
  expect(sheets.Capacity).toContainEqual(['Containers Loaded', '2']);
  const containers = sheets.Containers ?? [];
  expect(containers[0]?.slice(0, 3)).toEqual(['Container', 'Size', 'ISO Type']);
  const rowOf = (number: string) => containers.find((row) => row[0] === number);
  expect(rowOf(forty.contnumber)?.slice(0, 3)).toEqual([forty.contnumber, '40', '45G1']);
  expect(rowOf(forty.contnumber)?.slice(7, 12)).toEqual([
    'Yes',
    expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    String(forty.cargo),
    booking.vessel.Name,
    booking.voyage.Name,
  ]);

  await bookingField.fill('   ');
  await bookingField.press('Enter');
  await expect(page.getByText(MESSAGES.enterBooking)).toBeVisible();
});
