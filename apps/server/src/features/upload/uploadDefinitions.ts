import {
  type CustomsSaveBody,
  type Endpoint,
  UPLOAD_KINDS,
  type UploadKindDeclaration,
  type UploadKindName,
} from '@quaybook/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { FileAnswer } from '../../http/fileAnswer';
import type { CustomsSaveAnswer } from '../customsUploads/customsSave';
import { advanceContext, advanceList } from './kinds/advanceList';
import { advanceListDownload } from './kinds/advanceListDownload';
import { odexEgm } from './kinds/odexEgm';
import { ovaContext, ovaEntry } from './kinds/ovaEntry';
import { partyBl } from './kinds/partyBl';
import { pendingDownload } from './kinds/pendingDownload';
import { pomsContext, pomsUpdate } from './kinds/pomsUpdate';
import { repairTariffDownload } from './kinds/repairTariffDownload';
import { repairTariffContext, repairTariffUpload } from './kinds/repairTariffUpload';
import { terminalEgm } from './kinds/terminalEgm';
import { transactionContext, transactionEntry } from './kinds/transactionEntry';
import type { PreviewRowOf } from './previewAnswer';
import type { AnyUploadKind, UploadKind } from './uploadKind';

type Declared<N extends UploadKindName> = (typeof UPLOAD_KINDS)[N];
type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.output<E['query']> : undefined;

/** A download the contract declares for the kind: what the form's choices name, as a workbook. */
type DownloadOf<N extends UploadKindName, C> = [Declared<N>['download']] extends [undefined]
  ? { download?: never }
  : { download(db: Database, companyId: number, context: C): Promise<FileAnswer> };

/** A save that takes the rows as previewed (a customs file's) names how it answers. */
type SaveOf<N extends UploadKindName> = keyof CustomsSaveBody extends keyof z.output<
  NonNullable<Declared<N>['save']['body']>
>
  ? { customsSave: CustomsSaveAnswer }
  : { customsSave?: never };

/**
 * What the server declares of one upload kind, beside its contract declaration: the kind's check
 * and apply (`UploadKind`), the form's query as the kind's context, and what the contract asks
 * for besides (its download; a customs save's answer). The compiler asks for each.
 */
type UploadDefinitionOf<N extends UploadKindName, K extends string, V, C> = {
  kind: UploadKind<K, V, C, PreviewRowOf<Declared<N>['upload']>>;
  /** The form's query as the kind's context; its declared choices are checked before. */
  context(query: QueryOf<Declared<N>['upload']>): C;
} & DownloadOf<N, C> &
  SaveOf<N>;

/** An upload kind's definition as the shared routes and jobs read every kind. */
export interface UploadDefinition<N extends UploadKindName = UploadKindName> {
  name: N;
  declared: UploadKindDeclaration;
  kind: AnyUploadKind;
  context(query: unknown): unknown;
  download?(db: Database, companyId: number, context: unknown): Promise<FileAnswer>;
  customsSave?: CustomsSaveAnswer;
}

function uploadDefinition<N extends UploadKindName, K extends string, V, C>(
  name: N,
  definition: UploadDefinitionOf<N, K, V, C>,
): UploadDefinition<N> {
  // Each kind's context type is its own; the routes hand a kind only the context it made.
  return { name, declared: UPLOAD_KINDS[name], ...definition } as unknown as UploadDefinition<N>;
}

/** The customs files have no choices: every line is the company's, whatever vessel it names. */
const noChoices = () => ({}) as Record<string, never>;

/** Every upload kind the contract declares, defined for the server (`uploadKindRoutes`). */
export const uploadDefinitions = {
  advance: uploadDefinition('advance', {
    kind: advanceList,
    context: advanceContext,
    download: advanceListDownload,
  }),
  transaction: uploadDefinition('transaction', {
    kind: transactionEntry,
    context: transactionContext,
    download: pendingDownload,
  }),
  ova: uploadDefinition('ova', { kind: ovaEntry, context: ovaContext }),
  poms: uploadDefinition('poms', { kind: pomsUpdate, context: pomsContext }),
  repairTariff: uploadDefinition('repairTariff', {
    kind: repairTariffUpload,
    context: repairTariffContext,
    download: repairTariffDownload,
  }),
  terminalEgm: uploadDefinition('terminalEgm', {
    kind: terminalEgm,
    context: noChoices,
    customsSave: 'summary',
  }),
  odexEgm: uploadDefinition('odexEgm', { kind: odexEgm, context: noChoices, customsSave: 'rows' }),
  partyBl: uploadDefinition('partyBl', { kind: partyBl, context: noChoices, customsSave: 'rows' }),
} satisfies { [N in UploadKindName]: UploadDefinition<N> };
