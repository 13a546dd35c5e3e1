import type { SessionUser } from '@quaybook/contract';
import type { Database } from '../../db/client';
import type { FileAnswer } from '../../http/fileAnswer';
import { refuseAsNotFound } from '../../shared/problems';
import { refuseForeignChoices } from './uploadChoices';
import type { UploadDefinition } from './uploadDefinitions';

/** What an upload kind's form decides before its file is read or its rows are downloaded. */
export function uploadKindService(db: Database) {
  return {
    /** The form's choices as the kind's context; another company's row is refused (400). */
    async contextOf(definition: UploadDefinition, query: unknown, user: SessionUser) {
      await refuseForeignChoices(db, user.company_id, definition.declared.choices, query);
      return definition.context(query);
    },
    /** The kind's download of what the choices name; another company's row is not found. */
    async download(
      definition: UploadDefinition,
      read: NonNullable<UploadDefinition['download']>,
      query: unknown,
      user: SessionUser,
    ): Promise<FileAnswer> {
      await refuseForeignChoices(
        db,
        user.company_id,
        definition.declared.choices,
        query,
        refuseAsNotFound,
      );
      return read(db, user.company_id, definition.context(query));
    },
  };
}
