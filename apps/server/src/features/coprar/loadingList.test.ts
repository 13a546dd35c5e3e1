import { containerCheckDigit } from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import { checkListRow, type ListedPort, type ListLookups } from './loadingList';

const COLOMBO: ListedPort = { id: 128, name: 'Colombo', code: 'LKCMB' };
const JEBEL_ALI: ListedPort = { id: 134, name: 'Jebel Ali', code: 'AEJEA' };
const found: ListLookups = {
  isoCodes: new Set(['22G1', '45G1']),
  ports: new Map([
    ['lkcmb', COLOMBO],
    ['colombo', COLOMBO],
    ['aejea', JEBEL_ALI],
  ]),
  defaultPod: null,
};

const box = (serial: number) => {
  const first = `ABCU${String(serial).padStart(6, '0')}`;
  return `${first}${containerCheckDigit(first)}`;
};

const raw = (overrides: Partial<Record<string, string>> = {}) => ({
  container: box(1),
  isoCode: '22g1',
  status: '',
  grossKg: '18,420',
  vgmDate: '14/04/2025 15:30',
  vgmParty: 'Odisha Granite Exports',
  seal: 'SH998877',
  booking: 'BKG7788123',
  pod: 'Colombo',
  fpd: '',
  goods: 'Granite slabs',
  ...overrides,
});

const never = () => undefined;

describe('a loading list row', () => {
  it('reads a good row: ISO upper-cased, weight in whole kg, the POD as the final destination', () => {
    const row = checkListRow(1, raw(), found, never);
    expect(row.problems).toEqual([]);
    expect(row.ordered).toEqual({
      rowNo: 1,
      container: box(1),
      isoCode: '22G1',
      full: true,
      grossKg: 18420,
      vgmAt: '202504141530',
      vgmParty: 'Odisha Granite Exports',
      seal: 'SH998877',
      booking: 'BKG7788123',
      pod: COLOMBO,
      fpd: null,
      goods: 'Granite slabs',
    });
  });

  it('keeps an FPD beyond the POD, and drops one that is the POD itself', () => {
    expect(checkListRow(1, raw({ fpd: 'AEJEA' }), found, never).ordered?.fpd).toEqual(JEBEL_ALI);
    expect(checkListRow(1, raw({ fpd: 'LKCMB' }), found, never).ordered?.fpd).toBeNull();
  });

  it('orders a container with a wrong check digit, naming it apart from the problems', () => {
    const wrong = `${box(1).slice(0, 10)}${(Number(box(1)[10]) + 1) % 10}`;
    const row = checkListRow(3, raw({ container: wrong }), found, never);
    expect(row.problems).toEqual([]);
    expect(row.checkDigit).toContain(`Check digit of ${wrong} should be ${box(1)[10]}`);
    expect(row.ordered?.container).toBe(wrong);
    expect(checkListRow(3, raw(), found, never).checkDigit).toBeNull();
  });

  it('names the unknown ISO and ports, the weight and a container met before', () => {
    const row = checkListRow(
      4,
      raw({ isoCode: '99ZZ', grossKg: '18420.5', pod: 'Atlantis', fpd: 'Nowhere' }),
      found,
      () => 2,
    );
    expect(row.ordered).toBeNull();
    expect(row.problems).toEqual([
      `Container ${box(1)} is also in row 2.`,
      'ISO code 99ZZ is not a known ISO code.',
      'Gross Wt 18420.5 is not a whole number of kg.',
      'POD Atlantis is not a known port.',
      'FPD Nowhere is not a known port.',
    ]);
  });

  it('reads a short type with its size as the ISO code it means, as every upload does', () => {
    for (const written of ['40HC', "40' hc", '40-HQ'])
      expect(checkListRow(1, raw({ isoCode: written }), found, never).ordered?.isoCode).toBe(
        '45G1',
      );
    expect(checkListRow(1, raw({ isoCode: '20GP' }), found, never).ordered?.isoCode).toBe('22G1');
    // The list has no size column: a bare type names no one code.
    expect(checkListRow(1, raw({ isoCode: 'GP' }), found, never).problems).toEqual([
      "Type GP needs the container's size (20 or 40), or give its ISO code.",
    ]);
    expect(checkListRow(1, raw({ isoCode: '40RF' }), found, never).problems).toEqual([
      'Type 40RF reads as ISO code 42R1, which is not in the ISO code list.',
    ]);
  });

  it('needs the VGM with its date and party, seal and booking of a full container, not of an empty one', () => {
    const blank = { grossKg: '', vgmDate: '', vgmParty: '', seal: '', booking: '' };
    expect(checkListRow(1, raw(blank), found, never).problems).toEqual([
      'Gross Wt is missing.',
      'VGM Date is missing.',
      'VGM Party is missing.',
      'Seal is missing.',
      'Booking No is missing.',
    ]);
    expect(checkListRow(1, raw({ ...blank, status: 'E' }), found, never).problems).toEqual([]);
    expect(checkListRow(1, raw({ status: 'X' }), found, never).problems).toEqual([
      'F/E X is not F (full) or E (empty).',
    ]);
  });

  it('reads a VGM date without a time as the day, and refuses one that is no date', () => {
    expect(checkListRow(1, raw({ vgmDate: '14/04/2025' }), found, never).ordered?.vgmAt).toBe(
      '20250414',
    );
    expect(
      checkListRow(1, raw({ vgmDate: '31/02/2025', vgmParty: 'P'.repeat(71) }), found, never)
        .problems,
    ).toEqual([
      'VGM Date 31/02/2025 is not a date (dd/mm/yyyy, then hh:mm if known).',
      'VGM Party can be at most 70 characters.',
    ]);
  });

  it('takes the form’s POD for a blank one, and says when there is none', () => {
    expect(checkListRow(1, raw({ pod: '' }), found, never).problems).toEqual(['POD is missing.']);
    const withDefault = { ...found, defaultPod: JEBEL_ALI };
    expect(checkListRow(1, raw({ pod: '' }), withDefault, never).ordered?.pod).toEqual(JEBEL_ALI);
  });

  it('refuses a missing or malformed container number and an over-long seal', () => {
    expect(checkListRow(1, raw({ container: '' }), found, never).problems).toEqual([
      'Container number is missing.',
    ]);
    expect(
      checkListRow(1, raw({ container: 'ABC123', seal: 'S'.repeat(36) }), found, never).problems,
    ).toEqual([
      'Container number must be 4 letters followed by 7 digits.',
      'Seal can be at most 35 characters.',
    ]);
  });
});
