import type { Database } from '../../db/client';
import { withAuditNames } from '../../shared/audit';
import type { damageDefinition } from './codeListDefinition';
import { listActiveCodes } from './codeListRepository';

/** One of the three code lists (damage, component, repair); they share one shape. */
type CodeListDefinition = typeof damageDefinition;

/** The active codes of each code list, which the inspection screens offer. */
export const codeListService = (db: Database) => ({
  /** The list's active codes, with who made and last changed each. */
  async active(definition: CodeListDefinition) {
    return withAuditNames(
      db,
      definition.table,
      (await listActiveCodes(db, definition.table)).map(definition.toRow),
      (code) => code.autoid,
    );
  },
});
