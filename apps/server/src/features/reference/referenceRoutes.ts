import { api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok } from '../../http/route';
import { PRODUCT, VERSION } from '../../version';
import { databaseOf } from './databaseVersion';
import * as repository from './referenceRepository';

export const referenceRoutes = ({ db }: Deps) => [
  defineRoute(api.reference.health, async () => {
    await repository.ping(db);
    return ok({ database: 'up' as const, version: VERSION });
  }),
  defineRoute(api.reference.about, async () =>
    ok({
      product: PRODUCT,
      version: VERSION,
      database: databaseOf(await repository.databaseVersion(db)),
    }),
  ),
  defineRoute(api.reference.listStates, async () => ok(await repository.listStates(db))),
  defineRoute(api.reference.listCountries, async () => ok(await repository.listCountries(db))),
  defineRoute(api.reference.listBanks, async () => ok(await repository.listBanks(db))),
  defineRoute(api.reference.listIsoCodes, async () => ok(await repository.listIsoCodes(db))),
  defineRoute(api.reference.listContainerTypes, async () => {
    const rows = await repository.listContainerTypes(db);
    // The customs screens read this list from the fourth element, the others from the third.
    return ok(rows, '', rows);
  }),
];
