import type { SessionUser } from '@quaybook/contract';
import type { Database } from '../../db/client';
import { billRegisterEntries } from './billRegisterRepository';
import type { BillRegisterQuery } from './billRegisterRows';

/** The sale bill register of the caller's company. */
export const billRegisterService = (db: Database) => ({
  /** Every tax invoice of the period, bills and MIS bills alike, numbered in date order. */
  entries: (user: SessionUser, query: BillRegisterQuery) =>
    billRegisterEntries(db, user.company_id, query),
});
