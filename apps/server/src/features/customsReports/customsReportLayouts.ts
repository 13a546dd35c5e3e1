import type { ContainerRecords, CustomsReportKind } from '@quaybook/domain';
import { formatDate } from '@quaybook/domain';
import type { ReportCell, ReportColumn } from '../../documents/writers/customsReportXlsx';
import type { LoadedExport } from '../customs/loadedExportRepository';

/** One loaded container and the records found for it: what a report's columns read. */
export interface ReportLine {
  load: LoadedExport;
  records: ContainerRecords;
}

interface Column extends ReportColumn {
  value: (line: ReportLine) => ReportCell;
}

const column = (header: string, width: number, value: Column['value']): Column => ({
  header,
  width,
  value,
});

// Every column a report can show, by key; each report lists the keys it shows.
const COLUMNS = {
  container: column('Container', 14, ({ load }) => load.containerNo),
  size: column('Size', 6, ({ load }) => load.size),
  iso: column('ISO', 7, ({ load }) => load.isoCode),
  loadDate: column('Load Date', 11, ({ load }) => formatDate(load.loadDate)),
  booking: column('Booking No', 14, ({ load }) => load.bookingNo),
  seal: column('Seal No', 12, ({ load }) => load.seal),
  vessel: column('Vessel', 18, ({ load }) => load.vessel),
  voyage: column('Voyage', 10, ({ load }) => load.voyage),
  sbNo: column('SB No', 11, ({ records }) => records.shippingBill?.sbNo ?? null),
  sbDate: column('SB Date', 11, ({ records }) => formatDate(records.shippingBill?.sbDate)),
  egmSbNo: column('EGM SB No', 11, ({ records }) => records.egm?.sbNo ?? null),
  egmSbDate: column('EGM SB Date', 11, ({ records }) => formatDate(records.egm?.sbDate)),
  odexSbNo: column('ODeX SB No', 11, ({ records }) => records.odex?.sbNo ?? null),
  odexSbDate: column('ODeX SB Date', 11, ({ records }) => formatDate(records.odex?.sbDate)),
  odexVesselVoyage: column(
    'ODeX Vessel Voyage',
    22,
    ({ records }) => records.odex?.vesselVoyage ?? null,
  ),
  blNo: column('BL No', 14, ({ records }) => records.bl?.blNo ?? null),
  sbPackages: column('Pkgs SB', 8, ({ records }) => records.shippingBill?.packageCount ?? null),
  odexPackages: column('Pkgs ODeX', 9, ({ records }) => records.odex?.packageCount ?? null),
  blPackages: column('Pkgs BL', 8, ({ records }) => records.bl?.packageCount ?? null),
  cargoWeight: column('Cargo Wt Insp (kg)', 12, ({ load }) => load.cargoWeight),
  blCargoWeight: column('Cargo Wt BL (kg)', 12, ({ records }) => records.bl?.cargoWeight ?? null),
  tareWeight: column('Tare (kg)', 9, ({ load }) => load.tareWeight),
  blTareWeight: column('Tare BL (kg)', 10, ({ records }) => records.bl?.tareWeight ?? null),
} as const;
type ColumnKey = keyof typeof COLUMNS;

interface ReportLayout {
  title: string;
  /** The download name's start: 'missing-sb'. */
  fileStem: string;
  format: 'xlsx' | 'pdf';
  columns: readonly Column[];
  reasonHeader: 'Reason' | 'Status';
}

const layout = (
  title: string,
  fileStem: string,
  keys: readonly ColumnKey[],
  options: Partial<Pick<ReportLayout, 'format' | 'reasonHeader'>> = {},
): ReportLayout => ({
  title,
  fileStem,
  format: options.format ?? 'xlsx',
  reasonHeader: options.reasonHeader ?? 'Reason',
  columns: keys.map((key) => COLUMNS[key]),
});

const EVERY_FACT: readonly ColumnKey[] = [
  'container',
  'size',
  'loadDate',
  'booking',
  'sbNo',
  'sbDate',
  'egmSbNo',
  'egmSbDate',
  'odexSbNo',
  'odexSbDate',
  'odexVesselVoyage',
  'blNo',
  'sbPackages',
  'odexPackages',
  'blPackages',
  'cargoWeight',
  'blCargoWeight',
  'tareWeight',
  'blTareWeight',
];
const SB_VS_EGM: readonly ColumnKey[] = [
  'container',
  'size',
  'loadDate',
  'sbNo',
  'sbDate',
  'egmSbNo',
  'egmSbDate',
];

/** What each report is called and shows (docs/customs-reports.md). */
export const REPORT_LAYOUTS: Record<CustomsReportKind, ReportLayout> = {
  missingSb: layout('Missing SB Report', 'missing-sb', [
    'container',
    'size',
    'iso',
    'loadDate',
    'booking',
    'seal',
  ]),
  mismatchedSb: layout('Mismatched SB Report', 'mismatched-sb', SB_VS_EGM),
  mismatched: layout('Mismatched Report', 'mismatched', EVERY_FACT),
  odexPackages: layout('ODeX PKGs Report', 'odex-pkgs', [
    'container',
    'loadDate',
    'sbNo',
    'odexSbNo',
    'blNo',
    'sbPackages',
    'odexPackages',
    'blPackages',
  ]),
  odexWeight: layout('ODeX Weight Report', 'odex-weight', [
    'container',
    'size',
    'loadDate',
    'booking',
    'blNo',
    'cargoWeight',
    'blCargoWeight',
    'tareWeight',
    'blTareWeight',
  ]),
  odexMissingSb: layout('ODeX Missing SB Report', 'odex-missing-sb', [
    'container',
    'loadDate',
    'odexSbNo',
    'odexSbDate',
    'sbNo',
    'sbDate',
  ]),
  odexSbMismatch: layout(
    'Mismatch SB with ODeX',
    'odex-sb-mismatch',
    ['container', 'size', 'loadDate', 'sbNo', 'sbDate', 'odexSbNo', 'odexSbDate'],
    { format: 'pdf' },
  ),
  odexVesselVoyage: layout('ODeX Vessel Voyage Mismatched With Actual', 'odex-vessel-voyage', [
    'container',
    'loadDate',
    'odexVesselVoyage',
    'vessel',
    'voyage',
  ]),
  vesselReport: layout('Vessel Report', 'vessel-report', EVERY_FACT, { reasonHeader: 'Status' }),
  afterSailing: layout('SCMTR Report After Sailing', 'scmtr-after-sailing', SB_VS_EGM),
};

/** The ODeX report's Report Type codes (002 §9) and the report each makes. */
export const ODEX_REPORT_KINDS: Record<number, CustomsReportKind> = {
  1: 'odexPackages',
  2: 'odexWeight',
  3: 'odexMissingSb',
  4: 'odexSbMismatch',
  5: 'odexVesselVoyage',
  6: 'vesselReport',
  7: 'afterSailing',
};
