import { BILL_REGISTER_MESSAGES, JOB_STEPS, type SessionUser } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { saleRegisterXlsx } from '../../documents/writers/saleRegisterXlsx';
import { information } from '../../http/errors';
import { inTransaction } from '../../shared/transaction';
import { billRegisterEntries } from './billRegisterRepository';
import type { BillRegisterQuery } from './billRegisterRows';

/**
 * The register of the period as a spreadsheet, kept as a 'sale-register' document of the
 * caller's company; answers the name the browser downloads it by.
 */
export async function exportSaleRegister(
  deps: Pick<Deps, 'db' | 'config'>,
  user: SessionUser,
  query: BillRegisterQuery,
  /** Told what it is doing, for a job's progress. */
  progress: (done: number, total: number | null, step: string) => void = () => undefined,
): Promise<string> {
  progress(0, null, JOB_STEPS.readingBills);
  const entries = await billRegisterEntries(deps.db, user.company_id, query);
  if (entries.length === 0) throw information(BILL_REGISTER_MESSAGES.nothingFound);
  progress(0, entries.length, JOB_STEPS.writingSpreadsheet);
  const bytes = await saleRegisterXlsx.write({
    title: 'Sale Register',
    invoices: entries.map((entry) => ({
      gstin: entry.gstin,
      receiverName: entry.partyname,
      invoiceNo: entry.billno,
      invoiceDate: entry.billdate,
      placeOfSupplyCode: entry.placeOfSupplyCode,
      placeOfSupplyName: entry.placeOfSupplyName,
      taxMode: entry.taxMode,
      taxablePaise: entry.taxable,
      igstPaise: entry.igst,
      cgstPaise: entry.cgst,
      sgstPaise: entry.sgst,
      statedRoundOffPaise: entry.roundoff,
      payablePaise: entry.total,
    })),
  });
  progress(entries.length, entries.length, JOB_STEPS.keepingFile);
  const period = [query.fromdate, query.todate].filter(Boolean).join('-to-');
  const issued = await inTransaction(deps.db, (tx) =>
    documentService(deps).issue(tx, {
      user,
      kind: 'sale-register',
      downloadName: `sale-register-${period}.${saleRegisterXlsx.extension}`,
      contentType: saleRegisterXlsx.contentType,
      bytes,
    }),
  );
  return issued.name;
}
