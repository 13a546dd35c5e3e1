import type { DashboardData } from '@quaybook/contract';

// Where each figure leads: the screen that lists what it counts, with the filters that make the
// list count the same rows, in the URL as those screens keep their applied filters.

type Params = Record<string, string | number | null | undefined>;

const to = (route: string, params: Params = {}) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== null && value !== undefined && value !== '') query.set(name, String(value));
  const text = query.toString();
  return text ? `/${route}?${text}` : `/${route}`;
};

type Day = Pick<DashboardData, 'today' | 'monthStart'>;
type Party = { partyId: number | null };

export const dashboardLinks = {
  /** View Inspection of a period, of one movement or all. */
  inspected: (from: string, until: string, movementId?: number) =>
    to('transactionmanagment', { fromdate: from, todate: until, movement: movementId }),
  today: (day: Day, movementId?: number) =>
    dashboardLinks.inspected(day.today, day.today, movementId),
  month: (day: Day, movementId?: number) =>
    dashboardLinks.inspected(day.monthStart, day.today, movementId),
  /** Inspection Report: a party's inspections on no report. */
  unreported: (party?: Party) => to('inspectionreport', { party: party?.partyId }),
  /** Bill Generate: a party's reports to bill. */
  unbilled: (party?: Party) => to('billgenerate', { party: party?.partyId }),
  /** Bill Register of the month: bills and MIS bills by their date. */
  bills: (day: Day) => to('billregister', { fromdate: day.monthStart, todate: day.today }),
  edi: (party?: Party) => to('mscediexcel', { party: party?.partyId }),
  ova: (party?: Party) => to('ovareport', { party: party?.partyId }),
  /** Advanced Container List of a call, its import or export list. */
  advance: (row: DashboardData['advance'][number]) =>
    to('transactionuser', { vcn: row.vcnId, movetype: row.movetype }),
  /** Mismatched Report of a party's call. */
  customs: (row: DashboardData['customs'][number]) =>
    to('generatemissmatchedexcel', {
      party: row.party.partyId,
      vessel: row.vesselId,
      voyage: row.voyageId,
    }),
};
