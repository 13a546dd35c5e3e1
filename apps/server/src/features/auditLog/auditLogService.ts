import type { PageQuery, SessionUser } from '@quaybook/contract';
import type { Database } from '../../db/client';
import { type AuditLogFilter, listAuditLog } from './auditLogRepository';

/** The audit log of the caller's company. */
export const auditLogService = (db: Database) => ({
  /** A page of the changes the filters keep, newest first. */
  list: (user: SessionUser, query: AuditLogFilter & PageQuery) =>
    listAuditLog(db, user.company_id, query),
});
