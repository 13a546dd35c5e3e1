import { checkBody, type Endpoint } from '@quaybook/contract';

/**
 * The contract's refusal of one field of a body, as the server and the screens give it, so a
 * journey reads a message from its one declaration.
 * @example fieldRefusal(api.partyRate.create, { rate: -5 }, 'rate') // 'Rate must be an amount …'
 */
export function fieldRefusal(endpoint: Endpoint, body: Record<string, unknown>, field: string) {
  const checked = checkBody(endpoint, body);
  const message = checked.ok ? undefined : checked.problems[field];
  if (!message) throw new Error(`${endpoint.method} ${endpoint.path} takes this ${field}`);
  return message;
}
