import type { SessionUser } from '@quaybook/contract';
import type { Database } from '../../db/client';
import { containerDetails } from './containerDetails';
import { damageLineRows } from './damageLineRepository';
import { refuseThinInspectionSearch } from './inspectionFilterChecks';
import { type InspectionListQuery, listInspections } from './inspectionListRepository';
import { readableInspection } from './inspectionsForChange';
import { photoRows } from './photoRepository';
import { containerTimeline } from './timeline';

/** What the inspection screens read: View Inspection, an inspection's lines and photos, a box. */
export function inspectionReadService(db: Database) {
  return {
    /** GET /getContainerDetails: the container and its last inspection, or null. */
    containerDetails: (user: SessionUser, text: string) => containerDetails(db, user, text),

    /** View Inspection's rows, its filters checked first. */
    list(user: SessionUser, query: InspectionListQuery) {
      refuseThinInspectionSearch(query);
      return listInspections(db, user.company_id, query);
    },

    /** The damage lines of the company's inspection; 404 for any other. */
    async damages(user: SessionUser, inspectionId: number) {
      await readableInspection(db, user.company_id, inspectionId);
      return damageLineRows(db, user.company_id, [inspectionId]);
    },

    /** The photos of the company's inspection; 404 for any other. */
    async photos(user: SessionUser, inspectionId: number) {
      await readableInspection(db, user.company_id, inspectionId);
      return photoRows(db, user.company_id, [inspectionId]);
    },

    /** A container's page: its inspections with their lines and photos, and its history. */
    timeline: (user: SessionUser, number: string) => containerTimeline(db, user, number),
  };
}
