import { entities } from '@quaybook/contract';
import { transporters } from '../../db/schema';
import { auditOf } from '../../shared/audit';
import { masterDefinition } from '../master/masterDefinition';

export const transporterDefinition = masterDefinition({
  entity: entities.transporter,
  table: transporters,
  uniqueColumn: transporters.code,
  toRow: (t) => ({
    transporterid: t.id,
    code: t.code,
    name: t.name,
    is_active: t.isActive ? 1 : 0,
    companyid: t.companyId,
    ...auditOf(t),
  }),
  toValues: (input) => ({ code: input.code, name: input.name, isActive: input.is_active === 1 }),
  search: [transporters.code, transporters.name],
  sort: { code: transporters.code, name: transporters.name, is_active: transporters.isActive },
});
