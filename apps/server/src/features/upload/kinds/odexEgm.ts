import { type OdexEgmPreviewRow, odexEgmLayout } from '@quaybook/contract';
import { odexEgmLines } from '../../../db/schema';
import { insertMany } from '../../../shared/insertMany';
import { statusOf } from '../checkedRows';
import type { RawRow } from '../uploadKind';
import { packagesCell, requiredCell, shownNumber } from './customsCells';
import { customsLineKind } from './customsLineKind';
import {
  egmLineKey,
  egmLineName,
  readEgmLine,
  recordedEgmLines,
  type TerminalEgmRow,
} from './terminalEgm';

type Key = (typeof odexEgmLayout)[number]['key'];

/** An ODeX EGM row: the terminal EGM's line and what ODeX adds to it. */
interface OdexEgmRow extends TerminalEgmRow {
  vesselVoyage: string;
  pcin: string | null;
  packageCount: number | null;
  shown: { vesselVoyage: string; pcin: string; packages: string };
}

/**
 * Upload Odex EGM Excel (002 §2.4): the EGM as filed on ODeX, with the vessel and voyage as
 * typed there, PCIN and packages, which the ODeX report compares with the shipping bills.
 */
export const odexEgm = customsLineKind<Key, OdexEgmRow, OdexEgmPreviewRow>({
  name: 'odex-egm',
  columns: odexEgmLayout,
  read(raw: RawRow<Key>) {
    const problems: string[] = [];
    const line = readEgmLine(raw, problems);
    const vesselVoyage = requiredCell('Vessel Voyage', 100, raw.vesselVoyage, problems);
    const pcin = raw.pcin.trim().toUpperCase();
    if (pcin && !/^[A-Z0-9]{1,30}$/.test(pcin))
      problems.push(`PCIN ${raw.pcin.trim()} is not up to 30 letters and digits.`);
    const packageCount = packagesCell('No Of Package', raw.packages, problems);
    return {
      values: {
        ...line,
        vesselVoyage,
        pcin: pcin || null,
        packageCount,
        shown: { vesselVoyage, pcin, packages: shownNumber(packageCount, raw.packages) },
      },
      problems,
    };
  },
  key: egmLineKey,
  twiceInFile: (row) => `${egmLineName(row)} is in the file more than once.`,
  onRecord: (row) => `${egmLineName(row)} is already on the ODeX EGM.`,
  recorded: (db, companyId, rows) => recordedEgmLines(db, odexEgmLines, companyId, rows),
  async insert(tx, rows, user, batchId) {
    const written = await insertMany(
      tx,
      odexEgmLines,
      rows.map((row) => ({
        companyId: user.company_id,
        containerNo: row.containerNo,
        vesselVoyage: row.vesselVoyage,
        sbNo: row.sbNo,
        sbDate: row.sbDate as string,
        pcin: row.pcin,
        packageCount: row.packageCount,
        batchId,
        createdBy: user.user_id,
      })),
      ['containerNo', 'sbNo', 'sbDate'],
      { onConflictDoNothing: true },
    );
    return new Set(written.map(egmLineKey));
  },
  preview: (row) => ({
    'Sl No': row.rowNo,
    Container: row.values.text.container,
    'Vessel Voyage': row.values.shown.vesselVoyage,
    'SB No': row.values.text.sbNo,
    'SB Date': row.values.text.sbDate,
    pcin: row.values.shown.pcin,
    'no of package': row.values.shown.packages,
    Status: statusOf(row),
  }),
});
