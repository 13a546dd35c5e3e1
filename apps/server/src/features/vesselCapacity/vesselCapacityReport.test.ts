import { describe, expect, it } from 'vitest';
import type { LoadedExport } from '../customs/loadedExportRepository';
import { vesselCapacityOf } from './vesselCapacityReport';
import type { BlContainer } from './vesselCapacityRepository';

const load = (containerNo: string, loadDate: string, cargoWeight: number): LoadedExport => ({
  inspectionId: 1,
  containerNo,
  size: 20,
  isoCode: '22G1',
  tareWeight: 2200,
  cargoWeight,
  bookingNo: 'BK1',
  seal: null,
  loadDate,
  vesselId: 1,
  vessel: 'MV Star',
  voyageId: 1,
  voyage: loadDate === '2026-11-21' ? 'V2' : 'V1',
  applicantId: 1,
  applicant: 'Bengal Agencies',
  accountId: 1,
  account: 'Ocean Line',
  location: 'Kolkata',
});

const blLine = (containerNo: string): BlContainer => ({
  blNo: 'BL-1',
  containerNo,
  packageCount: 10,
  cargoWeight: 18000,
  tareWeight: 2200,
  size: 20,
  isoCode: '22G1',
});

const fact = (capacity: ReturnType<typeof vesselCapacityOf>, key: string) =>
  capacity?.summary.find((line) => line.key === key)?.value;

describe('vesselCapacityOf', () => {
  it('is nothing when nothing was booked or loaded', () => {
    expect(vesselCapacityOf('BK1', [], [], [])).toBeNull();
  });

  it('counts a container loaded twice once, at its last load', () => {
    const capacity = vesselCapacityOf(
      'BK1',
      [],
      [blLine('MSCU1000001')],
      [load('MSCU1000001', '2026-11-21', 18100), load('MSCU1000001', '2026-11-20', 17000)],
    );
    expect(fact(capacity, 'containers_loaded')).toBe(1);
    expect(fact(capacity, 'loaded_cargo_weight_kg')).toBe(18100);
    expect(fact(capacity, 'voyage')).toBe('V2');
    expect(capacity?.containers).toHaveLength(1);
    expect(capacity?.containers[0]).toMatchObject({ loaded: true, loadDate: '2026-11-21' });
  });

  it('answers a booking only on a bill of lading, with nothing loaded', () => {
    const capacity = vesselCapacityOf('BK1', [], [blLine('MSCU1000001')], []);
    expect(fact(capacity, 'containers_on_bl')).toBe(1);
    expect(fact(capacity, 'containers_loaded')).toBe(0);
    expect(fact(capacity, 'on_bl_not_loaded')).toBe('MSCU1000001');
    expect(capacity?.containers[0]).toMatchObject({ loaded: false, vessel: '', loadDate: null });
  });
});
