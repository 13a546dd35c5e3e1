import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { componentDefinition, damageDefinition, repairDefinition } from './codeListDefinition';
import { codeListService } from './codeListService';

/** The active codes of each code list, which the inspection screens offer. */
export function codeListRoutes({ db }: Deps): Route[] {
  const service = codeListService(db);
  return [damageDefinition, componentDefinition, repairDefinition].map((definition) =>
    defineRoute(
      definition.entity.endpoints.listActive,
      async () => ok(await service.active(definition)),
      { reads: 'replica' },
    ),
  );
}
