import type { SessionUser } from '@quaybook/contract';
import { BILL_MESSAGES } from '@quaybook/contract';
import { MIS_DEFAULT_UNIT, rupeesInWords, SURVEY_SAC } from '@quaybook/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  billLines,
  bills,
  containers,
  inspections,
  locations,
  movements,
  reports,
} from '../../db/schema';
import type { DocumentService, IssuedDocument } from '../../documents/documentService';
import { renderOnThread } from '../../documents/rendering/renderingThread';
import type { TaxInvoice, TaxInvoiceContainer } from '../../documents/writers/taxInvoice';
import { taxInvoicePdf } from '../../documents/writers/taxInvoicePdf';
import { notFound } from '../../http/errors';
import { invoiceAmounts, lineAmounts } from '../billing/invoiceAmounts';
import { invoicePartiesOf } from '../billing/invoiceParties';

/** A bill line's words: "Survey — 40' IMPORT DESTUFF". */
export const billLineDescription = (size: number, movementName: string) =>
  `Survey — ${size}' ${movementName}`;

/** What a bill's PDF downloads as: its number with '/' as '-'. */
export const billFileName = (billNo: string, suffix = '') =>
  `${billNo.replaceAll('/', '-')}${suffix}.pdf`;

/**
 * Every container a bill charged, at the rate it charged, by report and container number: the
 * annexure the shipping line checks the bill against. `where` narrows them by the inspection
 * (`atPlace`, which reads the inspection's place as `locations`).
 */
export async function billedContainers(
  db: Database,
  billId: number,
  where?: SQL,
): Promise<TaxInvoiceContainer[]> {
  const rows = await db
    .select({
      containerNumber: containers.number,
      size: containers.size,
      movement: movements.name,
      inspectionDate: inspections.inspectionDate,
      reportNo: reports.reportNo,
      ratePaise: inspections.ratePaise,
    })
    .from(reports)
    .innerJoin(inspections, eq(inspections.reportId, reports.id))
    .innerJoin(containers, eq(containers.id, inspections.containerId))
    .innerJoin(movements, eq(movements.id, inspections.movementId))
    .leftJoin(locations, eq(locations.id, inspections.locationId))
    .where(and(eq(reports.billId, billId), where))
    .orderBy(asc(reports.reportNo), asc(containers.number), asc(inspections.id));
  return rows.map((row) => ({ ...row, ratePaise: row.ratePaise ?? 0 }));
}

/**
 * The tax invoice of a stored bill: its lines and amounts as they were charged (never priced
 * again from today's rates), its parties, and the containers it charged.
 */
export async function taxInvoiceOfBill(
  db: Database,
  companyId: number,
  billId: number,
): Promise<TaxInvoice> {
  const [bill] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.companyId, companyId)));
  if (!bill) throw notFound(BILL_MESSAGES.billNotFound);
  const lines = await db
    .select({ line: billLines, movementName: movements.name })
    .from(billLines)
    .innerJoin(movements, eq(movements.id, billLines.movementId))
    .where(eq(billLines.billId, billId))
    .orderBy(asc(billLines.lineNo));
  const reportNos = await db
    .select({ reportNo: reports.reportNo })
    .from(reports)
    .where(eq(reports.billId, billId))
    .orderBy(asc(reports.reportNo));
  const parties = await invoicePartiesOf(db, companyId, bill.applicantId, bill.accountId);
  const charged = await billedContainers(db, billId);
  return {
    title: 'TAX INVOICE',
    billNo: bill.billNo,
    billDate: bill.billDate,
    supplier: parties.supplier,
    recipient: parties.recipient,
    accountName: parties.accountName,
    placeOfSupply: bill.placeOfSupply,
    placeOfSupplyName: parties.placeOfSupplyName,
    mode: bill.taxMode,
    references: [{ label: 'Reports', value: reportNos.map((row) => row.reportNo).join(', ') }],
    lines: lines.map(({ line, movementName }) => ({
      description: billLineDescription(line.size, movementName),
      sac: SURVEY_SAC,
      unit: MIS_DEFAULT_UNIT,
      ...lineAmounts(line),
    })),
    ...invoiceAmounts(bill),
    amountInWords: rupeesInWords(bill.payablePaise),
    containers: charged,
    irn: bill.irn,
    ackNo: bill.ackNo,
    ackDate: bill.ackDate?.toISOString() ?? null,
    printedAt: new Date(),
  };
}

/** Turns a bill's tax invoice into its PDF. */
export type InvoiceRenderer = (invoice: TaxInvoice) => Promise<Uint8Array>;

/** Renders the PDF on the rendering thread, so that other calls are answered meanwhile. */
export const renderInvoice: InvoiceRenderer = (invoice) => renderOnThread('taxInvoice', invoice);

/**
 * Writes the bill's PDF from what it holds now, issues it in the caller's transaction and makes
 * it the bill's current PDF. `render` may give bytes rendered before the transaction
 * (`withPdfRenderedOutside`).
 */
export async function issueBillPdf(
  tx: Database,
  documents: DocumentService,
  user: Pick<SessionUser, 'company_id' | 'user_id'>,
  billId: number,
  render: InvoiceRenderer = renderInvoice,
): Promise<IssuedDocument> {
  const invoice = await taxInvoiceOfBill(tx, user.company_id, billId);
  const issued = await documents.issue(tx, {
    user,
    kind: 'tax-invoice',
    downloadName: billFileName(invoice.billNo),
    contentType: taxInvoicePdf.contentType,
    bytes: await render(invoice),
  });
  await tx.update(bills).set({ documentId: issued.id }).where(eq(bills.id, billId));
  return issued;
}
