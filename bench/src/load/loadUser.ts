// One simulated user: signs in, then loops through a surveyor's day as the screens make it —
// lists with filters, inspection entry (one damaged with a photo), a survey report of those
// inspections and its PDF, a bill of that report, an upload of a gate list previewed and saved —
// thinking between actions. Every call is timed and counted under its kind.
import {
  api,
  type Endpoint,
  envelopeReply,
  type RequestOf,
  requestOf,
  transactionLayout,
} from '@quaybook/contract';
import { containerCheckDigit, todayInPorts } from '@quaybook/domain';
import type { LoadWorld } from './loadWorld';

export const KINDS = [
  'sign-in',
  'list',
  'inspection',
  'report',
  'report-pdf',
  'bill',
  'upload-preview',
  'upload-execute',
] as const;
export type Kind = (typeof KINDS)[number];

/** Where a user's calls are counted. */
export interface Recorder {
  /** A call answered (or failed) after `milliseconds`; `failure` says why it counts as an error. */
  record(kind: Kind, milliseconds: number, failure?: string): void;
  /** A call whose answer came but was not what the screen needs: an error, not another request. */
  wrong(kind: Kind, failure: string): void;
}

/** A call no answer came back to in this time counts as an error. */
const TIMEOUT_MS = 120_000;
/**
 * Inspections a user records before filing them on a report: every third round, as a desk files
 * a batch of the day's containers (a year of a busy depot is some 50,000 reports in all).
 */
const PER_REPORT = 9;
/** Rows of the gate list a user uploads each round, all containers new to the company. */
const UPLOAD_ROWS = 5;

class Refused extends Error {}

/** An inspection a user recorded and has not yet filed on a report. */
interface Inspected {
  id: number;
  containerNumber: string;
}

/** dd/mm/yyyy, as the transaction file carries a date. */
const fileDate = (iso: string) => iso.split('-').reverse().join('/');

/** A container number new to the company, unique per user and round: 'LD' + user + round. */
function newContainerNumber(user: number, serial: number): string {
  const owner = `L${String.fromCharCode(65 + (user % 26))}${String.fromCharCode(65 + (Math.floor(user / 26) % 26))}U`;
  const firstTen = `${owner}${String(serial % 1_000_000).padStart(6, '0')}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
}

interface UserContext {
  apiBase: string;
  index: number;
  username: string;
  password: string;
  world: LoadWorld;
  photo: Blob;
  /** When to stop starting actions (performance.now()). */
  until: number;
  thinkMs: { min: number; max: number };
  recorder: Recorder;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** Runs one user until `until`; never throws: a failed call is counted and the round goes on. */
export async function runUser(context: UserContext): Promise<void> {
  const { world, recorder } = context;
  let token = '';
  const options = { baseUrl: context.apiBase, token: () => token };

  /** Sends a call as the web app does and answers its data (and the envelope's fourth element). */
  async function send<E extends Endpoint>(
    kind: Kind,
    endpoint: E,
    request: RequestOf<E>,
  ): Promise<{ data: unknown; extra: unknown }> {
    const outgoing = requestOf(options, endpoint, request);
    const started = performance.now();
    try {
      const response = await fetch(outgoing.url, {
        method: outgoing.method,
        headers: { ...outgoing.headers, 'accept-encoding': 'br, gzip' },
        body: outgoing.body ?? null,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const bytes = await response.arrayBuffer();
      const type = response.headers.get('content-type') ?? '';
      let answer: { data: unknown; extra: unknown };
      if (endpoint.reply === 'file' && response.ok && !type.includes('application/json')) {
        answer = { data: bytes.byteLength, extra: undefined };
      } else {
        const text = Buffer.from(bytes).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          throw new Refused(`${response.status} not JSON: ${text.slice(0, 200)}`);
        }
        if (endpoint.reply === 'token') {
          const token = (json as { access_token?: string }).access_token;
          if (!response.ok || !token)
            throw new Refused(`${response.status} ${JSON.stringify(json).slice(0, 200)}`);
          answer = { data: token, extra: undefined };
        } else {
          try {
            answer = envelopeReply(json, response.status);
          } catch (error) {
            throw new Refused(
              `${response.status} ${error instanceof Error ? error.message : String(error)}`,
            );
          }
        }
      }
      recorder.record(kind, performance.now() - started);
      return answer;
    } catch (error) {
      const reason =
        error instanceof Refused
          ? error.message
          : `no answer: ${error instanceof Error ? error.message : String(error)}`;
      recorder.record(kind, performance.now() - started, reason);
      throw new Refused(reason);
    }
  }

  const think = async () => {
    const { min, max } = context.thinkMs;
    await pause(min + Math.random() * (max - min));
  };
  const running = () => performance.now() < context.until;

  const list = async () => {
    const call = pick(world.lists);
    await send('list', call.endpoint, call.request as RequestOf<typeof call.endpoint>);
  };

  const transaction = (containerNumber: string, today: string, conditionid: 1 | 2) => ({
    containerNumber,
    applicant: world.party.applicantId,
    account: world.party.accountId,
    vesselld: world.call.vesselId,
    voyage: world.call.voyageId,
    movementId: world.movementId,
    locationId: world.locationId,
    seal: `LD${context.index}`,
    inspdate: today,
    insptime: '1030',
    conditionid,
    hazstat: 'N' as const,
  });

  const inspect = async (damaged: boolean): Promise<Inspected> => {
    const containerNumber = pick(world.containerNumbers);
    const today = todayInPorts();
    const { data } = await send('inspection', api.inspection.create, {
      body: {
        transaction: transaction(containerNumber, today, damaged ? 1 : 2),
        containerno: { containerNumber },
        ...(damaged
          ? {
              damageData: [
                {
                  damlocationid: 1,
                  positionid: 2,
                  damageFrom: '3',
                  component: world.codes.component,
                  damageType: world.codes.damage,
                  repairType: world.codes.repair,
                  length: 30,
                  breadth: 20,
                  quantity: 1,
                  Image: 0,
                },
              ],
            }
          : {}),
      },
      ...(damaged ? { files: [{ blob: context.photo, name: 'door.jpg' }] } : {}),
    } as RequestOf<typeof api.inspection.create>);
    return { id: (data as { reportid: number }).reportid, containerNumber };
  };

  let serial = 0;
  const upload = async () => {
    const today = fileDate(todayInPorts());
    const header = transactionLayout.map((column) => column.title);
    const rows = Array.from({ length: UPLOAD_ROWS }, () => {
      serial += 1;
      const cells: Record<string, string> = {
        'Container No': newContainerNumber(context.index, serial),
        Date: today,
        Time: '0930',
        Seal: `UP${serial}`,
        Haz: 'N',
        ISO: serial % 3 === 0 ? '42G1' : '22G1',
      };
      return header.map((title) => cells[title] ?? '').join(',');
    });
    const file = new Blob([`${[header.join(','), ...rows].join('\r\n')}\r\n`], {
      type: 'text/csv',
    });
    const { data } = await send('upload-preview', api.transactionUpload.transactionImport, {
      query: {
        applicantid: world.party.applicantId,
        accountid: world.party.accountId,
        vessselid: world.call.vesselId,
        voyageid: world.call.voyageId,
        locationid: world.locationId,
        movement: world.movementId,
      },
      files: [{ blob: file, name: 'gate-list.csv' }],
    } as RequestOf<typeof api.transactionUpload.transactionImport>);
    const preview = data as { qry: string; ok: number; total: number };
    if (preview.ok !== preview.total)
      recorder.wrong('upload-preview', `${preview.total - preview.ok} rows would be skipped`);
    await think();
    await send('upload-execute', api.transactionUpload.transactionExecute, {
      body: { qry: preview.qry },
    } as RequestOf<typeof api.transactionUpload.transactionExecute>);
  };

  /**
   * Files the inspections on a new survey report and opens its PDF (Inspection Report), then finds
   * it among the party's unbilled reports of the day and bills it (Bill Generate).
   */
  const reportAndBill = async (inspected: Inspected[]) => {
    const today = todayInPorts();
    const { data } = await send('report', api.report.generate, {
      query: { reportid: inspected.map((one) => one.id).join(','), rptdate: today, rpttype: 1 },
    } as RequestOf<typeof api.report.generate>);
    const made = data as { rptno: string; filename: string };
    await think();
    await send('report-pdf', api.report.pdf, { query: { filename: made.filename } });
    await think();
    const unbilled = await send('list', api.bill.unbilledReports, {
      query: {
        applicant: world.party.applicantId,
        account: world.party.accountId,
        fromdate: today,
        todate: today,
        contnumber: inspected.map((one) => one.containerNumber).join(','),
        page: 1,
        pageSize: 50,
      },
    } as unknown as RequestOf<typeof api.bill.unbilledReports>);
    const report = (unbilled.data as { reportid: number; rptno: string }[]).find(
      (row) => row.rptno === made.rptno,
    );
    if (!report) {
      recorder.wrong('list', `report ${made.rptno} is not among the party's unbilled reports`);
      return;
    }
    await think();
    await send('bill', api.bill.generate, {
      query: { reportid: String(report.reportid), billdate: today, chkround: 0 },
    } as unknown as RequestOf<typeof api.bill.generate>);
  };

  try {
    await send('sign-in', api.auth.signIn, {
      body: { username: context.username, password: context.password },
    }).then(({ data }) => {
      token = data as string;
    });
  } catch {
    return;
  }
  let pending: Inspected[] = [];
  const steps: Array<() => Promise<unknown>> = [
    list,
    list,
    async () => pending.push(await inspect(false)),
    list,
    async () => pending.push(await inspect(false)),
    async () => pending.push(await inspect(true)),
    async () => {
      if (pending.length < PER_REPORT) return;
      const ids = pending;
      pending = [];
      await reportAndBill(ids);
    },
    list,
    upload,
  ];
  while (running()) {
    for (const step of steps) {
      if (!running()) return;
      await think();
      try {
        await step();
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
      }
    }
  }
}
