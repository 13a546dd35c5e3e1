import { entities } from '@quaybook/contract';
import { listScreen } from '../lists/listScreen';
import { PARTY_STATUS, statusColumn, statusField } from './statusColumn';

export const clearingAgentList = listScreen(entities.clearingAgent, {
  route: 'clearingagent',
  title: 'Clearing Agent List',
  columns: [
    { key: 'name', title: 'Clearing Agent' },
    { key: 'licence_no', title: 'Licence No' },
    statusColumn('is_active', PARTY_STATUS),
  ],
  fields: [
    { key: 'name', input: { kind: 'text', placeholder: 'Clearing agent name' } },
    { key: 'licence_no', input: { kind: 'text', placeholder: 'CB licence no', upperCase: true } },
    statusField('is_active', PARTY_STATUS),
  ],
  exportName: 'clearing_agents',
  audit: true,
});
