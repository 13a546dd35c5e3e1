// The web bench: what the first load of the app sends (JavaScript as transferred, from the
// network log), and how soon a list of many rows is usable after navigating to it in Chromium:
// its first rows shown, and its search answering: from the dashboard, in a new tab, and opened
// with nothing cached.
// Figures only, written to bench/results/web.json under the database's name; nothing here is a
// timed assertion.
import http from 'node:http';
import path from 'node:path';
import { type BrowserContext, expect, type Page, type Request, test } from '@playwright/test';
import { api as endpoints, referenceLists } from '@quaybook/contract';
import pg from 'pg';
import { ADMIN_PASSWORD } from '../playwright.config';
import { type Api, signedInApi } from '../support/api';
import { SIGNED_OUT } from '../support/fixtures';
import { LoginPage, Shell } from '../support/pages';
import { shot } from '../support/screenshots';
import { machineFacts, writeBenchResult } from './benchResult';
import { benchDatabaseUrl } from './playwright.config';

const ROWS = Number(process.env.BENCH_WEB_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const RESULTS = path.resolve(import.meta.dirname, '../../bench/results/web.json');
/** One seeded voyage's name, typed into the search: it finds that row alone. */
const TARGET = 'V0004321';

interface Transfer {
  url: string;
  /** Body bytes as received (compressed when the server compressed it). */
  bytes: number;
  /** Body bytes once decoded. */
  decodedBytes: number;
  encoding: string;
}

/** Records every script the page receives, and the list call's answer, as the network log has them. */
function networkLog(page: Page) {
  const scripts: Transfer[] = [];
  const calls: (Transfer & { ms: number })[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request: Request) => {
    const kind = request.resourceType();
    const isList = request.url().includes('/api/voyage_list');
    if (kind !== 'script' && !isList) return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const [sizes, headers, body] = await Promise.all([
          request.sizes(),
          response.allHeaders(),
          response.body(),
        ]);
        const entry = {
          url: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize,
          decodedBytes: body.length,
          encoding: headers['content-encoding'] ?? 'identity',
        };
        if (isList) {
          const timing = request.timing();
          calls.push({ ...entry, ms: Math.round(timing.responseEnd - timing.requestStart) });
        } else scripts.push(entry);
      })(),
    );
  });
  return {
    scripts,
    calls,
    settled: async () => {
      await Promise.all(pending);
    },
  };
}

/**
 * Marks, in the page's own clock: the click on the list's menu link, the first seeded rows in
 * the table, the first keystroke in the search, and the table showing the one row searched for.
 * Each mark is taken at the next animation frame after the DOM shows it (what a person sees).
 */
function marker(target: string) {
  const marks: Record<string, number> = {};
  Object.assign(window, { benchMarks: marks });
  const at = (name: string) => {
    if (marks[name] === undefined) marks[name] = -1;
    requestAnimationFrame(() => {
      if (marks[name] === -1) marks[name] = performance.now();
    });
  };
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest('a');
      if (link?.getAttribute('href') === '/voyage') marks.clicked = performance.now();
    },
    true,
  );
  document.addEventListener(
    'input',
    (event) => {
      const input = event.target as HTMLInputElement;
      if (input.getAttribute('aria-label') === 'Search' && marks.typed === undefined) {
        marks.typed = performance.now();
      }
    },
    true,
  );
  new MutationObserver(() => {
    const rows = Array.from(document.querySelectorAll('table tbody tr'));
    const seeded = rows.filter((row) => /V\d{7}[EWNS]/.test(row.textContent ?? ''));
    if (seeded.length > 0) at('rows');
    if (
      marks.typed !== undefined &&
      rows.length === 1 &&
      (rows[0]?.textContent ?? '').includes(target)
    ) {
      at('found');
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

async function mark(page: Page, name: string): Promise<number> {
  const handle = await page.waitForFunction(
    (key) => {
      const value = (window as unknown as { benchMarks: Record<string, number> }).benchMarks[key];
      return value !== undefined && value >= 0 ? value : undefined;
    },
    name,
    { timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Seeds the voyages: one set-based insert on PostgreSQL, the create call on PGlite. */
async function seedVoyages(api: Api, total: number): Promise<void> {
  const existing = (await api.call(endpoints.voyage.list, { query: {} })).length;
  if (existing >= total) return;
  if (benchDatabaseUrl) {
    const client = new pg.Client({ connectionString: benchDatabaseUrl });
    await client.connect();
    try {
      await client.query(
        `insert into voyages (company_id, name, description, created_by)
         select u.company_id,
                'V' || lpad(i::text, 7, '0') || (array['E','W','N','S'])[1 + i % 4],
                (array['MSC','Maersk','CMA CGM','ONE','Hapag-Lloyd','COSCO'])[1 + i % 6]
                  || ' call at ' || (array['Kolkata KDS','Haldia HDC','Paradip PICT'])[1 + i % 3],
                u.id
         from users u, generate_series($1::int, $2::int) as i
         where u.username = 'admin'`,
        [existing + 1, total],
      );
    } finally {
      await client.end();
    }
    return;
  }
  // PGlite lives inside the server's process: the bench seeds through the API, a few at a time.
  const ports = ['Kolkata KDS', 'Haldia HDC', 'Paradip PICT'];
  const numbers = Array.from({ length: total - existing }, (_, k) => existing + k + 1);
  const worker = async () => {
    for (let i = numbers.shift(); i !== undefined; i = numbers.shift()) {
      await api.call(endpoints.voyage.create, {
        body: {
          Name: `V${String(i).padStart(7, '0')}${'EWNS'[i % 4]}`,
          Description: `Bench call at ${ports[i % 3]}`,
        },
      });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const round = (value: number) => Math.round(value);
const sum = (entries: Transfer[], key: 'bytes' | 'decodedBytes') =>
  entries.reduce((total, entry) => total + entry[key], 0);

test('the web bench: first load and a list of many rows', async ({ browser, baseURL }) => {
  if (!baseURL) throw new Error('The bench needs a baseURL');
  const api = await signedInApi(baseURL);
  const seedStart = Date.now();
  await seedVoyages(api, ROWS);
  const seedSeconds = (Date.now() - seedStart) / 1000;
  const rows = (await api.call(endpoints.voyage.list, { query: {} })).length;

  // First load: the sign-in page of a browser that never came, then signing in to the dashboard.
  const fresh = await browser.newContext({ storageState: SIGNED_OUT });
  const firstPage = await fresh.newPage();
  const firstLog = networkLog(firstPage);
  await firstPage.goto('/');
  await expect(firstPage.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await firstPage.waitForLoadState('networkidle');
  await firstLog.settled();
  const signInScripts = [...firstLog.scripts];
  await new LoginPage(firstPage).signIn('admin', ADMIN_PASSWORD);
  await expect(firstPage.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await firstPage.waitForLoadState('networkidle');
  await firstLog.settled();
  // The dashboard is a new page load: what it fetched again came from the cache.
  const loaded = new Map<string, Transfer>();
  for (const entry of firstLog.scripts) if (!loaded.has(entry.url)) loaded.set(entry.url, entry);
  const firstLoad = [...loaded.values()];
  const session = await fresh.storageState();
  await fresh.close();

  // The list, three ways:
  // - from the dashboard: signed in, a person opens Master › Voyage from the menu and searches
  //   (the dashboard has already fetched the reference lists, the voyages among them);
  // - in a new tab: the list's address opened in a browser that has the session and the app's
  //   scripts (hashed, cached for good) but no list rows cached, timed from the navigation's start;
  // - opened directly: the same in a browser that has the session but nothing cached at all.
  const referenceKeys = [...new Set(Object.values(referenceLists).map((list) => list.storageKey))];
  const uncached = {
    cookies: session.cookies,
    origins: session.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter((entry) => !referenceKeys.includes(entry.name)),
    })),
  };
  const inContext = (storageState: StorageState) => async () => {
    const context = await browser.newContext({ storageState });
    return { page: await context.newPage(), close: () => context.close() };
  };
  const byAddress = async (page: Page) => {
    await page.goto('/voyage', { waitUntil: 'commit' });
    return 0;
  };
  const fromDashboard = await listRuns('from-dashboard', inContext(session), async (page) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await new Shell(page).openFromMenu('Master', 'Voyage');
    return mark(page, 'clicked');
  });
  const tabs = await browser.newContext({ storageState: uncached });
  const warm = await tabs.newPage();
  await warm.goto('/voyage');
  await expect(warm.locator('table tbody tr').first()).toBeVisible();
  await warm.waitForLoadState('networkidle');
  await warm.close();
  const inNewTab = await listRuns(
    'new-tab',
    async () => {
      const page = await tabs.newPage();
      // The first visit kept the voyages in local storage: each tab starts without them.
      await page.addInitScript((keys: string[]) => {
        for (const key of keys) localStorage.removeItem(key);
      }, referenceKeys);
      return { page, close: () => page.close() };
    },
    byAddress,
  );
  await tabs.close();
  const openedDirectly = await listRuns('opened-directly', inContext(uncached), byAddress);

  const result = {
    date: new Date().toISOString(),
    machine: machineFacts(),
    browser: `chromium ${browser.version()}`,
    firstLoad: {
      note: 'JavaScript received for the sign-in page, then signing in to the dashboard',
      encodings: [...new Set(firstLoad.map((entry) => entry.encoding))],
      signInPage: {
        files: signInScripts.length,
        bytes: sum(signInScripts, 'bytes'),
        decodedBytes: sum(signInScripts, 'decodedBytes'),
      },
      total: {
        files: firstLoad.length,
        bytes: sum(firstLoad, 'bytes'),
        decodedBytes: sum(firstLoad, 'decodedBytes'),
      },
      byEncoding: await sizesByEncoding(
        baseURL,
        firstLoad.map((entry) => entry.url),
      ),
      scripts: firstLoad.sort((a, b) => b.bytes - a.bytes),
    },
    list: {
      screen: 'Master › Voyage',
      rows,
      seedSeconds,
      search: TARGET,
      note: 'usableMs: rows shown after the navigation, plus the search answering after typing',
      fromDashboard,
      inNewTab,
      openedDirectly,
    },
  };
  const database = writeBenchResult(RESULTS, result);
  const brief = (runs: ListRuns) => ({ ...runs, runs: undefined });
  console.log(
    JSON.stringify(
      {
        database,
        firstLoad: { ...result.firstLoad.total, byEncoding: result.firstLoad.byEncoding },
        fromDashboard: brief(fromDashboard),
        inNewTab: brief(inNewTab),
        openedDirectly: brief(openedDirectly),
      },
      null,
      2,
    ),
  );
});

type ListRuns = Awaited<ReturnType<typeof listRuns>>;
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Opens the list RUNS times, each on a page of its own from `newPage`: `open` navigates and
 * answers when the navigation started in the page's clock. Marks the first rows shown, then
 * types the search and marks the one row found.
 */
async function listRuns(
  name: string,
  newPage: () => Promise<{ page: Page; close: () => Promise<void> }>,
  open: (page: Page) => Promise<number>,
) {
  const runs: Record<string, number>[] = [];
  let listCall: (Transfer & { ms: number }) | undefined;
  for (let run = 0; run < RUNS; run += 1) {
    const { page, close } = await newPage();
    const log = networkLog(page);
    await page.addInitScript(marker, TARGET);
    const started = await open(page);
    const shown = await mark(page, 'rows');
    // The list as shown, before and after the search, when a run asks for screenshots (untimed).
    if (run === 0) await shot(page, `bench-${name}-rows`);
    await page.getByRole('textbox', { name: 'Search' }).fill(TARGET);
    const typed = await mark(page, 'typed');
    const found = await mark(page, 'found');
    await expect(page.locator('table tbody tr')).toHaveCount(1);
    if (run === 0) await shot(page, `bench-${name}-found`);
    await log.settled();
    listCall = log.calls[0] ?? listCall;
    // Where the time to the rows went, in the page's clock: the scripts run, the list asked for
    // and answered (the last list call before the rows showed; none when they came from a cache).
    const phases = await page.evaluate((before) => {
      const navigation = performance.getEntriesByType('navigation')[0] as
        | PerformanceNavigationTiming
        | undefined;
      const list = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/voyage_list') && entry.startTime < before)
        .at(-1) as PerformanceResourceTiming | undefined;
      return {
        scriptsRun: navigation?.domContentLoadedEventEnd ?? 0,
        listAsked: list?.startTime ?? -1,
        listAnswered: list?.responseEnd ?? -1,
      };
    }, shown);
    runs.push({
      scriptsRunMs: round(phases.scriptsRun - started),
      listAskedMs: round(phases.listAsked - started),
      listAnsweredMs: round(phases.listAnswered - started),
      rowsShownMs: round(shown - started),
      searchMs: round(found - typed),
      usableMs: round(shown - started + (found - typed)),
    });
    await close();
  }
  const summary = (key: string) => {
    const values = runs.map((entry) => entry[key] ?? 0);
    return { median: round(median(values)), worst: Math.max(...values) };
  };
  return {
    listCall,
    scriptsRunMs: summary('scriptsRunMs'),
    listAskedMs: summary('listAskedMs'),
    listAnsweredMs: summary('listAnsweredMs'),
    rowsShownMs: summary('rowsShownMs'),
    searchMs: summary('searchMs'),
    usableMs: summary('usableMs'),
    runs,
  };
}

/** Each file's body size as the server sends it for each encoding a browser may accept. */
async function sizesByEncoding(baseURL: string, paths: string[]) {
  const bytesOf = (file: string, encoding: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .get(new URL(file, baseURL), { headers: { 'accept-encoding': encoding } }, (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          response.on('end', () => resolve(bytes));
          response.on('error', reject);
        })
        .on('error', reject);
    });
  const totals: Record<string, number> = {};
  for (const encoding of ['br', 'gzip', 'identity']) {
    let total = 0;
    for (const file of paths) total += await bytesOf(file, encoding);
    totals[encoding] = total;
  }
  return totals;
}
