import { type ExportTable, formatDate } from '@quaybook/domain';

/** One loading order of a kept COPRAR conversion, as Generate PDF prints it. */
export interface CoprarPrint {
  /** The number printed: the new one, or the old when none was given. */
  coprarNo: string;
  party: string;
  vesselName: string;
  callSign: string;
  voyage: string;
  location: string;
  /** Where the vessel discharges these containers: 'LKCMB Colombo'. */
  dischargeAt: string;
  containers: readonly {
    container: string;
    isoCode: string;
    full: boolean;
    grossKg: number | null;
    /** When the VGM was obtained, as the COPRAR's DTM 798 gives it: CCYYMMDD, then HHMM if known. */
    vgmAt: string | null;
    /** The party responsible for the VGM. */
    vgmParty: string | null;
    seal: string | null;
    booking: string | null;
    pod: string;
    fpd: string | null;
    transhipment: boolean;
    goods: string | null;
  }[];
}

export const COPRAR_PRINT_HEADER = [
  'Container No',
  'ISO',
  'F/E',
  'Gross Wt (kg)',
  'VGM Date',
  'VGM Party',
  'Seal',
  'Booking No',
  'POD',
  'FPD',
  'T/S',
  'Commodity',
] as const;

/** The facts above the table: what the order is for. */
export const coprarPrintFacts = (print: CoprarPrint): [string, string][] => [
  ['Coprar No', print.coprarNo],
  ['Party', print.party],
  ['Vessel', `${print.vesselName} (${print.callSign})`],
  ['Voyage', print.voyage],
  ['Location', print.location],
  ['Discharge at', print.dischargeAt],
  ['Containers', String(print.containers.length)],
];

/** A VGM moment as kept (CCYYMMDD, then HHMM when the list gave one) as dates print. */
function vgmDateText(moment: string | null): string {
  if (!moment) return '';
  const day = formatDate(`${moment.slice(0, 4)}-${moment.slice(4, 6)}-${moment.slice(6, 8)}`);
  return moment.length > 8 ? `${day} ${moment.slice(8, 10)}:${moment.slice(10, 12)}` : day;
}

/** A container's line: its weight a number (a workbook keeps it one), blanks as ''. */
export const coprarPrintLine = (
  container: CoprarPrint['containers'][number],
): (string | number)[] => [
  container.container,
  container.isoCode,
  container.full ? 'F' : 'E',
  container.grossKg ?? '',
  vgmDateText(container.vgmAt),
  container.vgmParty ?? '',
  container.seal ?? '',
  container.booking ?? '',
  container.pod,
  container.fpd ?? '',
  container.transhipment ? 'Y' : '',
  container.goods ?? '',
];

/** The order as a table: a line per container, in the list's order. */
export function coprarPrintTable(print: CoprarPrint): ExportTable {
  return {
    title: `COPRAR Loading Order ${print.coprarNo}`,
    header: COPRAR_PRINT_HEADER,
    rows: print.containers.map((container) => coprarPrintLine(container).map(String)),
  };
}
