import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { withAuditNames } from '../../shared/audit';
import { componentDefinition, damageDefinition, repairDefinition } from './codeListDefinition';
import { listActiveCodes } from './codeListRepository';

/** The active codes of each code list, which the inspection screens offer. */
export const codeListRoutes = ({ db }: Deps): Route[] =>
  [damageDefinition, componentDefinition, repairDefinition].map((definition) =>
    defineRoute(definition.entity.endpoints.listActive, async () =>
      ok(
        await withAuditNames(
          db,
          definition.table,
          (await listActiveCodes(db, definition.table)).map(definition.toRow),
          (code) => code.autoid,
        ),
      ),
    ),
  );
