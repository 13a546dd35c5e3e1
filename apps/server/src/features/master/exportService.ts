import {
  type EntityEndpoints,
  type ExportFormat,
  type ExportQuery,
  type ListQuery,
  NO_DATA_TO_EXPORT,
  type RowOf,
  type SessionUser,
} from '@quaybook/contract';
import { type ExportLayout, type ExportTable, exportTable, PORT_TIME_ZONE } from '@quaybook/domain';
import type { Deps } from '../../deps';
import { documentService, type OpenedDocument } from '../../documents/documentService';
import type { DocumentWriter } from '../../documents/writers/documentWriter';
import { listCsv } from '../../documents/writers/listCsv';
import { listPdf } from '../../documents/writers/listPdf';
import { badRequest } from '../../http/errors';
import type { ListSource, MasterDefinition, MasterTable, QueryOf } from './masterDefinition';
import { masterService } from './masterService';

const WRITERS: Record<ExportFormat, DocumentWriter<ExportTable>> = { csv: listCsv, pdf: listPdf };

/**
 * The export of a master list, written on the server because the browser holds only a page:
 * every row the search finds, in the sort's order, in the layout the contract declares, kept as
 * a 'list-export' document of the caller's company and opened to be sent.
 */
export function exportService<
  E extends EntityEndpoints,
  T extends MasterTable,
  S extends ListSource | undefined,
>(
  deps: Pick<Deps, 'db' | 'config'>,
  definition: MasterDefinition<E, T, S>,
  layout: ExportLayout<RowOf<E['list']>>,
) {
  const list = masterService(deps.db, definition);
  const documents = documentService(deps);

  return {
    async export(user: SessionUser, query: ExportQuery): Promise<OpenedDocument> {
      const asked = { search: query.search, sort: query.sort } as QueryOf<E> & ListQuery;
      const { rows } = await list.found(user, asked);
      if (rows.length === 0) throw badRequest(NO_DATA_TO_EXPORT);
      const writer = WRITERS[query.format];
      const bytes = await writer.write(exportTable(layout, rows, { timeZone: PORT_TIME_ZONE }));
      return documents.issueAndOpen({
        user,
        kind: 'list-export',
        downloadName: `${layout.fileName}.${writer.extension}`,
        contentType: writer.contentType,
        bytes,
      });
    },
  };
}
