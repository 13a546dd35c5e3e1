import type { Change } from '../../shared/history';
import { masterRecord } from '../../shared/masterHistory';
import type { ContainerRecord } from '../inspection/inspectionRepository';
import { containerDefinition } from './containerDefinition';

/** A container an upload added, as the Container list's own create records it. */
export const containerCreated = (record: ContainerRecord): Change => ({
  entity: 'container',
  entityId: record.id,
  action: 'created',
  after: masterRecord(containerDefinition.toRow(record)),
});
