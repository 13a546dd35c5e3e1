import type { ContainerTimeline, SessionUser } from '@quaybook/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { containerDataOf, containerDetailsOf } from './containerDetails';
import { containerHistory, containerInspectionRows } from './containerRepository';
import { damageLineRows } from './damageLineRepository';
import { findContainer } from './inspectionRepository';
import { photoRows } from './photoRepository';

/** A container's page: the container, each inspection with its lines and photos, every change. */
export async function containerTimeline(
  db: Database,
  user: SessionUser,
  number: string,
): Promise<ContainerTimeline> {
  const container = await findContainer(db, user.company_id, number);
  if (!container) throw notFound(`Container ${number} was not found.`);
  const listed = await containerInspectionRows(db, user.company_id, container.id);
  const ids = listed.map((row) => row.reportid);
  const [damages, photos, history] = await Promise.all([
    damageLineRows(db, user.company_id, ids),
    photoRows(db, user.company_id, ids),
    containerHistory(db, user.company_id, container.id),
  ]);
  return {
    container: containerDataOf(await containerDetailsOf(db, container)),
    inspections: listed.map((row) => ({
      ...row,
      damages: damages.filter((line) => line.reportid === row.reportid),
      photos: photos.filter((photo) => photo.reportid === row.reportid),
    })),
    history,
  };
}
