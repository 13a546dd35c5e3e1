import { api as endpoints, INSPECTION_MESSAGES } from '@quaybook/contract';
import { DAMAGE_SIDES, formatDate, warningOfContainerNumber } from '@quaybook/domain';
import { expect, test } from '../support/fixtures';
import {
  createInspectionCall,
  createKnownContainer,
  DENT_PHOTO,
  EntryPage,
  firstActiveCodes,
  inspectionsToday,
  savedDamagesAndPhotos,
} from '../support/inspections';
import { choose, containerNumber, withWrongCheckDigit } from '../support/masterData';
import { escapeRegExp } from '../support/modalForm';
import { shot } from '../support/screenshots';

// Each journey records whole entries field by field, longer than a list journey's usual time.
test.describe.configure({ timeout: 60_000 });

test('a surveyor records a sound container with the keyboard alone', async ({
  page,
  api,
  shell,
}) => {
  const call = await createInspectionCall(api);
  const number = containerNumber();
  const entry = new EntryPage(page);
  await page.goto('/transaction');
  await expect(page.getByRole('heading', { name: 'Transaction Entry' })).toBeVisible();
  const keys = page.keyboard;
  const pick = async (label: string, text: string) => {
    await expect(entry.choice(label)).toBeFocused();
    await keys.type(text);
    await keys.press('Tab');
  };

  await expect(entry.containerNo()).toBeFocused();
  await keys.type(number.toLowerCase());
  await expect(entry.containerNo()).toHaveValue(number);
  await keys.press('Tab');
  // Not known yet: the row waits for its ISO, and the container is added when saved.
  await expect(shell.toast(INSPECTION_MESSAGES.detailsNotFound)).toBeVisible();
  // The ISO goes on to the first required field still blank: the party.
  await pick('ISO', '22G1');
  await expect(entry.field('Size/Type')).toHaveValue(/^20 /);
  await pick('Party', call.party.short_name);
  await pick('Vessel', call.vessel.Name);
  await pick('Voyage', call.voyage.Name);
  await pick('Movement Type', call.movement.Name);
  await expect(entry.choice('Clearing Agent')).toBeFocused();
  await keys.press('Tab');
  await pick('Place', call.location.Name);
  await expect(entry.choice('To Location')).toBeFocused();
  await keys.press('Tab');
  await expect(entry.field('Insp. Date')).toBeFocused();
  await keys.press('Tab');
  await expect(entry.field('Time')).toBeFocused();
  await keys.press('Tab');
  await expect(entry.choice('Hazard')).toHaveValue('N');
  await keys.press('Tab');
  await expect(entry.field('Note')).toBeFocused();
  await keys.type('Keyed at the gate');
  await keys.press('Enter');

  await expect(shell.toast(INSPECTION_MESSAGES.created)).toBeVisible();
  await expect(entry.recent()).toContainText(number);
  await expect(entry.recent()).toContainText(call.movement.Name);
  await expect(entry.recent().getByRole('row', { name: new RegExp(number) })).toContainText(
    /\d\d:\d\d:\d\d/,
  );
  // Ready for the next container of the same call, Sound ticked again.
  await expect(entry.containerNo()).toBeFocused();
  await expect(entry.containerNo()).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'Sound' })).toBeChecked();
  // The movement records no Sound/Damage choice: it is always Sound.
  await expect(page.getByRole('radio', { name: 'Damage' })).toBeDisabled();
  await expect(entry.choice('Party')).toHaveValue(call.party.short_name);
  await expect(entry.choice('Place')).toHaveValue(call.location.Name);
  await expect(entry.today()).toContainText(number);
  // The last saved entries outlive a reload of the screen.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Transaction Entry' })).toBeVisible();
  await expect(entry.recent().getByRole('row', { name: new RegExp(number) })).toContainText(
    call.movement.Name,
  );

  const [saved] = await inspectionsToday(api, call, number);
  expect(saved).toMatchObject({
    contnumber: number,
    iso_code: '22G1',
    conditionid: 2,
    hazstat: 'N',
    note: 'Keyed at the gate',
    MovementName: call.movement.Name,
    LocationName: call.location.Name,
  });
});

test('a surveyor records a damaged container with two lines and a photo', async ({
  page,
  api,
  shell,
}) => {
  const call = await createInspectionCall(api, { needsCondition: true });
  const box = await createKnownContainer(api);
  const codes = await firstActiveCodes(api);
  const entry = new EntryPage(page);
  await page.goto('/damageentry');
  await expect(page.getByRole('heading', { name: 'Inspection Entry' })).toBeVisible();

  // The header fills every row.
  await entry.chooseCall(call);

  await entry.containerNo().fill(box.contnumber);
  await entry.containerNo().press('Tab');
  // A known container brings its ISO and weights.
  await expect(entry.choice('ISO')).toHaveValue('22G1');
  await expect(entry.field('Tare Wt')).toHaveValue('2200');
  await choose(page, entry.choice('Place'), call.location.Name);
  await entry.field('Seal No').fill('sl42');

  // A photo picked by mistake is taken away before the save, and focus stays in the row.
  await page.getByLabel('Photos file').setInputFiles(DENT_PHOTO);
  await page.getByRole('button', { name: 'Remove dent.jpg' }).click();
  await expect(page.getByRole('img', { name: 'dent.jpg' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeFocused();

  await page.keyboard.press('Alt+D');
  const overlay = entry.damageDetails(box.contnumber);
  await expect(overlay).toBeVisible();
  // The overlay opens on the line's first field, and the keyboard alone fills it: the chosen side
  // typed again and ↓ Enter keeps it; a letter and Tab take the best match (Top starts with t).
  const side = entry.choice('EXT/INT', overlay);
  await expect(side).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(DAMAGE_SIDES[1]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(side).toHaveValue(DAMAGE_SIDES[1]);
  await page.keyboard.press('Tab');
  await page.keyboard.type('t');
  await page.keyboard.press('Tab');
  await expect(entry.choice('Position', overlay)).toHaveValue('Top');
  const addLine = (line: { position: string; length: string; breadth: string }, form = overlay) =>
    entry.fillDamageLine(form, codes, line);
  await addLine({ position: 'Front', length: '12.5', breadth: '4' });
  await expect(entry.field('Area (cm²)', overlay)).toHaveValue('50');
  // On a tablet the photo input opens the back camera.
  await expect(overlay.getByLabel('Photo file')).toHaveAttribute('capture', 'environment');
  await expect(overlay.getByLabel('Photo file')).toHaveAttribute('accept', /image\/heic/);
  await overlay.getByLabel('Photo file').setInputFiles(DENT_PHOTO);
  await expect(overlay.getByRole('img', { name: 'dent.jpg' })).toBeVisible();
  await overlay.getByRole('button', { name: 'Add Line' }).click();
  await expect(overlay.getByRole('row')).toHaveCount(2);
  // Escape closes the overlay and keeps its lines; the key opens it again.
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(page.getByRole('button', { name: 'Damage Details' })).toBeFocused();
  await page.keyboard.press('Alt+D');
  await expect(overlay.getByRole('row')).toHaveCount(2);

  await addLine({ position: 'Top', length: '30', breadth: '20' });
  await entry.field('Breadth (cm)', overlay).press('Enter');
  await expect(overlay.getByRole('row')).toHaveCount(3);
  await expect(overlay.getByRole('row', { name: /Top/ })).toContainText('600');
  await overlay.getByRole('button', { name: 'Done (2)' }).click();

  await expect(shell.toast(INSPECTION_MESSAGES.damageAdded)).toBeVisible();
  await expect(overlay).toBeHidden();
  await expect(entry.recent()).toContainText(box.contnumber);
  await expect(entry.recent()).toContainText('Damage');
  await expect(entry.containerNo()).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Sound' })).toBeChecked();
  // The header stays for the next container.
  await expect(entry.choice('Vessel')).toHaveValue(call.vessel.Name);

  const [saved] = await inspectionsToday(api, call, box.contnumber);
  expect(saved).toMatchObject({ conditionid: 1, seal: 'SL42', hasFiles: 1 });
  const { damages, photos } = await savedDamagesAndPhotos(api, saved?.reportid ?? 0);
  expect(damages).toHaveLength(2);
  const front = damages.find((line) => line.position === 'Front');
  expect(front).toMatchObject({ length: 12.5, breadth: 4, area: 50, quantity: 1 });
  expect(damages.find((line) => line.position === 'Top')).toMatchObject({ area: 600 });
  expect(photos).toHaveLength(1);
  expect(photos[0]).toMatchObject({ originalName: 'dent.jpg', damageId: front?.autoid });

  // The saved entry's Damage List takes a line away, after asking, and another in.
  await entry
    .recent()
    .getByRole('button', { name: `Damages of ${box.contnumber}` })
    .click();
  const list = page.getByRole('dialog', { name: `Damage List: ${box.contnumber}` });
  await expect(list.getByRole('row')).toHaveCount(3);
  await list
    .getByRole('row', { name: /Top/ })
    .getByRole('button', { name: /^Remove/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete Damage' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(list.getByRole('row')).toHaveCount(3);
  await list
    .getByRole('row', { name: /Top/ })
    .getByRole('button', { name: /^Remove/ })
    .click();
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(shell.toast(INSPECTION_MESSAGES.deleted)).toBeVisible();
  await expect(list.getByRole('row')).toHaveCount(2);
  await addLine({ position: 'Rear', length: '5', breadth: '5' }, list);
  await list.getByRole('button', { name: 'Add Line' }).click();
  await expect(shell.toast(INSPECTION_MESSAGES.damageAdded).last()).toBeVisible();
  await expect(list.getByRole('row')).toHaveCount(3);
  await shot(page, 'damage-list');
  const after = await savedDamagesAndPhotos(api, saved?.reportid ?? 0);
  expect(after.damages.map((line) => line.position).sort()).toEqual(['Front', 'Rear']);
});

test('the entry row says what is wrong and corrects a known container ISO', async ({
  page,
  api,
  shell,
}) => {
  const call = await createInspectionCall(api);
  const box = await createKnownContainer(api);
  const entry = new EntryPage(page);
  await page.goto('/transaction');

  await entry.containerNo().fill('abcu12');
  await entry.containerNo().press('Tab');
  await expect(page.getByText(INSPECTION_MESSAGES.shortContainer, { exact: true })).toBeVisible();
  await entry.containerNo().fill(withWrongCheckDigit(box.contnumber));
  await expect(page.getByText(/likely a typo/)).toBeVisible();

  await entry.containerNo().fill(box.contnumber);
  await entry.containerNo().press('Tab');
  await expect(entry.choice('ISO')).toHaveValue('22G1');
  await page.keyboard.press('Control+Enter');
  await expect(shell.toast(INSPECTION_MESSAGES.fillBeforeCondition)).toBeVisible();
  await expect(page.getByText(INSPECTION_MESSAGES.selectVessel)).toBeVisible();
  await expect(entry.choice('Vessel')).toBeFocused();
  await page.getByRole('radio', { name: 'Damage' }).click();
  await expect(page.getByRole('radio', { name: 'Sound' })).toBeChecked();

  await choose(page, entry.choice('Party'), call.party.short_name);
  await choose(page, entry.choice('Vessel'), call.vessel.Name);
  await choose(page, entry.choice('Voyage'), call.voyage.Name);
  await choose(page, entry.choice('Movement Type'), call.movement.Name);
  await choose(page, entry.choice('Place'), call.location.Name);
  await entry.field('Time').fill('2475');
  await entry.field('Time').press('Tab');
  await expect(page.getByText(INSPECTION_MESSAGES.timeFormat)).toBeVisible();
  await entry.field('Time').fill('0830');
  await choose(page, entry.choice('ISO'), '45G1');
  await expect(entry.field('Size/Type')).toHaveValue(/^40 /);
  await entry.field('Tare Wt').fill('3900');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(shell.toast(INSPECTION_MESSAGES.created)).toBeVisible();
  const [saved] = await inspectionsToday(api, call, box.contnumber);
  expect(saved).toMatchObject({ iso_code: '45G1', contsize: 40, insptime: '0830' });
  const [stored] = await api.call(endpoints.container.search, {
    params: { contnumber: box.contnumber },
  });
  expect(stored).toMatchObject({ iso_code: '45G1', isotarewt: 3900, isogrosswt: 30480 });

  // The same survey typed again the same day is refused at the container number.
  await entry.containerNo().fill(box.contnumber);
  await entry.containerNo().press('Tab');
  await expect(entry.choice('ISO')).toHaveValue('45G1');
  await page.getByRole('button', { name: 'Save' }).click();
  const again = INSPECTION_MESSAGES.alreadyInspectedOn(box.contnumber, formatDate(saved?.inspdate));
  await expect(entry.containerNo()).toHaveAccessibleDescription(new RegExp(escapeRegExp(again)));
  await shot(page, 'entry-survey-twice');
  expect(await inspectionsToday(api, call, box.contnumber)).toHaveLength(1);
});

test('a container whose number is a likely typo is recorded, and the save says so', async ({
  page,
  api,
  shell,
}) => {
  const call = await createInspectionCall(api);
  const typo = withWrongCheckDigit(containerNumber());
  const warning = warningOfContainerNumber(typo) as string;
  const entry = new EntryPage(page);
  await page.goto('/transaction');

  await entry.containerNo().fill(typo);
  await expect(page.getByText(warning)).toBeVisible();
  await entry.containerNo().press('Tab');
  await expect(shell.toast(INSPECTION_MESSAGES.detailsNotFound)).toBeVisible();
  await choose(page, entry.choice('ISO'), '22G1');
  await choose(page, entry.choice('Party'), call.party.short_name);
  await choose(page, entry.choice('Vessel'), call.vessel.Name);
  await choose(page, entry.choice('Voyage'), call.voyage.Name);
  await choose(page, entry.choice('Movement Type'), call.movement.Name);
  await choose(page, entry.choice('Place'), call.location.Name);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(shell.toast(INSPECTION_MESSAGES.created)).toBeVisible();
  await expect(shell.toast(warning)).toBeVisible();
  await shot(page, 'transaction-entry-number-warning');
  const [saved] = await inspectionsToday(api, call, typo);
  expect(saved).toMatchObject({ contnumber: typo, number_warning: warning });
});
