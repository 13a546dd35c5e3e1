import {
  readShippingBillField,
  SHIPPING_BILL_MESSAGES,
  type ShippingBillField,
  type ShippingBillUploadRow,
  shippingBillLayout,
} from '@quaybook/contract';
import { formatDate, todayInPorts } from '@quaybook/domain';
import { shippingBills } from '../../../db/schema';
import { insertMany } from '../../../shared/insertMany';
import { type LineKey, lineKey, linesOnRecord } from '../../shippingBill/shippingBillRepository';
import { cellDate } from '../cells';
import { seenBefore, statusOf } from '../checkedRows';
import type { CheckedRow, RawRow, UploadKind } from '../uploadKind';

type Key = (typeof shippingBillLayout)[number]['key'];

/** A checked line: the cells as read (normalised where readable) and what it stores. */
interface ShippingBillLine {
  text: RawRow<Key>;
  sbNo: string | null;
  sbDate: string | null;
  containerNo: string | null;
  iec: string | null;
  gstin: string | null;
  pcin: string | null;
  packageType: string | null;
  packageCount: number | null;
  /** Saved, but its container number is to be corrected in Shipping Bills. */
  containerToCorrect: boolean;
}

/** The file's column each field of the spec's row is read from. */
const FIELD_OF: Record<Key, ShippingBillField> = {
  sbNo: 'sbno',
  sbDate: 'sbdate',
  containerNo: 'contnumber',
  iec: 'iec',
  gstin: 'gstn',
  pcin: 'pcin',
  packageType: 'type_of_package',
  packageCount: 'no_of_package',
};

/**
 * Checks one line by the field rules, then against the lines before it in the file and those on
 * record. A malformed container does not skip the line: it is kept as typed, to be corrected.
 */
export function checkShippingBillLine(
  raw: RawRow<Key>,
  today: string,
  onRecord: ReadonlySet<LineKey>,
  repeated: (key: LineKey) => boolean,
): { values: ShippingBillLine; problems: string[] } {
  const problems: string[] = [];
  const text = { ...raw };
  const read = {} as Record<Key, string | number | null>;
  let containerToCorrect = false;
  for (const key of Object.keys(FIELD_OF) as Key[]) {
    // A date cell reads as ISO; a typed one may use - or . between day, month and year.
    const typed = key === 'sbDate' ? (cellDate(raw.sbDate) ?? raw.sbDate) : raw[key];
    const reading = readShippingBillField(FIELD_OF[key], typed, today);
    read[key] = reading.value;
    if (reading.value !== null)
      text[key] =
        key === 'sbDate' && reading.problem === null
          ? formatDate(String(reading.value))
          : String(reading.value);
    if (reading.problem === SHIPPING_BILL_MESSAGES.invalidContainer) containerToCorrect = true;
    else if (reading.problem) problems.push(reading.problem);
  }
  const line = read as Record<'sbNo' | 'sbDate' | 'containerNo', string | null>;
  if (problems.length === 0 && line.sbNo && line.sbDate && line.containerNo) {
    const key = lineKey(line.sbNo, line.sbDate, line.containerNo);
    if (repeated(key)) problems.push(SHIPPING_BILL_MESSAGES.repeatedInFile);
    else if (onRecord.has(key)) problems.push(SHIPPING_BILL_MESSAGES.onRecord);
  }
  return {
    values: {
      text,
      sbNo: line.sbNo,
      sbDate: line.sbDate,
      containerNo: line.containerNo,
      iec: read.iec as string | null,
      gstin: read.gstin as string | null,
      pcin: read.pcin as string | null,
      packageType: read.packageType as string | null,
      packageCount: read.packageCount as number | null,
      containerToCorrect,
    },
    problems,
  };
}

/** The upload has no choices beside the file; its batch keeps an empty context. */
type NoChoices = Record<string, never>;

/** The line's Status: why it was skipped, else whether its container is to be corrected. */
export const shippingBillStatus = (row: CheckedRow<ShippingBillLine>) =>
  row.problems.length === 0 && row.values.containerToCorrect
    ? SHIPPING_BILL_MESSAGES.containerToCorrect
    : statusOf(row);

/** Upload Shipping Bill (002 §2.4): the lines of shipping bills, one per container. */
export const shippingBillUpload: UploadKind<
  Key,
  ShippingBillLine,
  NoChoices,
  ShippingBillUploadRow
> = {
  name: 'shipping-bill',
  columns: shippingBillLayout,

  async check(db, _context, user, rows, seen) {
    const today = todayInPorts();
    // Every line's key is looked up in one query for the chunk; a malformed key cannot be on record.
    const candidates = rows.map(({ raw }) => ({
      sbNo: raw.sbNo.trim(),
      sbDate: cellDate(raw.sbDate),
      containerNo: readShippingBillField('contnumber', raw.containerNo, today).value as
        | string
        | null,
    }));
    const onRecord = await linesOnRecord(db, user.company_id, candidates);
    const repeated = seenBefore(seen) as (key: LineKey) => boolean;
    return rows.map(({ rowNo, raw }) => ({
      rowNo,
      ...checkShippingBillLine(raw, today, onRecord, repeated),
    }));
  },

  preview(row) {
    const { text } = row.values;
    return {
      'Sl No': row.rowNo,
      'SB No': text.sbNo,
      'SB Date': text.sbDate,
      Container: text.containerNo,
      IEC: text.iec,
      GSTN: text.gstin,
      PCIN: text.pcin,
      'Type Of Package': text.packageType,
      'No Of Package': text.packageCount,
      Status: shippingBillStatus(row),
    };
  },

  async apply(tx, rows, _context, user, batchId) {
    const now = new Date();
    // A line another upload saved since the check is not doubled: the unique key skips it.
    const saved = await insertMany(
      tx,
      shippingBills,
      rows.map((row) => ({
        companyId: user.company_id,
        sbNo: row.sbNo as string,
        sbDate: row.sbDate as string,
        containerNo: row.containerNo as string,
        iec: row.iec,
        gstin: row.gstin,
        pcin: row.pcin,
        packageType: row.packageType,
        packageCount: row.packageCount,
        batchId,
        createdBy: user.user_id,
        createdAt: now,
      })),
      ['id'],
      { onConflictDoNothing: true },
    );
    return { saved: saved.length, containersAdded: 0 };
  },
};
