import { z } from 'zod';
import { masterEntity } from './entity';
import { auditFields, optionalText, requiredText } from './fields';

export const clearingAgentRow = z.object({
  c_agentid: z.number().int(),
  name: z.string(),
  /** The customs broker licence number. */
  licence_no: z.string().nullable(),
  is_active: z.number().int(),
  companyid: z.number().int(),
  ...auditFields,
});
export type ClearingAgentRow = z.infer<typeof clearingAgentRow>;

export const clearingAgentInput = z.object({
  name: requiredText('Clearing agent name'),
  licence_no: optionalText('Licence number', 30),
  is_active: z
    .union([z.literal(0), z.literal(1)], { error: 'Active must be 1 (yes) or 0 (no).' })
    .default(1),
});
export type ClearingAgentInput = z.input<typeof clearingAgentInput>;

/** Customs clearing agents (CHAs); Inspection Entry's header chooses one. */
export const clearingAgent = masterEntity({
  label: 'Clearing Agent',
  id: 'c_agentid',
  row: clearingAgentRow,
  input: clearingAgentInput,
  paths: {
    list: '/clearing_agent_list',
    create: '/create_clearing_agent',
    update: '/update_clearing_agent/{c_agentid}',
  },
  unique: { field: 'name', message: 'Clearing agent name already exists.' },
  reference: { storageKey: 'clearingAgents', label: 'name', placeholder: 'Select Clearing Agent' },
  messages: {
    created: 'Clearing Agent Created Successfully!',
    updated: 'Clearing Agent Updated Successfully!',
    notFound: 'Clearing agent not found.',
    loadError: 'Error fetching clearing agent list. Check console for details.',
    saveError: 'Error saving clearing agent. Check console for details.',
  },
});
