import { type PartyBlPreviewRow, partyBlLayout } from '@quaybook/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { partyBlLines } from '../../../db/schema';
import { insertMany } from '../../../shared/insertMany';
import { statusOf } from '../checkedRows';
import type { RawRow } from '../uploadKind';
import { containerCell, packagesCell, requiredCell, shownNumber, weightCell } from './customsCells';
import { customsLineKind } from './customsLineKind';

type Key = (typeof partyBlLayout)[number]['key'];

/** A party BL row: the cells as the preview shows them, and the line they make. */
interface PartyBlRow {
  text: RawRow<Key>;
  bookingNo: string;
  blNo: string;
  containerNo: string;
  packageCount: number | null;
  /** Kilograms. */
  cargoWeight: number | null;
  tareWeight: number | null;
}

const blKey = (line: { blNo: string; containerNo: string }) => `${line.blNo}|${line.containerNo}`;
const blName = (row: PartyBlRow) => `Container ${row.containerNo} of BL ${row.blNo}`;

/**
 * Upload Party BL Excel (002 §2.4): a party's bills of lading, each container with the packages
 * and weights the party declared, which the mismatch reports compare with what was loaded.
 */
export const partyBl = customsLineKind<Key, PartyBlRow, PartyBlPreviewRow>({
  name: 'party-bl',
  columns: partyBlLayout,
  read(raw) {
    const problems: string[] = [];
    const bookingNo = requiredCell('Booking No', 50, raw.bookingNo, problems);
    const blNo = requiredCell('BL No', 50, raw.blNo, problems);
    const containerNo = containerCell(raw.container, problems);
    const packageCount = packagesCell('Package', raw.packages, problems);
    const cargoWeight = weightCell('Cargo Wt', raw.cargoWeight, problems);
    const tareWeight = weightCell('Tare Wt', raw.tareWeight, problems);
    return {
      values: {
        text: {
          bookingNo,
          blNo,
          container: containerNo,
          packages: shownNumber(packageCount, raw.packages),
          cargoWeight: shownNumber(cargoWeight, raw.cargoWeight),
          tareWeight: shownNumber(tareWeight, raw.tareWeight),
        },
        bookingNo,
        blNo,
        containerNo,
        packageCount,
        cargoWeight,
        tareWeight,
      },
      problems,
    };
  },
  key: blKey,
  twiceInFile: (row) => `${blName(row)} is in the file more than once.`,
  onRecord: (row) => `${blName(row)} is already on record.`,
  async recorded(db, companyId, rows) {
    const found = await db
      .select({ blNo: partyBlLines.blNo, containerNo: partyBlLines.containerNo })
      .from(partyBlLines)
      .where(
        and(
          eq(partyBlLines.companyId, companyId),
          inArray(partyBlLines.containerNo, [...new Set(rows.map((row) => row.containerNo))]),
        ),
      );
    return new Set(found.map(blKey));
  },
  async insert(tx, rows, user, batchId) {
    const written = await insertMany(
      tx,
      partyBlLines,
      rows.map((row) => ({
        companyId: user.company_id,
        bookingNo: row.bookingNo,
        blNo: row.blNo,
        containerNo: row.containerNo,
        packageCount: row.packageCount,
        cargoWeight: row.cargoWeight,
        tareWeight: row.tareWeight,
        batchId,
        createdBy: user.user_id,
      })),
      ['blNo', 'containerNo'],
      { onConflictDoNothing: true },
    );
    return new Set(written.map(blKey));
  },
  preview: (row) => ({
    'Sl No': row.rowNo,
    'Booking No': row.values.text.bookingNo,
    'Bl No': row.values.text.blNo,
    'Container No': row.values.text.container,
    Package: row.values.text.packages,
    'Cargo Wt': row.values.text.cargoWeight,
    'Tare Wt': row.values.text.tareWeight,
    Status: statusOf(row),
  }),
});
