import { api, COPRAR_MESSAGES } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { badRequest } from '../../http/errors';
import { fileAnswer } from '../../http/fileAnswer';
import { defineRoute, ok, type Route } from '../../http/route';
import { choiceProblems } from '../../shared/choices';
import { refuseProblems } from '../../shared/problems';
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
        const { query } = input;
        refuseProblems(
          await choiceProblems(deps.db, user.company_id, [
            { field: 'applicant', kind: 'applicant', id: query.applicant },
            { field: 'accountid', kind: 'account', id: query.accountid },
            { field: 'vcn', kind: 'vcn', id: query.vcn },
            { field: 'vesselid', kind: 'vessel', id: query.vesselid },
            { field: 'voyageid', kind: 'voyage', id: query.voyageid },
            { field: 'loc', kind: 'location', id: query.loc },
            { field: 'transhipment', kind: 'port', id: query.transhipment },
            { field: 'pod', kind: 'port', id: query.pod },
          ]),
        );
        const file = files[0];
        if (!file)
          throw badRequest(COPRAR_MESSAGES.selectFile, { file: COPRAR_MESSAGES.selectFile });
        const conversion = await service.convert(user, query, file);
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
