import { api, type Endpoint, Role } from '@quaybook/contract';
import { MIS_PRODUCTS } from '@quaybook/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  applicants,
  bills,
  documents,
  estimates,
  linkParties,
  misBills,
  partyRates,
  repairBills,
  reports,
} from '../../src/db/schema';
import { INDIA, WEST_BENGAL } from '../../src/db/seed/states';
import { COMPANY_GSTIN, INTRA_GSTIN, useBillApp } from './billWorld';
import { call, expectOk } from './call';
import { photoFile } from './inspectionWorld';
import { misMaster } from './misBills';
import { type SmtpSink, startSmtpSink } from './smtpSink';
import { type AnyRequest, sendAs } from './twoCompanies';

/** A link party of the company: the applicant and account it pairs. */
export interface LineParty {
  linkPartyId: number;
  applicantId: number;
  accountId: number;
  applicantName: string;
  accountName: string;
}

/** A shipping line's user, tied to one link party, and what was issued for that party. */
export interface LineWorld {
  party: LineParty;
  userId: number;
  username: string;
  password: string;
  token: string;
  /** The records issued for the party, as the calls name them. */
  ids: {
    inspection: number;
    containerNumber: string;
    reportNo: string;
    reportPdf: string;
    billNo: string;
    billPdf: string;
    misBillNo: string;
    misBillPdf: string;
    repairBillNo: string;
    repairBillPdf: string;
    /** The estimate sent for approval, waiting for the line's decision. */
    estimate: number;
    estimateNo: string;
    /** The damaged inspection's photo. */
    photo: string;
  };
  /** The token of the approval link mailed for the waiting estimate (lines 1 and 2). */
  approvalLink: string;
  /** The name of every document issued for the party: reports, bills, photos, EDI files. */
  documents: string[];
  /** Texts only this party's records hold: none may appear in what the other line is shown. */
  marks: string[];
}

const PASSWORD = 'line-password-1';

/** The token of the approval link a mail carries. */
const linkIn = (mail: { text?: string | undefined } | undefined) =>
  /\/approve\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';

/**
 * One company with two link parties, each with its own shipping line's user and records issued
 * for it through the API: a damaged inspection with a photo on a survey report, a bill of that
 * report, a MIS bill, an estimate of two lines sent for approval (its DESTIM a sent EDI file)
 * and a repair bill of another estimate, approved and repaired. Built once for the file, in `beforeAll`; the
 * company's staff user and administrator are kept too.
 */
export function useTwoLines() {
  const w = useBillApp({ reset: 'once' });
  const app = () => w.context.app;
  const db = () => w.context.t.db;
  let sink: SmtpSink | undefined;
  const state = {} as {
    lines: [LineWorld, LineWorld];
    admin: { token: string; companyId: number; userId: number };
    staff: { token: string };
    world: Awaited<ReturnType<typeof w.billWorld>>;
  };

  async function seed() {
    sink = await startSmtpSink();
    w.context.config.mail = { smtpUrl: `smtp://127.0.0.1:${sink.port}`, from: 'eor@quaybook.test' };
    const world = await w.billWorld({ role: 'admin' });
    const { token, user } = world;
    // The company's address, as its e-invoices need it.
    expectOk(
      await call(
        app(),
        api.company.update,
        {
          params: { companyid: world.company.id },
          body: {
            companyname: world.company.name,
            company_address: '12 Strand Road',
            company_city: 'Kolkata',
            company_pin: '700001',
            company_stateid: WEST_BENGAL,
            company_countryid: INDIA,
            company_gst: COMPANY_GSTIN,
          },
        },
        token,
      ),
    );
    const as = async <E extends Endpoint>(endpoint: E, request: AnyRequest, files: File[] = []) =>
      expectOk({ ...(await sendAs(app(), endpoint, request, token, files)), endpoint });

    /** A second applicant and account of the company, paired by a link party of their own. */
    async function secondParty(): Promise<LineParty> {
      const { applicant, account } = await w.made.createParty(user);
      await db()
        .update(applicants)
        .set({ stateId: WEST_BENGAL, gst: INTRA_GSTIN })
        .where(eq(applicants.id, applicant.id));
      const [party] = await db()
        .insert(linkParties)
        .values({
          companyId: user.companyId,
          shortName: `Q${applicant.id}`,
          applicantId: applicant.id,
          accountId: account.id,
        })
        .returning();
      return {
        linkPartyId: Number(party?.id),
        applicantId: applicant.id,
        accountId: account.id,
        applicantName: applicant.name,
        accountName: account.name,
      };
    }

    /** A damaged 40' inspection for the party, recorded through the API, with a photo or not. */
    async function damaged(party: LineParty, photo: boolean) {
      const box = await w.createContainer(user, { size: 40, isoCode: '45G1', typeCode: 'HC' });
      const recorded = await as(
        api.inspection.create,
        {
          body: {
            transaction: world.transaction({
              conditionid: 1,
              containerNumber: box.number,
              applicant: party.applicantId,
              account: party.accountId,
            }),
            containerno: { containerNumber: box.number },
            // The photographed one has two damage lines, for an estimate of two lines.
            damageData: photo
              ? [await w.damageLine({ Image: 0 }), await w.damageLine({ positionid: 4 })]
              : [await w.damageLine()],
          },
        },
        photo ? [await photoFile('dent.jpg')] : [],
      );
      return { reportid: (recorded as { reportid: number }).reportid, container: box.number };
    }

    /** An estimate of the inspection, priced by hand and sent: its approval link, from the mail. */
    async function sentEstimate(reportid: number) {
      const created = await as(api.estimate.create, { body: { reportid } });
      const priced = await as(api.estimate.update, {
        body: {
          estimateid: created.estimateid,
          version: created.version,
          note: null,
          lines: created.lines.map((line) => ({
            lineno: line.lineno,
            hours: 1.5,
            material: 850.5,
            responsibility: 'U' as const,
            note: null,
          })),
        },
      });
      const mailed = sink?.mails.length ?? 0;
      const sent = await as(api.estimate.send, {
        query: { estimateid: priced.estimateid },
        body: { version: priced.version },
      });
      const link = linkIn(sink?.mails[mailed]);
      if (link.length !== 43) throw new Error('no approval link mailed');
      return { sent, link };
    }

    async function seedLine(party: LineParty, n: number): Promise<LineWorld> {
      const known = (await db().select({ name: documents.name }).from(documents)).map(
        (row) => row.name,
      );
      await db()
        .update(linkParties)
        .set({
          labourRatePaise: 45_250,
          reportEmail: `eor${n}@line.test`,
          ediSenderId: 'QUAYBOOK',
          ediRecipientId: `LINE${n}`,
        })
        .where(eq(linkParties.id, party.linkPartyId));
      await db().insert(partyRates).values({
        companyId: user.companyId,
        applicantId: party.applicantId,
        accountId: party.accountId,
        movementId: world.movement.id,
        size: 40,
        ratePaise: 250_000,
      });

      // A damaged inspection with a photo, on a survey report and a bill.
      const inspection = await damaged(party, true);
      const printed = await as(api.report.generate, {
        query: { reportid: String(inspection.reportid), rptdate: '2026-11-21', rpttype: 1 },
      });
      const [report] = await db().select().from(reports).where(eq(reports.reportNo, printed.rptno));
      const billPdf = await as(api.bill.generate, {
        query: { reportid: String(report?.id), billdate: '2026-11-22', chkround: 1 },
      });
      const [bill] = await db()
        .select()
        .from(bills)
        .where(and(eq(bills.companyId, user.companyId), eq(bills.applicantId, party.applicantId)));
      await as(api.misBill.save, {
        body: {
          mismaster: [misMaster({ applicantID: party.applicantId, accountID: party.accountId })],
          misdetail: [{ billitem: MIS_PRODUCTS[0], qty: 2, unit: 'Cntr', rate: 500 }],
        },
      });
      const [misBill] = await db()
        .select()
        .from(misBills)
        .where(
          and(eq(misBills.companyId, user.companyId), eq(misBills.applicantId, party.applicantId)),
        );

      // An estimate of the photographed inspection waiting for approval.
      const waiting = await sentEstimate(inspection.reportid);

      // Another damaged inspection's estimate, approved through its link, repaired and billed.
      const repairedBox = await damaged(party, false);
      const repaired = await sentEstimate(repairedBox.reportid);
      expectOk(
        await call(app(), api.estimate.approve, {
          body: { token: repaired.link, lines: [{ lineno: 1, approved: 1 }] },
        }),
      );
      expectOk(
        await w.formCall(api.estimate.completeRepair, token, {
          repair: { estimateid: repaired.sent.estimateid, lines: [1], repairdate: '2026-11-25' },
        }),
      );
      const repairBillPdf = await as(api.repairBill.generate, {
        query: {
          estimateid: String(repaired.sent.estimateid),
          billdate: '2026-11-26',
          chkround: 1,
        },
      });
      const [repairBill] = await db()
        .select()
        .from(repairBills)
        .where(
          and(
            eq(repairBills.companyId, user.companyId),
            eq(repairBills.applicantId, party.applicantId),
          ),
        );
      const [estimate] = await db()
        .select()
        .from(estimates)
        .where(eq(estimates.id, waiting.sent.estimateid));

      const issued = (
        await db()
          .select({ id: documents.id, name: documents.name, kind: documents.kind })
          .from(documents)
          .where(known.length > 0 ? notInArray(documents.name, known) : undefined)
      ).filter((row) => row.name);
      const photo = issued.find((row) => row.kind === 'inspection-photo')?.name;
      const misBillPdf = issued.find((row) => row.id === misBill?.documentId)?.name;

      // The line's user, set up by the company's administrator and signed in.
      const username = `line${n}.${user.id}`;
      const created = await as(api.users.create, {
        body: {
          username,
          name: `Line User ${n}`,
          roleid: Role.line,
          companyid: user.companyId,
          password: PASSWORD,
          linkpartyids: [party.linkPartyId],
        },
      });
      const signedIn = expectOk(
        await call(app(), api.auth.signIn, { body: { username, password: PASSWORD } }),
      );

      const ids = {
        inspection: inspection.reportid,
        containerNumber: inspection.container,
        reportNo: printed.rptno,
        reportPdf: printed.filename,
        billNo: String(bill?.billNo),
        billPdf,
        misBillNo: String(misBill?.billNo),
        misBillPdf: String(misBillPdf),
        repairBillNo: String(repairBill?.billNo),
        repairBillPdf,
        estimate: waiting.sent.estimateid,
        estimateNo: String(estimate?.estimateNo),
        photo: String(photo),
      };
      return {
        party,
        userId: created.userid,
        username,
        password: PASSWORD,
        token: signedIn.access_token,
        ids,
        approvalLink: waiting.link,
        documents: issued.map((row) => row.name),
        marks: [
          party.applicantName,
          party.accountName,
          inspection.container,
          repairedBox.container,
          ...Object.values(ids).filter((value) => typeof value === 'string'),
          ...issued.map((row) => row.name),
        ],
      };
    }

    const one = await seedLine(
      {
        linkPartyId: world.party.id,
        applicantId: world.applicant.id,
        accountId: world.account.id,
        applicantName: world.applicant.name,
        accountName: world.account.name,
      },
      1,
    );
    const two = await seedLine(await secondParty(), 2);
    const staff = await w.made.createUser({ companyId: user.companyId, role: 'user' });
    state.lines = [one, two];
    state.world = world;
    state.admin = { token, companyId: user.companyId, userId: user.id };
    state.staff = { token: await w.made.tokenFor(staff) };
  }

  beforeAll(seed);
  afterAll(async () => {
    w.context.config.mail = undefined;
    await sink?.close();
  });

  return {
    w,
    app,
    db,
    /** The line user of the first link party, and what was issued for it. */
    one: () => state.lines[0],
    /** The line user of the second link party, of the same company. */
    two: () => state.lines[1],
    /** The company's administrator, who set the line users up. */
    admin: () => state.admin,
    /** A staff user (role 1) of the company. */
    staff: () => state.staff,
    world: () => state.world,
    /** The mails sent so far. */
    mails: () => sink?.mails ?? [],
  };
}
