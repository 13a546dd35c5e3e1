import { api, INSPECTION_MESSAGES } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { fileAnswer } from '../../http/fileAnswer';
import { defineRoute, ok, type Route } from '../../http/route';
import { containerDetails } from './containerDetails';
import { correctContainerIso } from './containerIsoService';
import { damageLineRows } from './damageLines';
import { damageService } from './damageService';
import { exportInspections } from './inspectionExport';
import { listInspections } from './inspectionList';
import { inspectionService } from './inspectionService';
import { readableInspection } from './inspectionsForChange';
import { PHOTO_KINDS, photoRows } from './photos';
import { containerTimeline } from './timeline';

const { inspection: calls } = api;

/** Every call of the inspection screens: entry, View Inspection, damages, photos, timeline. */
export function inspectionRoutes(deps: Deps): Route[] {
  const { db } = deps;
  const inspections = inspectionService(deps);
  const damages = damageService(deps);
  const documents = documentService(deps);

  return [
    defineRoute(calls.containerDetails, async ({ input, user }) => {
      const details = await containerDetails(db, user, input.query.containerno);
      return details ? ok(details) : ok(null, INSPECTION_MESSAGES.detailsNotFound);
    }),
    defineRoute(calls.updateContainerIso, async ({ input, user }) =>
      ok(await correctContainerIso(db, user, input.body), INSPECTION_MESSAGES.updated),
    ),
    defineRoute(calls.create, async ({ input, user, files }) =>
      ok(await inspections.create(user, input.body, files), INSPECTION_MESSAGES.created),
    ),
    defineRoute(calls.add, async ({ input, user }) =>
      ok(await inspections.create(user, input.body, []), INSPECTION_MESSAGES.created),
    ),
    defineRoute(calls.list, async ({ input, user }) => {
      const { rows, info } = await listInspections(db, user.company_id, input.query);
      return ok(rows, '', info);
    }),
    defineRoute(calls.export, async ({ input, user }) =>
      fileAnswer(await exportInspections(deps, user, input.query)),
    ),
    defineRoute(calls.edit, async ({ input, user }) =>
      ok(await inspections.edit(user, input.body), INSPECTION_MESSAGES.updated),
    ),
    defineRoute(calls.remove, async ({ input, user }) =>
      ok(await inspections.remove(user, input.body.reportid), INSPECTION_MESSAGES.deleted),
    ),
    defineRoute(calls.bulkUpdate, async ({ input, user }) =>
      ok(await inspections.bulkUpdate(user, input.body), INSPECTION_MESSAGES.updated),
    ),
    defineRoute(calls.damages, async ({ input, user }) => {
      await readableInspection(db, user.company_id, input.query.reportid);
      return ok(await damageLineRows(db, user.company_id, [input.query.reportid]));
    }),
    defineRoute(calls.saveDamage, async ({ input, user, files }) =>
      ok(
        await damages.save(user, input.body, files),
        INSPECTION_MESSAGES.damageSaved(input.body.damageData),
      ),
    ),
    defineRoute(calls.deleteDamage, async ({ input, user }) =>
      ok(await damages.remove(user, input.body.damageData), INSPECTION_MESSAGES.deleted),
    ),
    defineRoute(calls.photos, async ({ input, user }) => {
      await readableInspection(db, user.company_id, input.query.reportid);
      return ok(await photoRows(db, user.company_id, [input.query.reportid]));
    }),
    defineRoute(calls.photo, async ({ input, user }) =>
      fileAnswer(
        await documents.open(user, input.query.filename, {
          kinds: PHOTO_KINDS,
          missing: INSPECTION_MESSAGES.photoNotFound,
        }),
      ),
    ),
    defineRoute(calls.addPhotos, async ({ input, user, files }) =>
      ok(
        await inspections.addPhotos(user, input.body.transaction.reportid, files),
        INSPECTION_MESSAGES.photosAdded,
      ),
    ),
    defineRoute(calls.timeline, async ({ input, user }) =>
      ok(await containerTimeline(db, user, input.params.contnumber)),
    ),
  ];
}
