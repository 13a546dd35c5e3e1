import { entities } from '@quaybook/contract';
import { clearingAgents } from '../../db/schema';
import { auditOf } from '../../shared/audit';
import { masterDefinition } from '../master/masterDefinition';

export const clearingAgentDefinition = masterDefinition({
  entity: entities.clearingAgent,
  table: clearingAgents,
  uniqueColumn: clearingAgents.name,
  toRow: (a) => ({
    c_agentid: a.id,
    name: a.name,
    licence_no: a.licenceNo,
    is_active: a.isActive ? 1 : 0,
    companyid: a.companyId,
    ...auditOf(a),
  }),
  toValues: (input) => ({
    name: input.name,
    licenceNo: input.licence_no,
    isActive: input.is_active === 1,
  }),
  search: [clearingAgents.name, clearingAgents.licenceNo],
  sort: {
    name: clearingAgents.name,
    licence_no: clearingAgents.licenceNo,
    is_active: clearingAgents.isActive,
  },
});
