import {
  type SessionUser,
  ZIRCON_LOCATIONS,
  ZIRCON_MESSAGES,
  ZIRCON_MOVEMENTS,
} from '@quaybook/contract';
import { formatDate, todayInPorts } from '@quaybook/domain';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { zirconTallySheetXlsx } from '../../documents/writers/zirconTallySheetXlsx';
import { information } from '../../http/errors';
import { callNames } from '../../shared/callNames';
import { refuseUnknownChoices } from '../../shared/choices';
import { inTransaction } from '../../shared/transaction';
import { recordSentFile } from '../sentFiles/sentFileRecord';
import { type ZirconEntry, type ZirconFilters, zirconEntries } from './zirconRepository';

/** The call's containers; another company's ids are not found, and no container is information. */
async function findZirconEntries(
  db: Database,
  user: SessionUser,
  query: ZirconFilters,
): Promise<ZirconEntry[]> {
  const { applicant, account, vessel, voyage } = query;
  await refuseUnknownChoices(db, user.company_id, { applicant, account, vessel, voyage });
  const entries = await zirconEntries(db, user.company_id, query);
  if (entries.length === 0) throw information(ZIRCON_MESSAGES.nothingFound);
  return entries;
}

const labelOf = (codes: readonly { value: number; label: string }[], value: number) =>
  codes.find((code) => code.value === value)?.label ?? '';

/**
 * The tally sheet of the call's containers, kept as a sent file of the party; answers its
 * document's name.
 */
async function generateTallySheet(
  deps: Pick<Deps, 'db' | 'config'>,
  user: SessionUser,
  query: ZirconFilters,
): Promise<string> {
  const entries = await findZirconEntries(deps.db, user, query);
  const names = await callNames(deps.db, user.company_id, query);
  const port = labelOf(ZIRCON_LOCATIONS, query.location);
  const movement = labelOf(ZIRCON_MOVEMENTS, query.movement);
  const today = todayInPorts();
  const bytes = await zirconTallySheetXlsx.write({
    ...names,
    port,
    movement,
    date: formatDate(today),
    containers: entries.map(({ row, size }) => ({
      container: row.contnumber,
      size,
      isoCode: row.isocode,
      movementCode: row.movementcode,
      place: row.LocationCode,
      date: row.dmy,
    })),
  });
  const safe = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const downloadName = `zircon-tally-${safe(names.vessel)}-${safe(names.voyage)}-${port}-${movement}-${today}.xlsx`;
  const issued = await inTransaction(deps.db, (tx) =>
    recordSentFile(tx, documentService(deps), user, {
      sentAs: 'zircon',
      kind: 'zircon-tally-sheet',
      applicantId: query.applicant,
      accountId: query.account,
      containerCount: entries.length,
      downloadName,
      contentType: zirconTallySheetXlsx.contentType,
      bytes,
    }),
  );
  return issued.name;
}

/** Zircon Reports of the caller's company: a call's containers, and their tally sheet. */
export const zirconService = (deps: Pick<Deps, 'db' | 'config'>) => ({
  entries: (user: SessionUser, query: ZirconFilters) => findZirconEntries(deps.db, user, query),
  tallySheet: (user: SessionUser, query: ZirconFilters) => generateTallySheet(deps, user, query),
});
