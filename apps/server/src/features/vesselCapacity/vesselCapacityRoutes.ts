import { api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { fileAnswer } from '../../http/fileAnswer';
import { defineRoute, ok, type Route } from '../../http/route';
import { vesselCapacityService } from './vesselCapacityService';

/** POST /getvesselcapacity: the workbook, or with format=json the summary for the grid. */
export function vesselCapacityRoutes(deps: Deps): Route[] {
  const service = vesselCapacityService(deps);
  return [
    defineRoute(
      api.vesselCapacity.get,
      async ({ input, user }) => {
        const { booking_no: typed, format } = input.body;
        if (format === 'json') return ok(await service.summary(user, typed));
        const { document, bytes } = await service.workbook(user, typed);
        return fileAnswer({
          filename: document.downloadName,
          contentType: document.contentType,
          body: bytes,
          size: bytes.length,
        });
      },
      { reads: 'replica' },
    ),
  ];
}
