import { api, CUSTOMS_MESSAGES, SHIPPING_BILL_MESSAGES, UPLOAD_MESSAGES } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { defineRoute, ok, type Route } from '../../http/route';
import { serverUploadFile } from '../upload/previewAnswer';
import { uploadProgress } from '../upload/stagedUploadRoutes';
import { shippingBillService } from './shippingBillService';

const { shippingBill: calls } = api;

/** Upload Shipping Bill and Shipping Bills (002 §2.4): upload, list, save an edited cell. */
export function shippingBillRoutes(deps: Deps): Route[] {
  const service = shippingBillService(deps);
  return [
    defineRoute(
      calls.upload,
      async ({ user, files, request }) => {
        const file = files[0];
        if (!file) throw badRequest(UPLOAD_MESSAGES.noFile, { file: UPLOAD_MESSAGES.noFile });
        const result = await service.upload(user, file, uploadProgress(request.log, file.filename));
        return ok(result, UPLOAD_MESSAGES.uploaded);
      },
      { files: serverUploadFile(deps) },
    ),
    defineRoute(
      calls.list,
      async ({ input, user }) => {
        const { rows, info } = await service.list(user, input.body, input.query);
        // A page asked for answers its pageInfo; the spec's unpaged call repeats the rows in item 3.
        return ok(rows, CUSTOMS_MESSAGES.fetched, info ?? rows);
      },
      { reads: 'replica' },
    ),
    defineRoute(calls.update, async ({ input, user }) =>
      ok(await service.update(user, input.body), SHIPPING_BILL_MESSAGES.updated),
    ),
  ];
}
