import type { containers } from '../../db/schema';
import type { Change } from '../../shared/history';
import { masterRecord } from '../../shared/masterHistory';
import { containerDefinition } from './containerDefinition';

/** A container an upload added, as the Container list's own create records it. */
export const containerCreated = (record: typeof containers.$inferSelect): Change => ({
  entity: 'container',
  entityId: record.id,
  action: 'created',
  after: masterRecord(containerDefinition.toRow(record)),
});
