import { api } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { call, expectOk } from './support/call';
import { useTestApp } from './support/testApp';

const t = useTestApp();

describe('reference lists', () => {
  it('lists the 36 states and union territories with their two-digit GST codes, without a token', async () => {
    const states = expectOk(
      api.reference.listStates,
      await call(t.app, api.reference.listStates, {}),
    );
    expect(states).toHaveLength(36);
    expect(states.every((s) => /^\d{2}$/.test(s.gstCode) && Number(s.gstCode) === s.stateId)).toBe(
      true,
    );
    expect(states).toContainEqual({ stateId: 19, stateName: 'West Bengal', gstCode: '19' });
    expect(states).toContainEqual({ stateId: 21, stateName: 'Odisha', gstCode: '21' });
  });

  it('lists countries by ISO code, India included, without a token', async () => {
    const countries = expectOk(
      api.reference.listCountries,
      await call(t.app, api.reference.listCountries, {}),
    );
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ CountryID: 356, CountryName: 'India', isoCode: 'IN' });
  });

  it('reports health without a token', async () => {
    const health = expectOk(api.reference.health, await call(t.app, api.reference.health, {}));
    expect(health.database).toBe('up');
  });
});
