import type { DashboardData } from '@quaybook/contract';
import { todayInPorts } from '@quaybook/domain';
import type { Deps } from '../../deps';
import { customsWaiting } from './customsWaitingRepository';
import {
  advanceListsWaiting,
  billsThisMonth,
  inspectedByDay,
  inspectedByMovement,
  linkPartyIds,
  unbilledReports,
  unreportedInspections,
  unsentMessages,
} from './dashboardRepository';

/**
 * Every figure of the dashboard for the caller's company. The figures are independent reads, so
 * they run side by side on PostgreSQL's pool (PGlite's one connection takes them in turn); the
 * money figures are an administrator's.
 */
export async function dashboardFigures(
  { db }: Pick<Deps, 'db'>,
  companyId: number,
  isAdmin: boolean,
  now: Date = new Date(),
): Promise<DashboardData> {
  const today = todayInPorts(now);
  const day = { today, monthStart: `${today.slice(0, 8)}01` };
  const partyIdOf = await linkPartyIds(db, companyId);
  const [inspected, days, unreported, unbilled, bills, unsent, advance, customs] =
    await Promise.all([
      inspectedByMovement(db, companyId, day),
      inspectedByDay(db, companyId, day),
      unreportedInspections(db, companyId, partyIdOf),
      isAdmin ? unbilledReports(db, companyId, partyIdOf) : null,
      isAdmin ? billsThisMonth(db, companyId, day) : null,
      unsentMessages(db, companyId, partyIdOf),
      advanceListsWaiting(db, companyId, day),
      customsWaiting(db, companyId, day, partyIdOf),
    ]);
  return { ...day, inspected, days, unreported, unbilled, bills, unsent, advance, customs };
}
