import { api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { fileAnswer } from '../../http/fileAnswer';
import { defineRoute, ok, type Route } from '../../http/route';
import { serverUploadFile } from '../upload/previewAnswer';
import { coprarConversionService } from './coprarConversionService';

const { coprarConversion: calls } = api;

/** Upload Entry (coprar conversion), 002 §2.3: Convert, the COPRAR's download, Generate PDF. */
export function coprarRoutes(deps: Deps): Route[] {
  const documents = documentService(deps);
  const service = coprarConversionService(deps, documents);
  return [
    defineRoute(
      calls.convert,
      async ({ input, user, files }) => {
        const conversion = await service.convert(user, input.query, files[0]);
        return ok(conversion.results, conversion.message, conversion.filename);
      },
      { files: serverUploadFile(deps) },
    ),
    defineRoute(calls.download, async ({ input, user }) =>
      fileAnswer(await service.open(user, input.query.filenm)),
    ),
    // Another company's party finds no conversion: unknown, as any other number.
    defineRoute(calls.print, async ({ input, user }) =>
      fileAnswer(await service.print(user, input.query)),
    ),
  ];
}
