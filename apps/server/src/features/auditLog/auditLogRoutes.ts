import { AUDIT_LOG_MESSAGES, api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { fileAnswer } from '../../http/fileAnswer';
import { defineRoute, ok, type Route } from '../../http/route';
import { exportAuditLog } from './auditLogExport';
import { auditLogService } from './auditLogService';

const { auditLog: calls } = api;

/** The audit log of the caller's company, for administrators (the contract's access). */
export function auditLogRoutes(deps: Deps): Route[] {
  const service = auditLogService(deps.db);
  return [
    defineRoute(
      calls.list,
      async ({ input, user }) => {
        const { rows, info } = await service.list(user, input.query);
        return ok(rows, rows.length ? '' : AUDIT_LOG_MESSAGES.nothingFound, info);
      },
      { reads: 'replica' },
    ),
    defineRoute(
      calls.export,
      async ({ input, user }) => fileAnswer(await exportAuditLog(deps, user, input.query)),
      { reads: 'replica' },
    ),
  ];
}
