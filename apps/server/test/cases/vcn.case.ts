import { entities } from '@quaybook/contract';
import { DOCKS, factories, NETAJI_SUBHAS_YARD } from '../support/factories';
import type { MasterCase } from '../support/masterCase';

export const masterCase: MasterCase = {
  entity: entities.vcn,
  // A vessel and its two voyages in the caller's company for the VCN to refer to.
  async arrange(context, user) {
    const make = factories(context);
    const vessel = await make.createVessel(user);
    const imports = await make.createVoyage(user);
    const exports = await make.createVoyage(user);
    return { vessel: vessel.id, imports: imports.id, exports: exports.id };
  },
  valid: (n, arranged) => ({
    vcnName: `KOL2026-${String(n).padStart(3, '0')}`,
    vesselID: arranged.vessel,
    import_voyage: arranged.imports,
    export_voyage: arranged.exports,
    MlocID: DOCKS.kolkata,
    ImpRotNo: `IR${n}`,
    ImpRotDate: '2026-03-01',
    ExpRotNo: `ER${n}`,
    ExpRotDate: '2026-03-04',
    BerthDate: '2026-03-02',
    EgmDate: '2026-03-05',
    IsSail: n % 2,
    SailDate: n % 2 === 1 ? '2026-03-06' : null,
    vesselLocation: NETAJI_SUBHAS_YARD,
  }),
  echoed: [
    'vcnName',
    'vesselID',
    'import_voyage',
    'export_voyage',
    'MlocID',
    'ImpRotNo',
    'ImpRotDate',
    'ExpRotNo',
    'ExpRotDate',
    'BerthDate',
    'EgmDate',
    'IsSail',
    'SailDate',
    'vesselLocation',
  ],
  invalid: [
    { body: (v) => ({ ...v, vcnName: ' ' }), field: 'vcnName', message: 'VCN name is required.' },
    {
      body: (v) => ({ ...v, vesselID: 0 }),
      field: 'vesselID',
      message: 'Please select a vessel.',
    },
    {
      body: (v) => ({ ...v, IsSail: 0, SailDate: '2026-03-06' }),
      field: 'SailDate',
      message: 'Sail Date can be set only when Is Sail is ticked.',
    },
    {
      body: (v) => ({ ...v, BerthDate: '2026-02-30' }),
      field: 'BerthDate',
      message: 'Berth date must be a real date (yyyy-mm-dd).',
    },
    {
      body: (v) => ({ ...v, MlocID: NETAJI_SUBHAS_YARD }),
      field: 'MlocID',
      message: 'The chosen area is not a master location (dock).',
    },
  ],
};
