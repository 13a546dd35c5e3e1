import {
  type UploadPreview as ContractPreview,
  type Endpoint,
  UPLOAD_KINDS,
  type UploadKindName,
  type UploadLayoutName,
} from '@quaybook/contract';
import { routeNameOf } from '@quaybook/domain';
import type { z } from 'zod';
import type { FilterSpec } from '../lists/filters/filterSpec';

/**
 * One input of an upload form: a filter kind of the filter bars (party, vessel, voyage, location,
 * movement, a fixed choice such as the upload type, a tick box), sent under its param.
 */
export type UploadChoice = FilterSpec;

/** A preview row as every upload answers it: the kind's columns, and its Status (`previewStatus`). */
export type PreviewRow = Record<string, string | number> & { Status: string };

/** An upload call's preview, read from the items its call answers it in (`previewOf`). */
export type UploadPreview = ContractPreview<PreviewRow>;

/**
 * An upload screen, declared: its choices, its two calls, the preview's columns and its
 * template. The shared panel draws the form, sends the file, shows the preview and saves it.
 */
export interface UploadDeclaration {
  title: string;
  /** What the screen is for, under its title. */
  purpose: string;
  /** In the order they show; `required` is the contract's message for a blank one. */
  choices: readonly UploadChoice[];
  /** The upload call: the choices as its query, the file as its declared file field. */
  upload: Endpoint;
  /** The execute call, sent the staged batch's `qry`. */
  save: Endpoint;
  /** What Save sends beside `qry`, from the choices the file was uploaded with. */
  saveWith?: (query: Readonly<Record<string, string | number>>) => Record<string, number>;
  /** The contract's preview row, whose keys are the preview's columns in order. */
  row: z.ZodObject;
  /** Columns of figures, aligned right. */
  figures?: readonly string[];
  /** The kind whose empty workbook 'Download template' gives. */
  template: UploadLayoutName;
  /** A download of what was saved, with the same choices (Upload Content's Download List). */
  list?: { label: string; endpoint: Endpoint & { reply: 'file' } };
  /** The rows' table shows before a file too, empty, saying so (the customs uploads, 002 §2.4). */
  emptyTable?: string;
  /** Save answers each row with 'Saved' or why not, and those rows replace the preview. */
  showsSavedRows?: boolean;
}

/**
 * What an upload screen declares of its own; its calls, preview row, template and download come
 * from the kind's declaration in the contract (`UPLOAD_KINDS`).
 */
type UploadScreenEntry = Omit<
  UploadDeclaration,
  'upload' | 'save' | 'row' | 'template' | 'list'
> & {
  /** The download button's label, where the kind declares a download. */
  list?: string;
};

/** An upload screen of a kind: at the route its menu entry makes, with its declaration's calls. */
export interface UploadScreenDeclaration extends UploadDeclaration {
  route: string;
}

/** An upload screen from its own entry and its kind's declaration in the contract. */
export function uploadScreen(
  kind: UploadKindName,
  { list, ...entry }: UploadScreenEntry,
): UploadScreenDeclaration {
  const { upload, save, row } = UPLOAD_KINDS[kind];
  const download: (Endpoint & { reply: 'file' }) | undefined = UPLOAD_KINDS[kind].download;
  return {
    ...entry,
    route: routeNameOf(UPLOAD_KINDS[kind].menu.action),
    upload,
    save,
    row,
    template: kind,
    ...(download && list ? { list: { label: list, endpoint: download } } : {}),
  };
}
