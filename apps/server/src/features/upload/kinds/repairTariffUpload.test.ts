import { REPAIR_TARIFF_MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { seenBefore } from '../checkedRows';
import { checkTariffRow, type TariffCodes } from './repairTariffUpload';

const codes: TariffCodes = {
  component: new Map([['paa', 25]]),
  repair: new Map([
    ['it', 3],
    ['ww', 2],
  ]),
  damage: new Map([['ck', 8]]),
};

const row = (overrides: Partial<Record<string, string>> = {}) => ({
  component: 'PAA',
  repair: 'IT',
  damage: '',
  size: '20',
  measure: 'area',
  length: '30',
  breadth: '30',
  hours: '2.5',
  material: '1,600.50',
  ...overrides,
});

const check = (raw: ReturnType<typeof row>, onRecord = new Map<string, unknown>()) =>
  checkTariffRow(raw, codes, onRecord, seenBefore(new Set()));

describe('checkTariffRow', () => {
  it('reads codes by short name in any case, hours into hundredths and rupees into paise', () => {
    const { values, problems, warnings } = check(row({ component: 'paa', measure: 'Area' }));
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
    expect(values).toMatchObject({
      componentId: 25,
      repairId: 3,
      damageId: null,
      size: 20,
      measure: 'area',
      uptoLengthCm: 30,
      uptoBreadthCm: 30,
      hoursHundredths: 250,
      materialPaise: 160_050,
    });
  });

  it('says a row whose key is on record updates it', () => {
    const onRecord = new Map([['25|2|8|0|length|30|0', 1]]);
    const { warnings } = check(
      row({ repair: 'WW', damage: 'CK', size: '0', measure: 'length', breadth: '' }),
      onRecord,
    );
    expect(warnings).toEqual(['Updates the row on record.']);
  });

  it('names every problem of a bad row', () => {
    const { problems } = check(
      row({ component: 'XYZ', size: '30', breadth: '', hours: '1.125', material: '-5' }),
    );
    expect(problems).toEqual([
      'Component XYZ is not a known component code.',
      REPAIR_TARIFF_MESSAGES.size,
      'An area price needs its Upto breadth (cm).',
      REPAIR_TARIFF_MESSAGES.hours,
      'Material must be an amount in rupees with at most 2 decimals.',
    ]);
  });

  it('refuses a band that is not whole centimetres above 0', () => {
    expect(check(row({ length: '0' })).problems).toEqual([
      `${REPAIR_TARIFF_MESSAGES.band('Upto length (cm)')} (0)`,
    ]);
  });
});
