// The offline bench: 50 entries typed on Inspection Entry without a network, each with a 2 MB
// photo, then the network given back. It measures how long the queue takes to send itself to the
// local server, and how soon the entry row answers a key pressed while it sends (from the key's
// event to the next frame showing it). Figures only, written to bench/results/offline-sync.json;
// nothing here is a timed assertion.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { OFFLINE_MESSAGES } from '@quaybook/contract';
import sharp from 'sharp';
import { ADMIN_PASSWORD } from '../playwright.config';
import { signedInApi } from '../support/api';
import { SIGNED_OUT } from '../support/fixtures';
import { createInspectionCall, EntryPage, inspectionsToday } from '../support/inspections';
import { choose, containerNumber } from '../support/masterData';
import { LoginPage } from '../support/pages';
import { machineFacts, writeBenchResult } from './benchResult';

const ENTRIES = Number(process.env.BENCH_OFFLINE_ENTRIES ?? 50);
const PHOTO_BYTES = 2 * 1024 * 1024;
const RESULTS = path.resolve(import.meta.dirname, '../../bench/results/offline-sync.json');

/** A photo of noise (which JPEG cannot shrink) close to 2 MB, as a tablet's camera makes. */
async function twoMegabytePhoto(): Promise<string> {
  const file = path.join(os.tmpdir(), 'quaybook-bench-2mb.jpg');
  let side = 1000;
  for (let attempt = 0; attempt < 6; attempt++) {
    const pixels = Buffer.alloc(side * side * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
    const jpeg = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    if (Math.abs(jpeg.length - PHOTO_BYTES) < PHOTO_BYTES * 0.05) {
      writeFileSync(file, jpeg);
      return file;
    }
    side = Math.round(side * Math.sqrt(PHOTO_BYTES / jpeg.length));
  }
  throw new Error('Could not make a 2 MB photo');
}

/** Times each key pressed in the container box: from its event to the frame after it shows. */
async function watchKeys(page: Page) {
  await page.evaluate(() => {
    const times: number[] = [];
    (window as unknown as { keyTimes: number[] }).keyTimes = times;
    let pressed = 0;
    document.addEventListener('keydown', (event) => (pressed = event.timeStamp), true);
    document.addEventListener(
      'input',
      () => {
        const from = pressed;
        requestAnimationFrame(() => times.push(performance.now() - from));
      },
      true,
    );
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

test('the offline bench: 50 entries with a 2 MB photo each, sent when the network returns', async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('The bench needs a baseURL');
  const api = await signedInApi(baseURL);
  const call = await createInspectionCall(api);
  const photo = await twoMegabytePhoto();
  const numbers = Array.from({ length: ENTRIES }, () => containerNumber());

  const context = await browser.newContext({ storageState: SIGNED_OUT, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/');
  await new LoginPage(page).signIn('admin', ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const entry = new EntryPage(page);
  await page.goto('/damageentry');
  await expect(page.getByRole('heading', { name: 'Inspection Entry' })).toBeVisible();
  await entry.chooseCall(call);
  const status = page.getByRole('group', { name: 'Network and queue' });

  await context.setOffline(true);
  const typingStart = Date.now();
  for (const [index, number] of numbers.entries()) {
    await entry.containerNo().fill(number);
    await entry.containerNo().press('Tab');
    await choose(page, entry.choice('ISO'), '22G1');
    await choose(page, entry.choice('Place'), call.location.Name);
    await page.getByLabel('Photos file').setInputFiles(photo);
    await expect(page.getByRole('img', { name: path.basename(photo) })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(status).toContainText(OFFLINE_MESSAGES.waiting(index + 1));
  }
  const typingSeconds = (Date.now() - typingStart) / 1000;

  await watchKeys(page);
  await entry.containerNo().focus();
  const syncStart = Date.now();
  await context.setOffline(false);
  // While the queue sends, the surveyor types the next number: a key, then it taken back.
  let keys = 0;
  while ((await status.textContent())?.includes('waiting')) {
    await page.keyboard.press(keys % 2 === 0 ? 'M' : 'Backspace');
    keys += 1;
    await page.waitForTimeout(150);
    if (Date.now() - syncStart > 10 * 60_000) throw new Error('The queue did not empty');
  }
  const syncSeconds = (Date.now() - syncStart) / 1000;
  const keyTimes = await page.evaluate(
    () => (window as unknown as { keyTimes: number[] }).keyTimes,
  );
  await context.close();

  // Recorded once each, with the photo.
  let recorded = 0;
  for (const number of numbers) {
    const rows = await inspectionsToday(api, call, number);
    expect(rows, number).toHaveLength(1);
    expect(rows[0]?.hasFiles, number).toBe(1);
    recorded += rows.length;
  }

  const result = {
    date: new Date().toISOString(),
    machine: machineFacts(),
    browser: `chromium ${browser.version()}`,
    entries: ENTRIES,
    photoBytes: PHOTO_BYTES,
    recorded,
    typingSeconds,
    syncSeconds: Number(syncSeconds.toFixed(1)),
    keysWhileSyncing: {
      count: keyTimes.length,
      p50Ms: Math.round(percentile(keyTimes, 50)),
      p95Ms: Math.round(percentile(keyTimes, 95)),
      maxMs: Math.round(Math.max(0, ...keyTimes)),
    },
  };
  const database = writeBenchResult(RESULTS, result);
  console.log(JSON.stringify({ database, ...result }, null, 2));
});
