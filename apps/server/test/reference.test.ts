import { api } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { VERSION } from '../src/version';
import { call, expectFailure, expectOk } from './support/call';
import { factories } from './support/factories';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const { signedInUser } = factories(t);

describe('GET /api/states', () => {
  it('lists the 36 states and union territories, each with its two-digit GST code', async () => {
    const states = expectOk(await call(t.app, api.reference.listStates, {}));
    expect(states).toHaveLength(36);
    for (const state of states) {
      expect(state.gstCode, state.stateName).toMatch(/^\d{2}$/);
      expect(Number(state.gstCode), state.stateName).toBe(state.stateId);
    }
    expect(new Set(states.map((s) => s.gstCode)).size).toBe(36);
  });

  it('gives West Bengal code 19 and Odisha code 21, the states of the three ports', async () => {
    const states = expectOk(await call(t.app, api.reference.listStates, {}));
    expect(states).toContainEqual({ stateId: 19, stateName: 'West Bengal', gstCode: '19' });
    expect(states).toContainEqual({ stateId: 21, stateName: 'Odisha', gstCode: '21' });
  });
});

describe('GET /api/countries', () => {
  it('includes India under its ISO codes', async () => {
    const countries = expectOk(await call(t.app, api.reference.listCountries, {}));
    expect(countries).toContainEqual({ CountryID: 356, CountryName: 'India', isoCode: 'IN' });
    expect(new Set(countries.map((c) => c.isoCode)).size).toBe(countries.length);
  });
});

describe('GET /api/health', () => {
  it('reports the database up', async () => {
    const health = expectOk(await call(t.app, api.reference.health, {}));
    expect(health.database).toBe('up');
  });
});

describe('GET /api/about', () => {
  it('names the product, its version and the database it runs on, to a signed-in user', async () => {
    const { token } = await signedInUser();
    const about = expectOk(await call(t.app, api.reference.about, {}, token));
    expect(about).toMatchObject({ product: 'Quaybook', version: VERSION });
    const onPostgres = process.env.QUAYBOOK_TEST_DB === 'postgres';
    expect(about.database.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(about.database.version).toMatch(/^\d+\.\d+/);
    // PGlite and PostgreSQL 15 or later, the versions Quaybook runs on.
    expect(Number(about.database.postgres.split('.')[0])).toBeGreaterThanOrEqual(15);
    expectFailure(await call(t.app, api.reference.about, {}), 401);
  });
});
