import type { Change } from '../../shared/history';
import type { DamageLineRecord } from './damageLineRepository';
import { damageFacts } from './damageLines';
import type { InspectionRecord } from './inspectionRowRepository';

// How inspections and their lines enter the shared history: an inspection belongs to its
// container, a damage line to its inspection, so a container's timeline finds both.

/** A change of an inspection, filed under its container. */
export const inspectionChange = (
  record: Pick<InspectionRecord, 'id' | 'containerId'>,
  change: Omit<Change, 'entity' | 'entityId' | 'parent'>,
): Change => ({
  ...change,
  entity: 'inspection',
  entityId: record.id,
  parent: { entity: 'container', id: record.containerId },
});

/** A change of a damage line, filed under its inspection. */
export const damageChange = (
  action: 'damage-added' | 'damage-changed' | 'damage-removed',
  before: DamageLineRecord | undefined,
  after: DamageLineRecord | undefined,
): Change => {
  const line = (after ?? before) as DamageLineRecord;
  return {
    entity: 'damage',
    entityId: line.id,
    parent: { entity: 'inspection', id: line.inspectionId },
    action,
    before: before && damageFacts(before),
    after: after && damageFacts(after),
  };
};
