import { describe, expect, it } from 'vitest';
import type { PartyBlLine, ShippingBillLine } from './customsRecords';
import {
  blLineForLoad,
  byContainer,
  inSbWindow,
  recordForLoad,
  recordsOfLoad,
  SB_MATCH_DAYS,
} from './recordMatching';

const bill = (sbNo: string, sbDate: string, containerNo = 'MSCU1234565'): ShippingBillLine => ({
  sbNo,
  sbDate,
  containerNo,
  packageCount: 10,
});
const load = { containerNo: 'MSCU1234565', loadDate: '2026-11-20', bookingNo: 'BK1' };

describe('the shipping bill of a load', () => {
  it('is dated on or before the load and at most 30 days before it', () => {
    expect(SB_MATCH_DAYS).toBe(30);
    expect(inSbWindow('2026-11-20', '2026-11-20')).toBe(true);
    expect(inSbWindow('2026-10-21', '2026-11-20')).toBe(true);
    expect(inSbWindow('2026-10-20', '2026-11-20')).toBe(false);
    expect(inSbWindow('2026-11-21', '2026-11-20')).toBe(false);
  });

  it('is the latest of several, of the same container only', () => {
    const bills = [
      bill('100', '2026-11-01'),
      bill('200', '2026-11-15'),
      bill('300', '2026-11-25'),
      bill('400', '2026-11-18', 'TGHU7654321'),
    ];
    expect(recordForLoad(bills, load)?.sbNo).toBe('200');
    expect(recordForLoad([bill('100', '2026-09-01')], load)).toBeNull();
  });

  it('takes the higher SB number when two are of the same day, whatever the order', () => {
    const bills = [bill('501', '2026-11-15'), bill('502', '2026-11-15')];
    expect(recordForLoad(bills, load)?.sbNo).toBe('502');
    expect(recordForLoad([...bills].reverse(), load)?.sbNo).toBe('502');
  });
});

describe('the party BL line of a load', () => {
  const line = (bookingNo: string, containerNo = 'MSCU1234565'): PartyBlLine => ({
    bookingNo,
    blNo: `BL-${bookingNo}`,
    containerNo,
    packageCount: 10,
    cargoWeight: 20_000,
    tareWeight: 2_200,
  });

  it('is the container’s line of the inspection’s booking number, read without case or spaces', () => {
    const lines = [line('BK0'), line(' bk1 '), line('BK1', 'TGHU7654321')];
    expect(blLineForLoad(lines, load)?.blNo).toBe('BL- bk1 ');
    expect(blLineForLoad(lines, { ...load, bookingNo: 'BK9' })).toBeNull();
  });

  it('is not looked for when the inspection has no booking number', () => {
    expect(blLineForLoad([line('BK1')], { ...load, bookingNo: null })).toBeNull();
    expect(blLineForLoad([line('BK1')], { ...load, bookingNo: '  ' })).toBeNull();
  });
});

describe('the records of a load', () => {
  it('are found among every container’s records by its number, with all its bills on record', () => {
    const load = {
      containerNo: 'MSCU1234565',
      loadDate: '2026-11-20',
      bookingNo: 'BK1',
      cargoWeight: 20_000,
      tareWeight: 2_200,
      vessel: 'MSC ANNA',
      voyage: '447E',
    };
    const bills = [
      bill('100', '2026-09-01'),
      bill('200', '2026-11-15'),
      bill('300', '2026-11-15', 'TGHU7654321'),
    ];
    const found = recordsOfLoad(load, {
      shippingBills: byContainer(bills),
      egm: byContainer([{ containerNo: 'TGHU7654321', sbNo: '300', sbDate: '2026-11-15' }]),
      odex: new Map(),
      bl: byContainer([
        {
          bookingNo: 'BK1',
          blNo: 'BL1',
          containerNo: load.containerNo,
          packageCount: 1,
          cargoWeight: null,
          tareWeight: null,
        },
      ]),
    });
    expect(found.shippingBill?.sbNo).toBe('200');
    expect(found.billsOnRecord.map((b) => b.sbNo)).toEqual(['100', '200']);
    expect(found.egm).toBeNull();
    expect(found.odex).toBeNull();
    expect(found.bl?.blNo).toBe('BL1');
  });
});
