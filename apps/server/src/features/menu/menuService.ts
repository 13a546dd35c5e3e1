import { mayCall, type SessionUser } from '@quaybook/contract';
import type { Database } from '../../db/client';
import { listMenu } from './menuRepository';

// The admin-only entries (Users, Audit Log) lead to screens whose calls are all admin-only: they
// are offered to whoever those calls' access lets in.
export const menuService = (db: Database) => ({
  /** The menu the caller may open. */
  menuOf: (user: SessionUser) => listMenu(db, mayCall('admin', user)),
});
