import type { VesselCapacitySummary } from '@quaybook/contract';
import type { LoadedExport } from '../customs/loadedExportRepository';
import type { BlContainer, BookedRecord } from './vesselCapacityRepository';

/** One container of the booking: its line on a bill of lading, its load, or both. */
export interface CapacityContainer {
  containerNo: string;
  size: number | null;
  isoCode: string;
  blNo: string;
  blPackages: number | null;
  /** Kilograms. */
  blCargoWeight: number | null;
  /** Kilograms. */
  blTareWeight: number | null;
  loaded: boolean;
  /** yyyy-mm-dd. */
  loadDate: string | null;
  /** Kilograms, as recorded at the load inspection. */
  loadedCargoWeight: number | null;
  vessel: string;
  voyage: string;
}

export interface VesselCapacity {
  summary: VesselCapacitySummary;
  containers: CapacityContainer[];
}

/** The different values, in the order first met, as one text. */
const listed = (values: readonly (string | null | undefined)[]) =>
  [...new Set(values.filter((value): value is string => Boolean(value)))].join(', ');

const total = (values: readonly (number | null)[]) =>
  values.reduce<number>((sum, value) => sum + (value ?? 0), 0);

/**
 * What was booked against what was loaded for one booking (docs/file-formats.md 'Vessel
 * Capacity workbook'): the booking records say who booked which vessel and voyage; the bills of lading
 * which containers; the Export Load inspections which of them went on board. A container loaded
 * twice counts once, at its last load. Null when nothing is booked or loaded.
 */
export function vesselCapacityOf(
  bookingNo: string,
  booked: readonly BookedRecord[],
  onBl: readonly BlContainer[],
  loads: readonly LoadedExport[],
): VesselCapacity | null {
  if (booked.length === 0 && onBl.length === 0 && loads.length === 0) return null;

  const lastLoads = new Map<string, LoadedExport>();
  for (const load of loads) {
    const seen = lastLoads.get(load.containerNo);
    if (!seen || seen.loadDate <= load.loadDate) lastLoads.set(load.containerNo, load);
  }
  const loaded = [...lastLoads.values()];
  const blNumbers = new Set(onBl.map((line) => line.containerNo));
  const notLoaded = [...blNumbers].filter((number) => !lastLoads.has(number));
  const notOnBl = loaded.filter((load) => !blNumbers.has(load.containerNo));
  const loadedOfSize = (size: number) => loaded.filter((load) => load.size === size).length;
  const byIso = new Map<string, number>();
  for (const load of loaded) byIso.set(load.isoCode, (byIso.get(load.isoCode) ?? 0) + 1);

  const summary: VesselCapacitySummary = [
    { key: 'booking_no', value: bookingNo },
    {
      key: 'party',
      value: listed([
        ...booked.map((record) =>
          [record.applicantName, record.accountName].filter(Boolean).join(' / '),
        ),
        ...loaded.map((load) => `${load.applicant} / ${load.account}`),
      ]),
    },
    {
      key: 'vessel',
      value: listed([...booked.map((r) => r.vesselName), ...loaded.map((l) => l.vessel)]),
    },
    {
      key: 'voyage',
      value: listed([...booked.map((r) => r.voyageName), ...loaded.map((l) => l.voyage)]),
    },
    {
      key: 'location',
      value: listed([...booked.map((r) => r.locationName), ...loaded.map((l) => l.location)]),
    },
    {
      key: 'container_type_booked',
      value: listed(booked.map((record) => record.booking.containerType)),
    },
    { key: 'bl_numbers', value: listed(onBl.map((line) => line.blNo).sort()) },
    { key: 'containers_on_bl', value: blNumbers.size },
    { key: 'containers_loaded', value: loaded.length },
    { key: 'loaded_20ft', value: loadedOfSize(20) },
    { key: 'loaded_40ft', value: loadedOfSize(40) },
    { key: 'loaded_45ft', value: loadedOfSize(45) },
    {
      key: 'loaded_by_iso_type',
      value: [...byIso]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([iso, count]) => `${iso || '?'}: ${count}`)
        .join(', '),
    },
    { key: 'bl_cargo_weight_kg', value: total(onBl.map((line) => line.cargoWeight)) },
    { key: 'loaded_cargo_weight_kg', value: total(loaded.map((load) => load.cargoWeight)) },
    { key: 'bl_tare_weight_kg', value: total(onBl.map((line) => line.tareWeight)) },
    { key: 'loaded_tare_weight_kg', value: total(loaded.map((load) => load.tareWeight)) },
    { key: 'on_bl_not_loaded', value: notLoaded.join(', ') },
    { key: 'loaded_not_on_bl', value: notOnBl.map((load) => load.containerNo).join(', ') },
  ];

  const loadedFields = (load: LoadedExport | undefined) => ({
    loaded: load !== undefined,
    loadDate: load?.loadDate ?? null,
    loadedCargoWeight: load?.cargoWeight ?? null,
    vessel: load?.vessel ?? '',
    voyage: load?.voyage ?? '',
  });
  const containers: CapacityContainer[] = [
    ...onBl.map((line) => {
      const load = lastLoads.get(line.containerNo);
      return {
        containerNo: line.containerNo,
        size: load?.size ?? line.size,
        isoCode: load?.isoCode ?? line.isoCode ?? '',
        blNo: line.blNo,
        blPackages: line.packageCount,
        blCargoWeight: line.cargoWeight,
        blTareWeight: line.tareWeight,
        ...loadedFields(load),
      };
    }),
    ...notOnBl.map((load) => ({
      containerNo: load.containerNo,
      size: load.size,
      isoCode: load.isoCode,
      blNo: '',
      blPackages: null,
      blCargoWeight: null,
      blTareWeight: null,
      ...loadedFields(load),
    })),
  ].sort((a, b) => a.containerNo.localeCompare(b.containerNo) || a.blNo.localeCompare(b.blNo));

  return { summary, containers };
}
