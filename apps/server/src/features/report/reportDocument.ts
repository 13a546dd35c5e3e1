import { buffer } from 'node:stream/consumers';
import type { DamageLineRow, SessionUser } from '@quaybook/contract';
import { CONDITION_LABELS, type Condition, reportTypeName } from '@quaybook/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { documentService, type IssuedDocument } from '../../documents/documentService';
import type { FileStore } from '../../documents/fileStore';
import { fileStoreOf } from '../../documents/fileStores';
import {
  type SurveyContainer,
  type SurveyDamage,
  type SurveyReport,
  surveyReportPdf,
} from '../../documents/writers/surveyReportPdf';
import { partyNamesOf } from '../bill/billRepository';
import { damageLineRows } from '../inspection/damageLineRepository';
import { callVcn, companyOf, printedInspections, thumbnailNames } from './reportPrintRepository';

/** What a survey report PDF is made of: its heading and the inspections it prints. */
interface ReportToPrint {
  title: string;
  reportNo: string | null;
  reportDate: string;
  reportType: number | null;
  applicantId: number;
  accountId: number;
  inspectionIds: readonly number[];
  /** The name the PDF downloads under. */
  downloadName: string;
}

/** Thumbnails read from the file store at once; enough to hide the disk's latency, no more. */
const PARALLEL_READS = 8;

const REPORT_TITLES: Record<number, string> = {
  1: 'SURVEY REPORT',
  2: 'COMPARATOR REPORT',
  3: 'NON-EOR REPORT',
};

/** The title a report of this type prints under. */
export const reportTitle = (reportType: number) => REPORT_TITLES[reportType] ?? 'SURVEY REPORT';

/** The PDF's download name: the report number, which holds slashes, with dashes. */
export const reportFileName = (reportNo: string) => `${reportNo.replaceAll('/', '-')}.pdf`;

const section = (number: string | null, part: string | null) =>
  [number, part].filter(Boolean).join(' ');
const centimetres = (value: number | null) => (value === null ? null : value.toFixed(2));

function damageOf(line: DamageLineRow): SurveyDamage {
  return {
    side: line.damlocation,
    position: line.position,
    from: section(line.damageFrom, line.damageFromAnd),
    to: section(line.damageTo, line.damageToAnd),
    component: line.componentName ?? '',
    damage: line.damageName ?? '',
    repair: line.repairName ?? '',
    length: centimetres(line.length),
    breadth: centimetres(line.breadth),
    area: centimetres(line.area),
    quantity: line.quantity,
  };
}

const joinedNames = (names: readonly (string | null)[]) =>
  [...new Set(names.filter((name): name is string => Boolean(name)))].join(', ');

/**
 * Writes survey report PDFs from what the database holds now (inside the caller's transaction,
 * so it prints the change being made) and issues each as a 'survey-report' document.
 */
export function reportPrinter(deps: { db: Database; config: Config; files?: FileStore }) {
  const issuer = documentService(deps);
  const store = deps.files ?? fileStoreOf(deps.config);

  /** The inspections' thumbnails, by inspection, oldest photo first; read a few at a time. */
  async function thumbnails(tx: Database, companyId: number, ids: readonly number[]) {
    const rows = await thumbnailNames(tx, companyId, ids);
    const bytes: (Buffer | undefined)[] = [];
    for (let start = 0; start < rows.length; start += PARALLEL_READS) {
      const batch = rows.slice(start, start + PARALLEL_READS);
      bytes.push(
        ...(await Promise.all(
          batch.map(async ({ name }) => {
            const file = await store.open(name);
            return file ? buffer(file.body) : undefined;
          }),
        )),
      );
    }
    const byInspection = new Map<number, Buffer[]>();
    rows.forEach(({ inspectionId }, index) => {
      const photo = bytes[index];
      if (!photo) return;
      byInspection.set(inspectionId, [...(byInspection.get(inspectionId) ?? []), photo]);
    });
    return byInspection;
  }

  /** The report's content, everything looked up and named. */
  async function surveyReportOf(
    tx: Database,
    companyId: number,
    print: ReportToPrint,
  ): Promise<SurveyReport> {
    const ids = [...print.inspectionIds];
    const company = await companyOf(tx, companyId);
    const party = await partyNamesOf(tx, print.applicantId, print.accountId);
    const listed = await printedInspections(tx, companyId, ids);
    const [lines, photos] = await Promise.all([
      damageLineRows(tx, companyId, ids),
      thumbnails(tx, companyId, ids),
    ]);
    const first = listed[0]?.inspection;
    const vcn = first ? await callVcn(tx, companyId, first.vesselId, first.voyageId) : null;
    const containers: SurveyContainer[] = listed.map(({ inspection, container, ...names }) => ({
      number: container.number,
      size: container.size,
      isoCode: container.isoCode,
      typeCode: container.typeCode,
      movement: names.movementName ?? '',
      date: inspection.inspectionDate,
      time: inspection.inspectionTime,
      location: names.placeName ?? '',
      seal: inspection.seal,
      condition: CONDITION_LABELS[
        inspection.condition as Condition
      ] as SurveyContainer['condition'],
      damages: lines.filter((line) => line.reportid === inspection.id).map(damageOf),
      photos: photos.get(inspection.id) ?? [],
    }));
    return {
      title: print.title,
      company: {
        name: company?.name ?? '',
        address: [company?.address, company?.city].filter((line): line is string => Boolean(line)),
        gstin: company?.gst ?? null,
      },
      reportNo: print.reportNo,
      reportDate: print.reportDate,
      reportType: print.reportType === null ? null : reportTypeName(print.reportType),
      applicant: party?.applicant ?? '',
      account: party?.account ?? '',
      vessel: joinedNames(listed.map((row) => row.vesselName)),
      voyage: joinedNames(listed.map((row) => row.voyageName)),
      vcn,
      containers,
      printedAt: new Date(),
    };
  }

  /** Writes the report's PDF and issues it in the caller's transaction. */
  return async function printReport(
    tx: Database,
    user: Pick<SessionUser, 'company_id' | 'user_id'>,
    print: ReportToPrint,
  ): Promise<IssuedDocument> {
    const bytes = await surveyReportPdf.write(await surveyReportOf(tx, user.company_id, print));
    return issuer.issue(tx, {
      user,
      kind: 'survey-report',
      downloadName: print.downloadName,
      contentType: surveyReportPdf.contentType,
      bytes,
    });
  };
}
