import { entities, REPAIR_TARIFF_MESSAGES } from '@quaybook/contract';
import { paiseToRupees } from '@quaybook/domain';
import { codeIds } from '../support/codeIds';
import { factories } from '../support/factories';
import type { MasterCase } from '../support/masterCase';

export const masterCase: MasterCase = {
  entity: entities.repairTariff,
  // A link party of the caller's company, and the shared codes of a side panel insert.
  async arrange(context, user) {
    const party = await factories(context).createLinkParty(user);
    const codes = await codeIds(context.db);
    return {
      party: party.id,
      component: codes.component('PAA'),
      repair: codes.repair('IT'),
      damage: codes.damage('DT'),
    };
  },
  listQuery: (arranged) => ({ linkpartyid: arranged.party }),
  // Neighbouring bodies differ in their band, so two rows made in one test never share a key.
  valid: (n, arranged) => ({
    linkpartyid: arranged.party,
    componentid: arranged.component,
    repairid: arranged.repair,
    damageid: arranged.damage,
    size: 20,
    measure: 'area',
    upto_length_cm: 30 + n,
    upto_breadth_cm: 30,
    hours: 2.25,
    // In rupees, as they travel: ₹850.25 and up, one paisa apart.
    material: Number(paiseToRupees(85_025 + n)),
  }),
  echoed: [...(entities.repairTariff.together?.fields ?? []), 'linkpartyid', 'hours', 'material'],
  invalid: [
    { body: (v) => ({ ...v, hours: -1 }), field: 'hours', message: REPAIR_TARIFF_MESSAGES.hours },
    { body: (v) => ({ ...v, size: 30 }), field: 'size', message: REPAIR_TARIFF_MESSAGES.size },
    {
      body: (v) => ({ ...v, measure: 'volume' }),
      field: 'measure',
      message: REPAIR_TARIFF_MESSAGES.measure,
    },
    {
      body: (v) => ({ ...v, upto_breadth_cm: null }),
      field: 'upto_breadth_cm',
      message: 'An area price needs its Upto breadth (cm).',
    },
    {
      body: (v) => ({ ...v, componentid: 0 }),
      field: 'componentid',
      message: REPAIR_TARIFF_MESSAGES.chooseComponent,
    },
  ],
};
