import { DASHBOARD_TOP, type DashboardData } from '@quaybook/contract';
import { mismatchesOf, recordsOfLoad, reportedMismatches } from '@quaybook/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sqlRows';
import {
  type LoadedExport,
  loadedContainerOf,
  loadedExportsOfCalls,
} from '../customs/loadedExportRepository';
import { gatherCustomsRecords } from '../customsReports/customsRecordRepository';
import { type DashboardDay, notSailed, type PartyIdOf } from './dashboardRepository';

interface OpenCall {
  vcnId: number;
  vcn: string;
  vesselId: number;
  vessel: string;
  voyageId: number;
  voyage: string;
}

/**
 * The loaded export containers of every call not yet sailed, by call and party, with how many
 * of them the Mismatched Report would list: the same loads, records and rules, read once.
 */
export async function customsWaiting(
  db: Database,
  companyId: number,
  day: DashboardDay,
  partyIdOf: PartyIdOf,
): Promise<DashboardData['customs']> {
  const calls = await sqlRows<OpenCall>(
    db,
    sql`select v.id as "vcnId", v.name as vcn, v.vessel_id as "vesselId", ves.name as vessel,
          v.export_voyage_id as "voyageId", voy.name as voyage
        from vcns v
        join vessels ves on ves.id = v.vessel_id
        join voyages voy on voy.id = v.export_voyage_id
        where v.company_id = ${companyId} and ${notSailed(day.today)}
        order by v.name`,
  );
  const every = await loadedExportsOfCalls(db, companyId, calls);
  if (every.length === 0) return [];
  const loadsOfCalls = calls.map((call) => ({
    call,
    loads: every.filter(
      (load) => load.vesselId === call.vesselId && load.voyageId === call.voyageId,
    ),
  }));
  const found = await gatherCustomsRecords(db, companyId, every);
  const figures: DashboardData['customs'] = [];
  for (const { call, loads } of loadsOfCalls) {
    const byParty = new Map<string, { load: LoadedExport; loaded: number; mismatched: number }>();
    for (const load of loads) {
      const container = loadedContainerOf(load);
      const { listed } = reportedMismatches(
        'mismatched',
        mismatchesOf(container, recordsOfLoad(container, found)),
      );
      const key = `${load.applicantId}/${load.accountId}`;
      const entry = byParty.get(key) ?? { load, loaded: 0, mismatched: 0 };
      entry.loaded += 1;
      if (listed.length > 0) entry.mismatched += 1;
      byParty.set(key, entry);
    }
    for (const { load, loaded, mismatched } of byParty.values())
      if (mismatched > 0)
        figures.push({
          ...call,
          party: {
            applicantId: load.applicantId,
            accountId: load.accountId,
            partyId: partyIdOf(load.applicantId, load.accountId),
            name: `${load.applicant} / ${load.account}`,
          },
          loaded,
          mismatched,
        });
  }
  return figures
    .sort((a, b) => b.mismatched - a.mismatched || a.vcn.localeCompare(b.vcn))
    .slice(0, DASHBOARD_TOP);
}
