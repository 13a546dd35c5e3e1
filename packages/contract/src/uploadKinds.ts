import type { MenuPlace } from '@quaybook/domain';
import type { z } from 'zod';
import {
  egm,
  odexEgmLayout,
  odexEgmPreviewRow,
  terminalEgmLayout,
  terminalEgmPreviewRow,
} from './egm';
import type { Endpoint } from './endpoint';
import { ovaLayout, ovaPreviewRow, ovaUpload } from './ovaUpload';
import { partyBl, partyBlLayout, partyBlPreviewRow } from './partyBl';
import { pomsLayout, pomsPreviewRow, pomsUpload } from './pomsUpload';
import {
  repairTariffLayout,
  repairTariffPreviewRow,
  repairTariffUpload,
} from './repairTariffUpload';
import { transactionLayout, transactionPreviewRow, transactionUpload } from './transactionUpload';
import { advanceListLayout, advancePreviewRow, upload } from './upload';

// Every upload kind declared once: its calls, its file's layout, the form's choices and the job
// its save runs as. The API's groups, the jobs, the templates and the server's routes and the
// screens' calls are all read from here (docs: CONTRIBUTING.md, 'An upload kind').

/** The kinds of row a form's choice names: the caller's company's own, or a place that exists. */
export type UploadChoiceKind =
  | 'applicant'
  | 'account'
  | 'vessel'
  | 'voyage'
  | 'location'
  | 'movement'
  /** A link party. */
  | 'party';

type QueryOutput<E> = E extends { query: infer Q extends z.ZodType } ? z.output<Q> : object;
/** The query fields of a call that carry a row's id. */
type IdFieldOf<E> = {
  [F in keyof QueryOutput<E>]: QueryOutput<E>[F] extends number | null ? F : never;
}[keyof QueryOutput<E>] &
  string;

/**
 * A choice of an upload form, as data: the query field carrying the id (which a refusal also
 * names), and the kind of row it must be. The server refuses another company's row with this
 * field's name, and the kind's download answers it as not found.
 */
export interface UploadChoice<F extends string = string> {
  field: F;
  kind: UploadChoiceKind;
}

/** A column of an upload kind's file: its title and the other headers it is known by. */
interface LayoutColumn {
  key: string;
  title: string;
  aliases: readonly string[];
  optional?: boolean;
}

type FileCall = Endpoint & { reply: 'file' };

/** What one upload kind declares. */
export interface UploadKindDeclaration<
  U extends Endpoint = Endpoint,
  S extends Endpoint = Endpoint,
  J extends string = string,
  G extends string = string,
  E extends Record<string, Endpoint> = Record<string, Endpoint>,
  W extends FileCall | undefined = FileCall | undefined,
> {
  /** The template's sheet, and the layout's name in docs/file-formats.md. */
  title: string;
  /** Its screen's entry in the sidebar; the screen's route is made from its action. */
  menu: MenuPlace;
  columns: readonly LayoutColumn[];
  /** The call that stages the file and answers its preview; its query is the form's choices. */
  upload: U;
  /** The call that saves the staged batch (or, for the customs files, the rows as previewed). */
  save: S;
  /** A download of what the form's choices name, in the file's layout, with the upload's query. */
  download?: W;
  /** The preview's row, whose keys are the preview's columns. */
  row: z.ZodObject;
  /** The form's choices that name rows, checked as the caller's before anything is read. */
  choices: readonly UploadChoice<IdFieldOf<U>>[];
  /** The kind of job the save also runs as (`POST /jobs/{kind}`). */
  job: J;
  /** The API group its calls are in (`api.pomsUpload`), with those calls. */
  group: G;
  endpoints: E;
}

const uploadKind = <
  U extends Endpoint,
  S extends Endpoint,
  const J extends string,
  const G extends string,
  E extends Record<string, Endpoint>,
  W extends FileCall | undefined = undefined,
>(
  declaration: UploadKindDeclaration<U, S, J, G, E, W>,
) => declaration;

const party = [
  { field: 'applicantid', kind: 'applicant' },
  { field: 'accountid', kind: 'account' },
] as const;

/** The upload kinds, by the name their template and screen are asked for. */
export const UPLOAD_KINDS = {
  /** Upload Content (001 §2.4): a vessel call's advance or IGM list. */
  advance: uploadKind({
    title: 'Advance list',
    menu: { group: 'upload', id: 201, name: 'Upload Content', action: 'Upload' },
    columns: advanceListLayout,
    upload: upload.endpoints.advanceImport,
    save: upload.endpoints.advanceExecute,
    download: upload.endpoints.advanceDownload,
    row: advancePreviewRow,
    choices: [
      ...party,
      { field: 'locationid', kind: 'location' },
      { field: 'vessselid', kind: 'vessel' },
      { field: 'voyageid', kind: 'voyage' },
    ],
    job: 'advanceExecute',
    group: 'upload',
    endpoints: upload.endpoints,
  }),
  /** Upload Entry (002 §2.3), and Pending Inspection's download of what is left to inspect. */
  transaction: uploadKind({
    title: 'Container transactions',
    menu: { group: 'upload', id: 202, name: 'Upload Transaction', action: 'Upload Transaction' },
    columns: transactionLayout,
    upload: transactionUpload.endpoints.transactionImport,
    save: transactionUpload.endpoints.transactionExecute,
    download: transactionUpload.endpoints.pendingDownload,
    row: transactionPreviewRow,
    choices: [
      ...party,
      { field: 'vessselid', kind: 'vessel' },
      { field: 'voyageid', kind: 'voyage' },
      { field: 'locationid', kind: 'location' },
      { field: 'movement', kind: 'movement' },
    ],
    job: 'transactionExecute',
    group: 'transactionUpload',
    endpoints: transactionUpload.endpoints,
  }),
  /** Upload OVA Entry (002 §2.3): a terminal's movements; the file names every row itself. */
  ova: uploadKind({
    title: 'OVA',
    menu: { group: 'upload', id: 203, name: 'Upload OVA', action: 'Ova Upload' },
    columns: ovaLayout,
    upload: ovaUpload.endpoints.ovaImport,
    save: ovaUpload.endpoints.ovaExecute,
    row: ovaPreviewRow,
    choices: [],
    job: 'ovaExecute',
    group: 'ovaUpload',
    endpoints: ovaUpload.endpoints,
  }),
  /** Upload POMS (002 §2.3): weights and ports of a call's inspections. */
  poms: uploadKind({
    title: 'POMS',
    menu: { group: 'upload', id: 204, name: 'Upload POMS', action: 'Poms Upload' },
    columns: pomsLayout,
    upload: pomsUpload.endpoints.pomsImport,
    save: pomsUpload.endpoints.pomsExecute,
    row: pomsPreviewRow,
    choices: [
      ...party,
      { field: 'vesselid', kind: 'vessel' },
      { field: 'voyageid', kind: 'voyage' },
      { field: 'movementid', kind: 'movement' },
    ],
    job: 'pomsExecute',
    group: 'pomsUpload',
    endpoints: pomsUpload.endpoints,
  }),
  /** A shipping line's repair tariff: hours and material per repair, for its estimates. */
  repairTariff: uploadKind({
    title: 'Repair Tariff',
    menu: {
      group: 'upload',
      id: 206,
      name: 'Upload Repair Tariff',
      action: 'Repair Tariff Upload',
    },
    columns: repairTariffLayout,
    upload: repairTariffUpload.endpoints.tariffImport,
    save: repairTariffUpload.endpoints.tariffExecute,
    download: repairTariffUpload.endpoints.tariffDownload,
    row: repairTariffPreviewRow,
    choices: [{ field: 'linkpartyid', kind: 'party' }],
    job: 'repairTariffExecute',
    group: 'repairTariffUpload',
    endpoints: repairTariffUpload.endpoints,
  }),
  // The customs files have no choices: every line is the company's, whatever vessel it names.
  /** Upload EGM (002 §2.4): the terminal's final loading. */
  terminalEgm: uploadKind({
    title: 'EGM',
    menu: { group: 'scmtr', id: 6205, name: 'Upload EGM', action: 'EGM Upload' },
    columns: terminalEgmLayout,
    upload: egm.endpoints.terminalUpload,
    save: egm.endpoints.terminalSave,
    row: terminalEgmPreviewRow,
    choices: [],
    job: 'terminalEgmSave',
    group: 'egm',
    endpoints: egm.endpoints,
  }),
  /** Upload Odex EGM Excel (002 §2.4). */
  odexEgm: uploadKind({
    title: 'ODeX EGM',
    menu: { group: 'scmtr', id: 6207, name: 'Upload Odex EGM Excel', action: 'EGM Report Upload' },
    columns: odexEgmLayout,
    upload: egm.endpoints.odexUpload,
    save: egm.endpoints.odexSave,
    row: odexEgmPreviewRow,
    choices: [],
    job: 'odexEgmSave',
    group: 'egm',
    endpoints: egm.endpoints,
  }),
  /** Upload Party BL Excel (002 §2.4). */
  partyBl: uploadKind({
    title: 'Party BL',
    menu: { group: 'scmtr', id: 6208, name: 'Upload Party BL Excel', action: 'Party BL Excel' },
    columns: partyBlLayout,
    upload: partyBl.endpoints.upload,
    save: partyBl.endpoints.save,
    row: partyBlPreviewRow,
    choices: [],
    job: 'partyBlSave',
    group: 'partyBl',
    endpoints: partyBl.endpoints,
  }),
} as const;
export type UploadKindName = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as UploadKindName[];

/** The job kind each upload kind's save runs as. */
export type UploadJobKind = (typeof UPLOAD_KINDS)[UploadKindName]['job'];

/** The upload kinds' saves, by the job kind each runs as. */
export const UPLOAD_JOB_CALLS = Object.fromEntries(
  UPLOAD_KIND_NAMES.map((name) => [UPLOAD_KINDS[name].job, UPLOAD_KINDS[name].save]),
) as { [N in UploadKindName as (typeof UPLOAD_KINDS)[N]['job']]: (typeof UPLOAD_KINDS)[N]['save'] };

/** The upload kinds' API groups (`api.pomsUpload`), each with its calls. */
export const UPLOAD_GROUPS = Object.fromEntries(
  UPLOAD_KIND_NAMES.map((name) => [UPLOAD_KINDS[name].group, UPLOAD_KINDS[name].endpoints]),
) as {
  [N in UploadKindName as (typeof UPLOAD_KINDS)[N]['group']]: (typeof UPLOAD_KINDS)[N]['endpoints'];
};

/** The upload kind whose save runs as this job, if any. */
export function uploadKindOfJob(job: string): UploadKindName | undefined {
  return UPLOAD_KIND_NAMES.find((name) => UPLOAD_KINDS[name].job === job);
}
