import {
  answerParts,
  api,
  type Endpoint,
  odexEgmLayout,
  partyBlLayout,
  terminalEgmLayout,
  UPLOAD_MESSAGES,
  type UploadResult,
} from '@quaybook/contract';
import { asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  containers,
  type odexEgmLines,
  type partyBlLines,
  type terminalEgmLines,
  uploadBatches,
} from '../../src/db/schema';
import { type CallResult, call, expectFailure, expectOk, messageOf } from './call';
import { DOCKS } from './factories';
import { useOpUploadApp } from './opUploadWorld';
import { boxNumber, type Cells, csvOf, xlsxOf } from './uploadWorld';

export const TERMINAL_EGM_HEADER = terminalEgmLayout.map((column) => column.title);
export const ODEX_EGM_HEADER = odexEgmLayout.map((column) => column.title);
export const PARTY_BL_HEADER = partyBlLayout.map((column) => column.title);

/** A row of a layout from its titles' cells; a title left out is blank. */
export const rowOf = (header: readonly string[], cells: Record<string, string | number>): Cells =>
  header.map((title) => cells[title] ?? '');

/** An upload kind's two calls, as the tests of every customs file make them. */
interface CustomsKindCalls<U extends Endpoint = Endpoint, S extends Endpoint = Endpoint> {
  upload: U;
  save: S;
  header: readonly string[];
  /** A good row for container `serial`. */
  row(serial: number): Cells;
}

export const CUSTOMS_KINDS = {
  terminalEgm: {
    upload: api.egm.terminalUpload,
    save: api.egm.terminalSave,
    header: TERMINAL_EGM_HEADER,
    row: (serial: number) =>
      rowOf(TERMINAL_EGM_HEADER, {
        Container: boxNumber(serial),
        'SB No': `70${serial}1234`,
        'SB Date': '18/11/2026',
      }),
  },
  odexEgm: {
    upload: api.egm.odexUpload,
    save: api.egm.odexSave,
    header: ODEX_EGM_HEADER,
    row: (serial: number) =>
      rowOf(ODEX_EGM_HEADER, {
        Container: boxNumber(serial),
        'SB No': `70${serial}1234`,
        'SB Date': '18/11/2026',
        'Vessel Voyage': 'MSC ANNA 447E',
        PCIN: `PC${serial}X`,
        'No Of Package': 40 + serial,
      }),
  },
  partyBl: {
    upload: api.partyBl.upload,
    save: api.partyBl.save,
    header: PARTY_BL_HEADER,
    row: (serial: number) =>
      rowOf(PARTY_BL_HEADER, {
        'Booking No': 'BKG100',
        'BL No': 'BL200',
        'Container No': boxNumber(serial),
        Package: 40 + serial,
        'Cargo Wt': 20_000 + serial,
        'Tare Wt': 2_200,
      }),
  },
} satisfies Record<string, CustomsKindCalls>;

/**
 * What an ODeX EGM or party BL save answered, as one outcome: its rows, each with its Status (the
 * ODeX EGM's in item 2, the party BL's in item 3), and what was saved beside them.
 */
export function savedOutcome<E extends typeof api.egm.odexSave | typeof api.partyBl.save>(
  reply: CallResult<E>,
) {
  const list = expectOk(reply);
  const { extra } = answerParts(reply.endpoint, reply.body as unknown[]);
  return { ...(extra as UploadResult), list };
}

/**
 * The upload app for the customs files: a company's user, the upload and save calls of a kind,
 * and export loads of a party's call for EGM Uploaded List.
 */
export function useCustomsUploadApp() {
  const u = useOpUploadApp();
  const { context } = u;

  const calls = <U extends Endpoint, S extends Endpoint>(kind: { upload: U; save: S }) => ({
    upload: (token: string | undefined, bytes: Buffer, name = 'file.xlsx') =>
      u.uploadCall(kind.upload, token, {}, { name, bytes }),
    save: (token: string | undefined, transaction: Record<string, unknown>) =>
      u.executeCall(kind.save, token, transaction),
  });

  /**
   * A company whose party's call (vessel, export voyage) loaded containers `serials` for export
   * at Kolkata dock: each an inspection of an export-load movement, recorded by the entry call.
   */
  async function exportCall(w: Awaited<ReturnType<typeof u.world>>, serials: readonly number[]) {
    const load = await context.made.createMovement(w.user, {
      name: 'Export Load',
      ediEvent: 'load',
      moveFor: 'E',
    });
    for (const serial of serials) {
      await context.t.db.insert(containers).values({
        companyId: w.user.companyId,
        createdBy: w.user.id,
        number: boxNumber(serial),
        size: 20,
        isoCode: '22G1',
        tareWeight: 2200,
        grossWeight: 30480,
      });
      expectOk(
        await call(
          context.app,
          api.inspection.add,
          {
            body: {
              transaction: {
                containerNumber: boxNumber(serial),
                applicant: w.applicant.id,
                account: w.account.id,
                vesselld: w.vessel.id,
                voyage: w.voyage.id,
                movementId: load.id,
                locationId: DOCKS.kolkata,
                inspdate: '2026-11-20',
                insptime: '1030',
                conditionid: 2,
                cargowt: 20000,
              },
            },
          },
          w.token,
        ),
      );
    }
    return load;
  }

  /** Every staged batch's status, to show a refused call left none applied. */
  const batchStatuses = async (companyId: number) =>
    (
      await context.t.db
        .select({ status: uploadBatches.status })
        .from(uploadBatches)
        .where(eq(uploadBatches.companyId, companyId))
    ).map((batch) => batch.status);

  /** A company's lines of a customs table, in the order written, and how many there are. */
  const linesOf = <T extends typeof terminalEgmLines | typeof odexEgmLines | typeof partyBlLines>(
    table: T,
  ) => ({
    // Each table has these columns; Drizzle cannot see that through the union.
    lines: async (companyId: number) =>
      (await context.t.db
        .select()
        .from(table as typeof terminalEgmLines)
        .where(eq(table.companyId, companyId))
        .orderBy(asc(table.id))) as unknown as T['$inferSelect'][],
    count: async (companyId: number) =>
      Number(
        (
          await context.t.db
            .select({ n: count() })
            .from(table as typeof terminalEgmLines)
            .where(eq(table.companyId, companyId))
        )[0]?.n ?? 0,
      ),
  });

  return { ...u, calls, exportCall, batchStatuses, linesOf };
}

/**
 * The refusals every customs upload shares: no token, bad files, no file, save without an
 * upload, a made-up or another user's or company's batch, and a second save.
 */
export async function expectStagedRefusals(
  u: ReturnType<typeof useCustomsUploadApp>,
  kind: CustomsKindCalls,
  /** How many lines of the kind the company has. */
  saved: (companyId: number) => Promise<number>,
) {
  const w = await u.world();
  const colleague = await u.context.made.createUser({ companyId: w.user.companyId, role: 'user' });
  const colleagueToken = await u.context.made.tokenFor(colleague);
  const stranger = await u.world();
  const { upload, save } = u.calls(kind);
  const good = await xlsxOf([[...kind.header], kind.row(1)]);

  expectFailure(await upload(undefined, good), 401);
  expectFailure(await save(undefined, { qry: crypto.randomUUID() }), 401);

  for (const [name, bytes, message] of [
    ['notes.txt', Buffer.from('not a sheet\u0000\u0001'), UPLOAD_MESSAGES.notSpreadsheet],
    ['short.csv', csvOf([kind.header.slice(1), kind.row(1).slice(1)]), undefined],
    ['header.csv', csvOf([[...kind.header]]), UPLOAD_MESSAGES.empty],
  ] as const) {
    const reply = await upload(w.token, bytes, name);
    expectFailure(reply, 400);
    if (message) expect(messageOf(reply)).toBe(message);
    else expect(messageOf(reply)).toMatch(/^The file lacks the column/);
  }
  const none = await u.uploadCall(kind.upload, w.token, {});
  expectFailure(none, 400);
  expect(messageOf(none)).toBe(UPLOAD_MESSAGES.noFile);

  const preview = expectOk(await upload(w.token, good)) as { qry: string };
  // A batch that is not the caller's to save is not found, as an id never staged is.
  for (const [token, transaction, message, status] of [
    [w.token, {}, UPLOAD_MESSAGES.noFile, 400],
    [w.token, { qry: '' }, UPLOAD_MESSAGES.noFile, 400],
    [w.token, { qry: crypto.randomUUID() }, UPLOAD_MESSAGES.unknownBatch, 404],
    [w.token, { qry: "1'; delete from terminal_egm_lines; --" }, UPLOAD_MESSAGES.badBatchId, 400],
    [colleagueToken, { qry: preview.qry }, UPLOAD_MESSAGES.unknownBatch, 404],
    [stranger.token, { qry: preview.qry }, UPLOAD_MESSAGES.unknownBatch, 404],
  ] as const) {
    const reply = await save(token, transaction);
    expectFailure(reply, status);
    expect(messageOf(reply)).toBe(message);
  }
  expect(await saved(w.user.companyId)).toBe(0);
  expect(await u.batchStatuses(w.user.companyId)).toEqual(['staged']);

  expectOk(await save(w.token, { qry: preview.qry }));
  const again = await save(w.token, { qry: preview.qry });
  expectFailure(again, 409);
  expect(messageOf(again)).toBe(UPLOAD_MESSAGES.alreadySaved);
  expect(await saved(w.user.companyId)).toBe(1);
}
