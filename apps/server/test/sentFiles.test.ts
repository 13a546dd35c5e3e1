import { api, SENT_FILE_MESSAGES, Status } from '@quaybook/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type SentFileKind, sentFiles, sentMails } from '../src/db/schema';
import { documentService } from '../src/documents/documentService';
import { recordSentFile } from '../src/features/sentFiles/sentFileRecord';
import { inTransaction } from '../src/shared/transaction';
import { bearer, call, expectFailure, expectOk, messageOf, type Reply } from './support/call';
import { useInspectionApp } from './support/inspectionWorld';

const w = useInspectionApp();
const calls = api.sentFiles;
const app = () => w.context.app;
const db = () => w.context.t.db;

type World = Awaited<ReturnType<typeof w.world>>;

/** A file sent to the world's party (or another), dated at `day` noon. */
async function sent(
  world: World,
  kind: SentFileKind,
  day: string,
  party: { applicantId: number; accountId: number } = {
    applicantId: world.applicant.id,
    accountId: world.account.id,
  },
) {
  const file = await inTransaction(db(), (tx) =>
    recordSentFile(
      tx,
      documentService({ db: db(), config: w.context.config }),
      { company_id: world.user.companyId, user_id: world.user.id },
      {
        sentAs: kind,
        kind: 'edi-interchange',
        ...party,
        containerCount: 7,
        downloadName: `${kind}-${day}.edi`,
        contentType: 'application/EDIFACT',
        bytes: Buffer.from(`UNA:+.? '\nUNB+UNOA:2+${kind}'\n`),
      },
    ),
  );
  await db()
    .update(sentFiles)
    .set({ createdAt: new Date(`${day}T06:30:00Z`) })
    .where(eq(sentFiles.id, file.sentFileId));
  return file;
}

const infoOf = (reply: Reply) => (reply.body as unknown[])[3];

describe('GET /api/sent_files', () => {
  it('lists the company’s files newest first, a page at a time, with who made them', async () => {
    const world = await w.world();
    const older = await sent(world, 'edi', '2026-11-18');
    const middle = await sent(world, 'edi-excel', '2026-11-19');
    const newest = await sent(world, 'codeco-coarri', '2026-11-20');
    const first = await call(app(), calls.list, { query: { pageSize: 2 } }, world.token);
    expect(expectOk(first).map((row) => row.filename)).toEqual([newest.name, middle.name]);
    expect(infoOf(first)).toEqual({ total: 3, page: 1, pageSize: 2 });
    expect(expectOk(first)[0]).toMatchObject({
      kind: 'codeco-coarri',
      downloadname: 'codeco-coarri-2026-11-20.edi',
      applicantname: world.applicant.name,
      accountname: world.account.name,
      containers: 7,
      createdby: world.user.name,
      createdat: '2026-11-20T06:30:00.000Z',
    });
    const second = await call(app(), calls.list, { query: { pageSize: 2, page: 2 } }, world.token);
    expect(expectOk(second).map((row) => row.filename)).toEqual([older.name]);
  });

  it('filters by party, kind and dates, the To day whole', async () => {
    const world = await w.world();
    const other = await w.made.createParty(world.user);
    const theirs = { applicantId: other.applicant.id, accountId: other.account.id };
    const edi = await sent(world, 'edi', '2026-11-18');
    const excel = await sent(world, 'edi-excel', '2026-11-20');
    const otherParty = await sent(world, 'edi', '2026-11-20', theirs);
    const names = async (query: Record<string, unknown>) =>
      expectOk(await call(app(), calls.list, { query }, world.token)).map((row) => row.filename);
    expect(await names({ applicant: world.applicant.id, account: world.account.id })).toEqual([
      excel.name,
      edi.name,
    ]);
    expect(await names({ applicant: other.applicant.id })).toEqual([otherParty.name]);
    expect(await names({ kind: 'edi' })).toEqual([otherParty.name, edi.name]);
    // The filter bar sends a kind by its code.
    expect(await names({ kind: '2' })).toEqual([excel.name]);
    expect(await names({ fromdate: '2026-11-19', todate: '2026-11-20' })).toEqual([
      otherParty.name,
      excel.name,
    ]);
    expect(await names({ todate: '2026-11-18' })).toEqual([edi.name]);
    const none = await call(app(), calls.list, { query: { kind: 'ova' } }, world.token);
    expect(expectOk(none)).toEqual([]);
    expect(messageOf(none)).toBe(SENT_FILE_MESSAGES.nothingFound);
    expect(
      expectFailure(
        await call(app(), calls.list, { query: { kind: 'fax' } } as never, world.token),
        400,
      ).message,
    ).toBe('Unknown kind of file.');
  });

  it('shows another company nothing, and downloads a file only for its own company', async () => {
    const world = await w.world();
    const stranger = await w.world();
    const file = await sent(world, 'edi', '2026-11-20');
    expect(expectOk(await call(app(), calls.list, { query: {} }, stranger.token))).toEqual([]);
    expect(
      expectOk(
        await call(
          app(),
          calls.list,
          { query: { applicant: world.applicant.id, account: world.account.id } },
          stranger.token,
        ),
      ),
    ).toEqual([]);
    const download = (token: string) =>
      app().inject({ method: 'GET', url: `/api/document/${file.name}`, headers: bearer(token) });
    const own = await download(world.token);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('UNB+UNOA:2+edi');
    expect((await download(stranger.token)).statusCode).toBe(404);
    expectFailure(await call(app(), calls.list, { query: {} }), 401);
  });
});

describe('GET /api/sent_mails', () => {
  it('lists the company’s mails with their outcome, a page at a time, and no one else’s', async () => {
    const world = await w.world();
    const stranger = await w.world();
    const file = await sent(world, 'general-excel', '2026-11-20');
    const mail = (outcome: 'sent' | 'failed' | 'not-configured', at: string) => ({
      companyId: world.user.companyId,
      sentFileId: file.sentFileId,
      recipient: 'edi@msc.com',
      subject: `Containers ${at}`,
      body: 'Please find attached.',
      outcome,
      detail: outcome === 'failed' ? '550 mailbox unavailable' : null,
      createdBy: world.user.id,
      createdAt: new Date(at),
    });
    await db()
      .insert(sentMails)
      .values([
        mail('failed', '2026-11-20T06:00:00Z'),
        mail('sent', '2026-11-20T07:00:00Z'),
        mail('not-configured', '2026-11-21T07:00:00Z'),
      ]);
    const first = await call(app(), calls.mails, { query: { pageSize: 2 } }, world.token);
    expect(expectOk(first).map((row) => row.outcome)).toEqual(['not-configured', 'sent']);
    expect(infoOf(first)).toEqual({ total: 3, page: 1, pageSize: 2 });
    const [failed] = expectOk(
      await call(app(), calls.mails, { query: { pageSize: 2, page: 2 } }, world.token),
    );
    expect(failed).toMatchObject({
      outcome: 'failed',
      detail: '550 mailbox unavailable',
      recipient: 'edi@msc.com',
      filename: file.name,
      applicantname: world.applicant.name,
      containers: 7,
      sentby: world.user.name,
    });
    expect(
      expectOk(await call(app(), calls.mails, { query: { todate: '2026-11-20' } }, world.token)),
    ).toHaveLength(2);
    const theirs = await call(app(), calls.mails, { query: {} }, stranger.token);
    expect(expectOk(theirs)).toEqual([]);
    expect(messageOf(theirs)).toBe(SENT_FILE_MESSAGES.noMails);
    expect((theirs.body as unknown[])[0]).toBe(Status.success);
    expectFailure(await call(app(), calls.mails, { query: {} }), 401);
  });
});
