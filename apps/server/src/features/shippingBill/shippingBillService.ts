import {
  CUSTOMS_MESSAGES,
  type CustomsListFilter,
  type PageQuery,
  readShippingBillField,
  type SessionUser,
  SHIPPING_BILL_LIST_LIMIT,
  SHIPPING_BILL_MESSAGES,
  type ShippingBillField,
  type ShippingBillRow,
  type ShippingBillUpdate,
  type ShippingBillUploadResult,
} from '@quaybook/contract';
import { todayInPorts } from '@quaybook/domain';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { badRequest, conflict, information, notFound } from '../../http/errors';
import { type Listed, pageInfoOf, pageWindow } from '../../shared/paging';
import { expectStoredVersion } from '../../shared/rowVersion';
import { inTransaction } from '../../shared/transaction';
import { refuseUnfitCustomsFilter } from '../customs/customsFilterChecks';
import { shippingBillUpload } from '../upload/kinds/shippingBill';
import { uploadService } from '../upload/uploadService';
import {
  countLines,
  lineForUpdate,
  linesToCorrect,
  listLines,
  lockedLineVersion,
  otherLineHas,
  type ShippingBillRecord,
  shippingBillWhere,
  updateLine,
} from './shippingBillRepository';

/** A stored line as the spec's shipping bill row. */
const shippingBillRowOf = (line: ShippingBillRecord): ShippingBillRow => ({
  id: line.id,
  sbno: line.sbNo,
  sbdate: line.sbDate,
  contnumber: line.containerNo,
  iec: line.iec ?? '',
  gstn: line.gstin ?? '',
  pcin: line.pcin ?? '',
  type_of_package: line.packageType ?? '',
  no_of_package: line.packageCount,
  version: line.version,
});

/** The record's column each of the row's fields is saved in. */
const COLUMN_OF = {
  sbno: 'sbNo',
  sbdate: 'sbDate',
  contnumber: 'containerNo',
  iec: 'iec',
  gstn: 'gstin',
  pcin: 'pcin',
  type_of_package: 'packageType',
  no_of_package: 'packageCount',
} as const satisfies Record<ShippingBillField, keyof ShippingBillRecord>;

/** How many refused lines' reasons a 'nothing saved' refusal quotes. */
const QUOTED_REASONS = 3;

/**
 * POST /sb_uploadedlist's rows: the lines the customs filter keeps, or why none are shown.
 * Without a page every line, and more than SHIPPING_BILL_LIST_LIMIT is refused; with one, only
 * that page, and how many match counted on `shipping_bills` alone beside it.
 */
export async function listShippingBills(
  db: Database,
  companyId: number,
  filter: CustomsListFilter,
  page: PageQuery,
): Promise<Listed<ShippingBillRow>> {
  await refuseUnfitCustomsFilter(db, { company_id: companyId }, filter, { byDates: true });
  const where = shippingBillWhere(db, companyId, filter);
  const window = pageWindow(page);
  if (window) {
    const [lines, total] = await Promise.all([
      listLines(db, where, window.limit, window.offset),
      countLines(db, where),
    ]);
    if (total === 0) throw information(CUSTOMS_MESSAGES.noData);
    return { rows: lines.map(shippingBillRowOf), info: pageInfoOf(window, total) };
  }
  const lines = await listLines(db, where, SHIPPING_BILL_LIST_LIMIT + 1);
  if (lines.length === 0) throw information(CUSTOMS_MESSAGES.noData);
  if (lines.length > SHIPPING_BILL_LIST_LIMIT)
    throw badRequest(SHIPPING_BILL_MESSAGES.tooMany(SHIPPING_BILL_LIST_LIMIT));
  return { rows: lines.map(shippingBillRowOf) };
}

export function shippingBillService(deps: Deps) {
  const uploads = uploadService(deps);
  return {
    /**
     * Upload Shipping Bill: the staged upload's check, then its apply of the OK lines in one
     * transaction, in the same call. A file of which no line can be saved is refused, quoting why.
     */
    async upload(
      user: SessionUser,
      file: { path: string; filename: string },
      onApplied?: (applied: number, of: number) => void,
    ): Promise<ShippingBillUploadResult> {
      const staged = await uploads.stage(user, shippingBillUpload, file, {});
      const reported = staged.preview.filter(
        (row) => row.problems.length > 0 || row.values.containerToCorrect,
      );
      if (staged.ok === 0) {
        const reasons = reported
          .slice(0, QUOTED_REASONS)
          .map((row) => `line ${row.rowNo}: ${row.problems.join(' ')}`);
        throw badRequest(`${SHIPPING_BILL_MESSAGES.nothingSaved} — ${reasons.join('; ')}`);
      }
      const applied = await uploads.execute(
        user,
        shippingBillUpload,
        staged.batchId,
        undefined,
        onApplied,
      );
      return {
        total: staged.total,
        saved: applied.saved,
        skipped: staged.total - applied.saved,
        // Counted on what was saved: the report's lines stop at the preview's limit.
        flagged: await linesToCorrect(deps.db, user.company_id, staged.batchId),
        list: reported.map((row) => shippingBillUpload.preview(row)),
      };
    },

    /** Shipping Bills: the lines the customs filter keeps, or why none are shown. */
    list: (user: SessionUser, filter: CustomsListFilter, page: PageQuery = {}) =>
      listShippingBills(deps.db, user.company_id, filter, page),

    /**
     * Update: saves the one edited column of the company's line after its rule; a change that
     * would make the line another's twin is refused, and a refusal changes nothing.
     */
    async update(user: SessionUser, { prop, transaction, version }: ShippingBillUpdate) {
      const reading = readShippingBillField(prop, transaction[prop], todayInPorts());
      if (reading.problem) throw badRequest(reading.problem, { [prop]: reading.problem });
      return inTransaction(deps.db, async (tx) => {
        const line = await lineForUpdate(tx, user.company_id, transaction.id);
        if (!line) throw notFound(SHIPPING_BILL_MESSAGES.notFound);
        await expectStoredVersion(
          version,
          () => lockedLineVersion(tx, line.id),
          async () => shippingBillRowOf(line),
        );
        const column = COLUMN_OF[prop];
        const changed = { ...line, [column]: reading.value };
        if (
          (column === 'sbNo' || column === 'sbDate' || column === 'containerNo') &&
          (await otherLineHas(tx, line, changed))
        )
          throw conflict(SHIPPING_BILL_MESSAGES.duplicateLine, {
            [prop]: SHIPPING_BILL_MESSAGES.duplicateLine,
          });
        const saved = await updateLine(tx, line, {
          [column]: reading.value,
          modifiedBy: user.user_id,
          modifiedAt: new Date(),
        });
        return shippingBillRowOf(saved);
      });
    },
  };
}
