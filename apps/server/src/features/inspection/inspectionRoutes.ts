import { api, INSPECTION_MESSAGES } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { fileAnswer } from '../../http/fileAnswer';
import { defineRoute, ok, type Route } from '../../http/route';
import { containerIsoService } from './containerIsoService';
import { damageService } from './damageService';
import { exportInspections } from './inspectionExport';
import { inspectionReadService } from './inspectionReadService';
import { inspectionService } from './inspectionService';
import { PHOTO_KINDS } from './photos';

const { inspection: calls } = api;

/** Every call of the inspection screens: entry, View Inspection, damages, photos, timeline. */
export function inspectionRoutes(deps: Deps): Route[] {
  const reads = inspectionReadService(deps.db);
  const containers = containerIsoService(deps.db);
  const inspections = inspectionService(deps);
  const damages = damageService(deps);
  const documents = documentService(deps);

  return [
    defineRoute(calls.containerDetails, async ({ input, user }) => {
      const details = await reads.containerDetails(user, input.query.containerno);
      return details ? ok(details) : ok(null, INSPECTION_MESSAGES.detailsNotFound);
    }),
    defineRoute(calls.updateContainerIso, async ({ input, user }) =>
      ok(await containers.correct(user, input.body), INSPECTION_MESSAGES.updated),
    ),
    defineRoute(calls.create, async ({ input, user, files }) =>
      ok(await inspections.create(user, input.body, files), INSPECTION_MESSAGES.created),
    ),
    defineRoute(calls.add, async ({ input, user }) =>
      ok(await inspections.create(user, input.body, []), INSPECTION_MESSAGES.created),
    ),
    defineRoute(
      calls.list,
      async ({ input, user }) => {
        const { rows, info } = await reads.list(user, input.query);
        return ok(rows, '', info);
      },
      { reads: 'replica' },
    ),
    defineRoute(
      calls.export,
      async ({ input, user }) => fileAnswer(await exportInspections(deps, user, input.query)),
      { reads: 'replica' },
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
    defineRoute(calls.damages, async ({ input, user }) =>
      ok(await reads.damages(user, input.query.reportid)),
    ),
    defineRoute(calls.saveDamage, async ({ input, user, files }) =>
      ok(
        await damages.save(user, input.body, files),
        INSPECTION_MESSAGES.damageSaved(input.body.damageData),
      ),
    ),
    defineRoute(calls.deleteDamage, async ({ input, user }) =>
      ok(await damages.remove(user, input.body.damageData), INSPECTION_MESSAGES.deleted),
    ),
    defineRoute(calls.photos, async ({ input, user }) =>
      ok(await reads.photos(user, input.query.reportid)),
    ),
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
      ok(await reads.timeline(user, input.params.contnumber)),
    ),
  ];
}
