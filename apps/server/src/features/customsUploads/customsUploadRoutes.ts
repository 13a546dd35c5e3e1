import { api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import type { Route } from '../../http/route';
import { odexEgm } from '../upload/kinds/odexEgm';
import { partyBl } from '../upload/kinds/partyBl';
import { terminalEgm } from '../upload/kinds/terminalEgm';
import { stagedUploadRoutes } from '../upload/stagedUploadRoutes';

/** The customs files have no choices: every line is the company's, whatever vessel it names. */
const noChoices = async () => ({});

/**
 * Upload EGM, Upload Odex EGM Excel and Upload Party BL Excel (002 §2.4): each file is staged
 * and previewed, then saved once.
 */
export function customsUploadRoutes(deps: Deps): Route[] {
  return [
    ...stagedUploadRoutes(deps, terminalEgm, {
      upload: api.egm.terminalUpload,
      execute: api.egm.terminalSave,
      context: noChoices,
    }),
    ...stagedUploadRoutes(deps, odexEgm, {
      upload: api.egm.odexUpload,
      execute: api.egm.odexSave,
      context: noChoices,
    }),
    ...stagedUploadRoutes(deps, partyBl, {
      upload: api.partyBl.upload,
      execute: api.partyBl.save,
      context: noChoices,
    }),
  ];
}
