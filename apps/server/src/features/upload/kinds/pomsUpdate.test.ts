import { containerCheckDigit, warningOfContainerNumber } from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import { checkPomsRow, type PomsFacts, type PomsMatch } from './pomsUpdate';

const box = (serial: number) => {
  const firstTen = `TGHU${String(serial).padStart(6, '0')}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
};

const match = (overrides: Partial<PomsMatch> = {}): PomsMatch => ({
  id: 41,
  containerId: 7,
  containerNumber: box(1),
  containerTare: 2_200,
  reportNo: null,
  billNo: null,
  ...overrides,
});

const facts = (matches: PomsMatch[] = [match()]): PomsFacts => ({
  ports: new Map([
    ['inccu', 1],
    ['kolkata', 1],
    ['sgsin', 2],
    ['nlrtm', 3],
  ]),
  matches: new Map([[box(1), matches]]),
});

const row = (overrides: Partial<Record<string, string>> = {}) => ({
  container: box(1),
  tare: '2,250',
  gross: '24000',
  pol: 'Kolkata',
  pod: 'SGSIN',
  fpd: 'nlrtm',
  ...overrides,
});

const never = () => false;

describe('a POMS row', () => {
  it('names the inspections it updates, and reads weights and ports by code or name', () => {
    const { values, problems } = checkPomsRow(row(), facts(), never);
    expect(problems).toEqual([]);
    expect(values).toMatchObject({
      containerId: 7,
      inspectionIds: [41],
      tare: 2_250,
      gross: 24_000,
      polId: 1,
      podId: 2,
      fpdId: 3,
    });
  });

  it('leaves a blank cell’s field as it is', () => {
    const { values, problems } = checkPomsRow(row({ tare: '', pol: '', fpd: '' }), facts(), never);
    expect(problems).toEqual([]);
    expect(values).toMatchObject({ tare: null, gross: 24_000, polId: null, podId: 2, fpdId: null });
  });

  it('skips a container with no inspection of the call', () => {
    expect(checkPomsRow(row(), facts([]), never).problems).toEqual([
      `Container ${box(1)} has no inspection of this party, vessel, voyage and movement.`,
    ]);
  });

  it('skips an inspection locked on a report or a bill, in the lock’s own words', () => {
    expect(checkPomsRow(row(), facts([match({ reportNo: 'R9' })]), never).problems).toEqual([
      `Container ${box(1)} is on survey report R9; clear it from the report first.`,
    ]);
    expect(
      checkPomsRow(row(), facts([match({ reportNo: 'R9', billNo: 'B4' })]), never).problems,
    ).toEqual([`Container ${box(1)} is billed on bill B4; it cannot be changed.`]);
  });

  it('gives every reason of bad weights and unknown ports', () => {
    const { problems } = checkPomsRow(
      row({ tare: '2.5', gross: 'heavy', pol: 'Atlantis', pod: 'XXYYZ', fpd: '' }),
      facts(),
      never,
    );
    expect(problems).toEqual([
      'Tare 2.5 is not a whole number of kg.',
      'Gross heavy is not a whole number of kg.',
      'POL Atlantis is not a known port.',
      'POD XXYYZ is not a known port.',
    ]);
  });

  it('weighs the gross against the row’s tare, else the container’s own', () => {
    expect(checkPomsRow(row({ tare: '3000', gross: '2900' }), facts(), never).problems).toEqual([
      'Gross 2900 kg is less than the tare (3000 kg).',
    ]);
    expect(checkPomsRow(row({ tare: '', gross: '2100' }), facts(), never).problems).toEqual([
      'Gross 2100 kg is less than the tare (2200 kg).',
    ]);
    expect(checkPomsRow(row({ tare: '900' }), facts(), never).problems).toEqual([
      'Tare 900 kg is outside 1000–12000 kg.',
    ]);
  });

  it('updates a container whose check digit does not add up, warning that it is a likely typo', () => {
    const typo = 'TGHU0000010';
    const checked = checkPomsRow(
      row({ container: typo }),
      { ...facts(), matches: new Map([[typo, [match({ containerNumber: typo })]]]) },
      never,
    );
    expect(checked.problems).toEqual([]);
    expect(checked.warnings).toEqual([warningOfContainerNumber(typo)]);
    expect(checked.values.inspectionIds).toEqual([41]);
  });

  it('marks a second row of a container and a row that changes nothing', () => {
    expect(checkPomsRow(row(), facts(), () => true).problems).toEqual([
      `Container ${box(1)} is in the file more than once.`,
    ]);
    expect(
      checkPomsRow(row({ tare: '', gross: '', pol: '', pod: '', fpd: '' }), facts(), never)
        .problems,
    ).toEqual(['The row gives no weight or port to update.']);
  });
});
