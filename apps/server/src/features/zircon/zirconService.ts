import {
  type SessionUser,
  ZIRCON_LOCATIONS,
  ZIRCON_MESSAGES,
  ZIRCON_MOVEMENTS,
} from '@quaybook/contract';
import { formatDate, todayInPorts } from '@quaybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, applicants, vessels, voyages } from '../../db/schema';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { zirconTallySheetXlsx } from '../../documents/writers/zirconTallySheetXlsx';
import { information } from '../../http/errors';
import { refuseUnknownChoices } from '../../shared/choices';
import { inTransaction } from '../../shared/transaction';
import { recordSentFile } from '../sentFiles/sentFileRecord';
import { type ZirconEntry, type ZirconFilters, zirconEntries } from './zirconRows';

/** The call's containers; another company's ids are not found, and no container is information. */
export async function findZirconEntries(
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

/** The names the heading shows, read in one query. */
async function headingNames(db: Database, companyId: number, query: ZirconFilters) {
  const [names] = await db
    .select({
      applicant: applicants.name,
      account: accounts.name,
      vessel: vessels.name,
      voyage: voyages.name,
    })
    .from(applicants)
    .innerJoin(accounts, eq(accounts.id, query.account))
    .innerJoin(vessels, eq(vessels.id, query.vessel))
    .innerJoin(voyages, eq(voyages.id, query.voyage))
    .where(and(eq(applicants.id, query.applicant), eq(applicants.companyId, companyId)));
  return names;
}

const labelOf = (codes: readonly { value: number; label: string }[], value: number) =>
  codes.find((code) => code.value === value)?.label ?? '';

/**
 * The tally sheet of the call's containers, kept as a sent file of the party; answers its
 * document's name.
 */
export async function generateTallySheet(
  deps: Pick<Deps, 'db' | 'config'>,
  user: SessionUser,
  query: ZirconFilters,
): Promise<string> {
  const entries = await findZirconEntries(deps.db, user, query);
  const names = await headingNames(deps.db, user.company_id, query);
  const port = labelOf(ZIRCON_LOCATIONS, query.location);
  const movement = labelOf(ZIRCON_MOVEMENTS, query.movement);
  const today = todayInPorts();
  const bytes = await zirconTallySheetXlsx.write({
    party: names ? `${names.applicant} / ${names.account}` : '',
    vessel: names?.vessel ?? '',
    voyage: names?.voyage ?? '',
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
  const downloadName = `zircon-tally-${safe(names?.vessel ?? '')}-${safe(names?.voyage ?? '')}-${port}-${movement}-${today}.xlsx`;
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
