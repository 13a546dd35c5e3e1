import { api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok } from '../../http/route';
import { referenceService } from './referenceService';

export function referenceRoutes(deps: Deps) {
  const service = referenceService(deps);
  return [
    defineRoute(api.reference.health, async () => ok(await service.health())),
    defineRoute(api.reference.about, async () => ok(await service.about())),
    defineRoute(api.reference.listStates, async () => ok(await service.states()), {
      reads: 'replica',
    }),
    defineRoute(api.reference.listCountries, async () => ok(await service.countries()), {
      reads: 'replica',
    }),
    defineRoute(api.reference.listBanks, async () => ok(await service.banks()), {
      reads: 'replica',
    }),
    defineRoute(api.reference.listIsoCodes, async () => ok(await service.isoCodes()), {
      reads: 'replica',
    }),
    defineRoute(
      api.reference.listContainerTypes,
      async () => {
        const rows = await service.containerTypes();
        // The customs screens read this list from the fourth element, the others from the third.
        return ok(rows, '', rows);
      },
      { reads: 'replica' },
    ),
  ];
}
