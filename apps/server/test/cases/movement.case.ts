import { entities } from '@quaybook/contract';
import { factories } from '../support/factories';
import type { MasterCase } from '../support/masterCase';

export const masterCase: MasterCase = {
  entity: entities.movement,
  // A movement of the caller's company to name as the previous one.
  async arrange(context, user) {
    const previous = await factories(context).createMovement(user, { name: 'Import Discharge' });
    return { previous: previous.id };
  },
  valid: (n, arranged) => ({
    Name: `Empty Return to Yard ${n}`,
    Description: `Empty back from the consignee, case ${n}`,
    PreviousMove: arranged.previous,
    movefor: 'R',
    iboxcode: `E${n}`,
    ovacode: `O${n}`,
    needsDateTime: true,
    needsGrossWeight: n % 2 === 0,
    needsPorts: false,
    needsCfs: n % 2 === 1,
    needsListCfs: n % 2 === 0,
    needsTransporter: true,
    needsBookingNo: false,
    needsTransportMode: true,
    needsCondition: true,
    needsVesselVoyage: false,
    roadOnly: n % 2 === 0,
    edievent: n % 2 === 0 ? 'gate-out' : 'discharge',
    edifull: n % 2 === 1,
  }),
  echoed: [
    'Name',
    'Description',
    'PreviousMove',
    'movefor',
    'iboxcode',
    'ovacode',
    'needsDateTime',
    'needsGrossWeight',
    'needsPorts',
    'needsCfs',
    'needsListCfs',
    'needsTransporter',
    'needsBookingNo',
    'needsTransportMode',
    'needsCondition',
    'needsVesselVoyage',
    'roadOnly',
    'edievent',
    'edifull',
  ],
  invalid: [
    { body: (v) => ({ ...v, Name: '' }), field: 'Name', message: 'Movement name is required.' },
    {
      body: (v) => ({ ...v, movefor: 'X' }),
      field: 'movefor',
      message: 'Move for must be I (Import), E (Export), T (Transhipment) or R (Repositioning).',
    },
    {
      body: (v) => ({ ...v, needsCfs: 'yes' }),
      field: 'needsCfs',
      message: 'The CFS flag must be true or false.',
    },
    {
      body: (v) => ({ ...v, edievent: 'arrival' }),
      field: 'edievent',
      message:
        'EDI event must be one of: CODECO gate-in (34), CODECO gate-out (36), COARRI discharge (44), COARRI loading (46).',
    },
    {
      body: (v) => ({ ...v, edifull: 'F' }),
      field: 'edifull',
      message: 'Moves full must be true or false.',
    },
    {
      body: (v) => ({ ...v, PreviousMove: 987_654 }),
      field: 'PreviousMove',
      message: 'Previous movement not found.',
    },
  ],
};
