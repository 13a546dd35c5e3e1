import {
  bookingNoOf,
  bookingNoProblem,
  VESSEL_CAPACITY_MESSAGES as MESSAGES,
  type SessionUser,
  vesselCapacityFilename,
} from '@quaybook/contract';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { documentService, type IssuedDocument } from '../../documents/documentService';
import { vesselCapacityXlsx } from '../../documents/writers/vesselCapacityXlsx';
import { badRequest, information } from '../../http/errors';
import { inTurn } from '../../shared/inTurn';
import { inTransaction } from '../../shared/transaction';
import { type VesselCapacity, vesselCapacityOf } from './vesselCapacityReport';
import { blContainers, bookedRecords, loadedOnBooking } from './vesselCapacityRepository';

/** Vessel Capacity (002 §2.4, §7): one booking's booked and loaded containers. */
export function vesselCapacityService(deps: Pick<Deps, 'db' | 'config'>) {
  const { db } = deps;
  const documents = documentService(deps);

  /** The booking's capacity for the caller's company; refuses a bad number, informs of none. */
  async function lookUp(from: Database, user: SessionUser, typed: string): Promise<VesselCapacity> {
    const problem = bookingNoProblem(typed);
    if (problem) throw badRequest(problem, { booking_no: problem });
    const bookingNo = bookingNoOf(typed);
    // In turn: the workbook reads them inside its transaction, on one connection.
    const [booked, onBl, loads] = await inTurn(
      () => bookedRecords(from, user.company_id, bookingNo),
      () => blContainers(from, user.company_id, bookingNo),
      () => loadedOnBooking(from, user.company_id, bookingNo),
    );
    const capacity = vesselCapacityOf(bookingNo, booked, onBl, loads);
    if (!capacity) throw information(MESSAGES.nothingFound);
    return capacity;
  }

  return {
    /** The summary the grid shows. */
    summary: async (user: SessionUser, typed: string) => (await lookUp(db, user, typed)).summary,

    /** The booking's workbook, read and issued as a document in one transaction. */
    workbook: (user: SessionUser, typed: string) =>
      inTransaction(db, async (tx): Promise<{ document: IssuedDocument; bytes: Buffer }> => {
        const bytes = await vesselCapacityXlsx.write(await lookUp(tx, user, typed));
        const document = await documents.issue(tx, {
          user,
          kind: 'vessel-capacity',
          downloadName: vesselCapacityFilename(),
          contentType: vesselCapacityXlsx.contentType,
          bytes,
        });
        return { document, bytes };
      }),
  };
}
