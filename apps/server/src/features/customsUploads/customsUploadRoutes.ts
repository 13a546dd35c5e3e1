import { api, type CustomsSaveBody } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { type AnswerOf, defineRoute, type Route } from '../../http/route';
import { odexEgm } from '../upload/kinds/odexEgm';
import { partyBl } from '../upload/kinds/partyBl';
import { terminalEgm } from '../upload/kinds/terminalEgm';
import { stagedUploadRoute, uploadProgress } from '../upload/stagedUploadRoutes';
import { type CustomsSaveName, customsSaveAnswer } from './customsSave';

/** The customs files have no choices: every line is the company's, whatever vessel it names. */
const noChoices = async () => ({});

/**
 * Upload EGM, Upload Odex EGM Excel and Upload Party BL Excel (002 §2.4): each file is staged
 * and previewed, then saved once, by its staged batch or from the rows as previewed.
 */
export function customsUploadRoutes(deps: Deps): Route[] {
  const saveAnswer = customsSaveAnswer(deps);
  const saveRoute = (
    name: CustomsSaveName,
    save: typeof api.egm.terminalSave | typeof api.egm.odexSave | typeof api.partyBl.save,
  ) =>
    defineRoute(save, async ({ input, user, request }) => {
      const body = input.body as CustomsSaveBody;
      const progress = uploadProgress(request.log, body.qry ?? 'rows sent');
      return (await saveAnswer(name, user, body, progress)) as AnswerOf<typeof save>;
    });
  return [
    stagedUploadRoute(deps, terminalEgm, api.egm.terminalUpload, noChoices),
    saveRoute('terminalEgm', api.egm.terminalSave),
    stagedUploadRoute(deps, odexEgm, api.egm.odexUpload, noChoices),
    saveRoute('odexEgm', api.egm.odexSave),
    stagedUploadRoute(deps, partyBl, api.partyBl.upload, noChoices),
    saveRoute('partyBl', api.partyBl.save),
  ];
}
