import type {
  ContainerRecords,
  LoadedContainer,
  OdexEgmLine,
  PartyBlLine,
  SbReference,
  ShippingBillLine,
  TerminalEgmLine,
} from './customsRecords';

/**
 * How many days before the load a shipping bill may be dated and still be the one it sailed
 * on: a container is loaded again and again, each time on a new bill, and an exporter files a
 * bill shortly before the box is stuffed and loaded.
 */
export const SB_MATCH_DAYS = 30;

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** Whether a bill of this date can be the one of a load on `loadDate`. */
export function inSbWindow(sbDate: string, loadDate: string): boolean {
  const before = dayNumber(loadDate) - dayNumber(sbDate);
  return before >= 0 && before <= SB_MATCH_DAYS;
}

/**
 * The record of a container's load among its records carrying an SB: dated on or before the
 * load and at most SB_MATCH_DAYS before it; the latest when several (then the higher SB number,
 * so the choice never depends on the order read).
 */
export function recordForLoad<R extends SbReference & { containerNo: string }>(
  records: readonly R[],
  load: Pick<LoadedContainer, 'containerNo' | 'loadDate'>,
): R | null {
  let chosen: R | null = null;
  for (const record of records) {
    if (record.containerNo !== load.containerNo || !inSbWindow(record.sbDate, load.loadDate))
      continue;
    if (
      !chosen ||
      record.sbDate > chosen.sbDate ||
      (record.sbDate === chosen.sbDate && record.sbNo > chosen.sbNo)
    )
      chosen = record;
  }
  return chosen;
}

const bookingKey = (booking: string) => booking.trim().toUpperCase();

/**
 * The party BL line of a load: the container's line of the load inspection's booking number.
 * A load inspected without a booking number has none: its BL is not compared, since a box is
 * on a new BL every voyage and nothing else tells which is this one.
 */
export function blLineForLoad(
  lines: readonly PartyBlLine[],
  load: Pick<LoadedContainer, 'containerNo' | 'bookingNo'>,
): PartyBlLine | null {
  if (!load.bookingNo?.trim()) return null;
  const booking = bookingKey(load.bookingNo);
  return (
    lines.find(
      (line) => line.containerNo === load.containerNo && bookingKey(line.bookingNo) === booking,
    ) ?? null
  );
}

/** The records a container's records grouped by container number give one load. */
export interface RecordsByContainer {
  shippingBills: ReadonlyMap<string, readonly ShippingBillLine[]>;
  egm: ReadonlyMap<string, readonly TerminalEgmLine[]>;
  odex: ReadonlyMap<string, readonly OdexEgmLine[]>;
  bl: ReadonlyMap<string, readonly PartyBlLine[]>;
}

/** Groups records by their container number, for `recordsOfLoad`. */
export function byContainer<R extends { containerNo: string }>(
  records: readonly R[],
): Map<string, R[]> {
  const grouped = new Map<string, R[]>();
  for (const record of records) {
    const list = grouped.get(record.containerNo);
    if (list) list.push(record);
    else grouped.set(record.containerNo, [record]);
  }
  return grouped;
}

/** Every record that belongs to one loaded container. */
export function recordsOfLoad(load: LoadedContainer, found: RecordsByContainer): ContainerRecords {
  const bills = found.shippingBills.get(load.containerNo) ?? [];
  return {
    shippingBill: recordForLoad(bills, load),
    egm: recordForLoad(found.egm.get(load.containerNo) ?? [], load),
    odex: recordForLoad(found.odex.get(load.containerNo) ?? [], load),
    bl: blLineForLoad(found.bl.get(load.containerNo) ?? [], load),
    billsOnRecord: bills,
  };
}
