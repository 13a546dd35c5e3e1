import { type DeliveryMessage, EDI_REPORT_MESSAGES } from '@quaybook/contract';
import { type EdiEvent, readSegments } from '@quaybook/domain';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { ApiError, conflict } from '../../http/errors';
import { COUNTERS, inNumberedTransaction } from '../../shared/sequences';
import { inTransaction } from '../../shared/transaction';
import { gatherInspections } from '../edi/ediInspectionRepository';
import { markInspections } from '../edi/ediReportRepository';
import { lineParties } from '../edi/lineParty';
import { type Caller, interchangeOf } from '../edi/movementInterchangeOf';
import { ovaMovements } from '../ovaReport/ovaMovementRepository';
import { issueOvaReport } from '../ovaReport/ovaReportService';
import { recordSentFile } from '../sentFiles/sentFileRecord';
import {
  estimatesToDeliver,
  insertDelivery,
  recordedIn,
  reportsToDeliver,
  type StoredDelivery,
  unsentMovesOf,
  type Window,
} from './deliveryRepository';
import { lockSettingsForRun, type StoredSettings } from './deliverySettingsRepository';

/** The EDI events each movement message reports. */
const EVENTS: Record<'CODECO' | 'COARRI', EdiEvent[]> = {
  CODECO: ['gate-in', 'gate-out'],
  COARRI: ['discharge', 'load'],
};

/** What a run made of a party's due events: the deliveries, and what kept a message back. */
export interface Made {
  deliveries: StoredDelivery[];
  problems: string[];
}

/** The interchange's control reference, read back from its UNB. */
function controlReferenceOf(bytes: Buffer): string | null {
  const unb = readSegments(bytes.toString('latin1')).find((segment) => segment.tag === 'UNB');
  return unb?.elements[4]?.[0] ?? null;
}

/**
 * Makes a party's deliveries of the events in a window: for each message it takes, one
 * interchange (CODECO, COARRI) or workbook (OVA) of every event due, or each DESTIM and survey
 * report PDF issued. Each message is made in a transaction of its own, which also marks what it
 * holds as sent, so a message is made once however many processes run.
 */
export function deliveryMaking(deps: Pick<Deps, 'db' | 'config'>) {
  const { db } = deps;
  const documents = documentService(deps);

  async function movementMessage(
    tx: Database,
    row: StoredSettings,
    message: 'CODECO' | 'COARRI',
    caller: Caller,
    window: Window,
    base: Base,
  ): Promise<StoredDelivery[]> {
    const { party } = row;
    const rows = await gatherInspections(tx, unsentMovesOf(party, window, EVENTS[message]));
    if (rows.length === 0) return [];
    const line = lineParties({
      link: {
        shortName: party.shortName,
        ediSenderId: party.ediSenderId,
        ediRecipientId: party.ediRecipientId,
        carrierCode: party.carrierCode,
      },
    });
    // Containers are checked as they are entered; a wrong check digit accepted there goes.
    const edi = await interchangeOf(tx, documents, caller, rows, line, 1);
    const issued = await recordSentFile(tx, documents, caller, {
      sentAs: 'edi',
      kind: 'edi-interchange',
      applicantId: party.applicantId,
      accountId: party.accountId,
      containerCount: edi.ids.length,
      downloadName: `${message}_${party.shortName.replace(/[^A-Za-z0-9]+/g, '')}_${edi.controlReference}.edi`,
      contentType: 'application/EDIFACT',
      bytes: edi.bytes,
    });
    const at = new Date();
    const marked = await markInspections(
      tx,
      party.companyId,
      edi.ids,
      { ediSent: true, ediFileName: issued.name, ediFileAt: at },
      true,
    );
    if (marked.length !== edi.ids.length) throw conflict(EDI_REPORT_MESSAGES.sentMeanwhile);
    return [
      await insertDelivery(
        tx,
        {
          ...base,
          message,
          controlReference: edi.controlReference,
          messageReferences: edi.messageReferences,
          documentId: issued.id,
          containerCount: edi.ids.length,
        },
        edi.ids,
      ),
    ];
  }

  async function ovaWorkbook(
    tx: Database,
    row: StoredSettings,
    caller: Caller,
    window: Window,
    base: Base,
  ): Promise<StoredDelivery[]> {
    const { party } = row;
    const due = await ovaMovements(
      tx,
      party.companyId,
      {
        applicant: party.applicantId,
        account: party.accountId,
        vessel: null,
        voyage: null,
        movement: null,
        location: null,
        contnumber: null,
        fromdate: null,
        todate: null,
      },
      recordedIn(window),
    );
    if (due.length === 0) return [];
    const issued = await issueOvaReport(tx, deps, caller, due, party);
    const ids = due.map((movement) => movement.inspectionId);
    return [
      await insertDelivery(
        tx,
        { ...base, message: 'OVA', documentId: issued.id, containerCount: ids.length },
        ids,
      ),
    ];
  }

  async function estimateFiles(
    tx: Database,
    row: StoredSettings,
    window: Window,
    base: Base,
  ): Promise<StoredDelivery[]> {
    const made: StoredDelivery[] = [];
    for (const estimate of await estimatesToDeliver(tx, row.party.id, window)) {
      const bytes = await documents.read(tx, { company_id: row.party.companyId }, estimate.name, [
        'edi-interchange',
      ]);
      const controlReference = bytes ? controlReferenceOf(bytes) : null;
      made.push(
        await insertDelivery(
          tx,
          {
            ...base,
            message: 'DESTIM',
            controlReference,
            documentId: estimate.documentId,
            containerCount: 1,
          },
          [estimate.documentId],
        ),
      );
    }
    return made;
  }

  async function reportFiles(
    tx: Database,
    row: StoredSettings,
    window: Window,
    base: Base,
  ): Promise<StoredDelivery[]> {
    const made: StoredDelivery[] = [];
    for (const report of await reportsToDeliver(tx, row.party, window))
      made.push(
        await insertDelivery(
          tx,
          {
            ...base,
            message: 'REPORT',
            documentId: report.documentId,
            containerCount: report.containers,
          },
          [report.documentId],
        ),
      );
    return made;
  }

  /** One message's deliveries in a transaction of its own, the party's settings held. */
  function makeMessage(
    row: StoredSettings,
    message: DeliveryMessage,
    caller: Caller,
    window: Window,
    base: Base,
  ): Promise<StoredDelivery[]> {
    const inHeldParty = async (tx: Database, make: (tx: Database) => Promise<StoredDelivery[]>) =>
      // Another process making this party's deliveries now: it takes these events too.
      (await lockSettingsForRun(tx, row.party.id)) ? make(tx) : [];
    switch (message) {
      case 'CODECO':
      case 'COARRI':
        return inNumberedTransaction(db, row.party.companyId, [COUNTERS.edi], (tx) =>
          inHeldParty(tx, (held) => movementMessage(held, row, message, caller, window, base)),
        );
      case 'OVA':
        return inTransaction(db, (tx) =>
          inHeldParty(tx, (held) => ovaWorkbook(held, row, caller, window, base)),
        );
      case 'DESTIM':
        return inTransaction(db, (tx) =>
          inHeldParty(tx, (held) => estimateFiles(held, row, window, base)),
        );
      case 'REPORT':
        return inTransaction(db, (tx) =>
          inHeldParty(tx, (held) => reportFiles(held, row, window, base)),
        );
    }
  }

  /**
   * Makes the party's deliveries of its events recorded up to `cutoff`; `by` is the user who
   * asked (Send now), none for the schedule. A message that cannot be made (an OVA code or the
   * line's EDI ids missing) is kept back with its reason, the others are made.
   */
  return async function make(row: StoredSettings, cutoff: Date, by: number | null): Promise<Made> {
    const { settings, party } = row;
    // The files are issued in the name of who asked, else of who set the delivery up.
    const caller: Caller = {
      company_id: party.companyId,
      user_id: by ?? settings.modifiedBy ?? settings.createdBy ?? 0,
    };
    const window = { from: settings.deliverFrom, to: cutoff };
    const base: Base = {
      companyId: party.companyId,
      linkPartyId: party.id,
      channel: settings.channel,
      state: 'waiting',
      // Due at once in the look that made it, however long the making took.
      nextAttemptAt: cutoff,
      createdBy: by,
    };
    const made: Made = { deliveries: [], problems: [] };
    for (const message of settings.messages) {
      try {
        made.deliveries.push(...(await makeMessage(row, message, caller, window, base)));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        made.problems.push(`${message}: ${error.message}`);
      }
    }
    return made;
  };
}

type Base = Pick<
  Parameters<typeof insertDelivery>[1],
  'companyId' | 'linkPartyId' | 'channel' | 'state' | 'nextAttemptAt' | 'createdBy'
>;
