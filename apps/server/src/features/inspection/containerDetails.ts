import {
  type ContainerDetails,
  INSPECTION_MESSAGES,
  type inspection,
  type SessionUser,
} from '@quaybook/contract';
import { isContainerNumberFormat, normalizeContainerNumber } from '@quaybook/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { containers, inspections, isoCodes, linkParties } from '../../db/schema';
import { badRequest, invalidContainer, notFound } from '../../http/errors';
import { recordChange } from '../../shared/history';
import { expectVersion } from '../../shared/rowVersion';
import { inTransaction } from '../../shared/transaction';
import { numberWarningText } from '../container/numberWarning';
import { type ContainerRecord, findContainer } from './inspectionRepository';
import { newestFirst } from './inspectionRows';

type IsoInput = z.output<typeof inspection.endpoints.updateContainerIso.body>;
export type ContainerData = Omit<ContainerDetails, 'lastInspection'>;

/** The company's link party of an applicant and account, the first made if several. */
async function partyOf(db: Database, companyId: number, applicantId: number, accountId: number) {
  const [party] = await db
    .select({ id: linkParties.id })
    .from(linkParties)
    .where(
      and(
        eq(linkParties.companyId, companyId),
        eq(linkParties.applicantId, applicantId),
        eq(linkParties.accountId, accountId),
      ),
    )
    .orderBy(asc(linkParties.id))
    .limit(1);
  return party?.id ?? null;
}

/** The container's data and what its last inspection said, to fill the entry row. */
export async function containerDetailsOf(
  db: Database,
  container: ContainerRecord,
): Promise<ContainerDetails> {
  const [last] = await db
    .select()
    .from(inspections)
    .where(eq(inspections.containerId, container.id))
    .orderBy(...newestFirst)
    .limit(1);
  return {
    containerId: container.id,
    contnumber: container.number,
    number_warning: numberWarningText(container.number, container.numberWarning),
    iso_code: container.isoCode,
    contsize: container.size,
    TypeText: container.typeText,
    isotarewt: container.tareWeight,
    isogrosswt: container.grossWeight,
    manufacture: container.manufacture,
    version: container.version,
    PartyLinkId: last
      ? await partyOf(db, container.companyId, last.applicantId, last.accountId)
      : null,
    applicant: last?.applicantId ?? null,
    account: last?.accountId ?? null,
    vesselld: last?.vesselId ?? null,
    voyage: last?.voyageId ?? null,
    movementId: last?.movementId ?? null,
    inspectionplace: last?.locationId ?? null,
    tolocation: last?.toLocationId ?? null,
    cfsID: last?.cfsId ?? null,
    LoadPort: last?.polId ?? null,
    DestnPort: last?.podId ?? null,
    transport: last?.fpdId ?? null,
    transporter: last?.transporterId ?? null,
    tranmode: last?.transportMode ?? null,
    bookingrelno: last?.bookingNo ?? null,
    note: last?.note ?? null,
    cargowt: last?.cargoWeight ?? null,
    lastInspection: last
      ? { reportid: last.id, inspdate: last.inspectionDate, conditionid: last.condition }
      : null,
  };
}

/** The container's data without its last inspection's summary. */
export function containerDataOf(details: ContainerDetails): ContainerData {
  const { lastInspection: _last, ...data } = details;
  return data;
}

/** GET /getContainerDetails: status 2 for a malformed number, null data for an unknown one. */
export async function containerDetails(db: Database, user: SessionUser, text: string) {
  const number = normalizeContainerNumber(text);
  if (!isContainerNumberFormat(number))
    throw invalidContainer(INSPECTION_MESSAGES.invalidContainer, {
      containerno: 'Container number must be 4 letters followed by 7 digits.',
    });
  const container = await findContainer(db, user.company_id, number);
  return container ? containerDetailsOf(db, container) : null;
}

const isoFacts = (box: ContainerRecord) => ({
  iso_code: box.isoCode,
  contsize: box.size,
  conttype: box.typeCode,
  TypeText: box.typeText,
});

/** Corrects a container's ISO code, and so its size and type, from the ISO code list. */
export async function correctContainerIso(db: Database, user: SessionUser, input: IsoInput) {
  const [iso] = await db.select().from(isoCodes).where(eq(isoCodes.code, input.iso_code));
  if (!iso)
    throw badRequest(`ISO code ${input.iso_code} is not in the ISO code list.`, {
      iso_code: `ISO code ${input.iso_code} is not in the ISO code list.`,
    });
  const saved = await inTransaction(db, async (tx) => {
    const mine = and(eq(containers.id, input.contid), eq(containers.companyId, user.company_id));
    const [before] = await tx.select().from(containers).where(mine).for('update');
    if (!before || before.number !== input.contnumber)
      throw notFound(`Container ${input.contnumber} was not found.`);
    await expectVersion(tx, containers, mine, input.version, async () =>
      containerDataOf(await containerDetailsOf(tx, before)),
    );
    const [after] = await tx
      .update(containers)
      .set({
        isoCode: iso.code,
        size: iso.size,
        typeCode: iso.typeCode,
        typeText: iso.typeText,
        modifiedBy: user.user_id,
        modifiedAt: new Date(),
      })
      .where(eq(containers.id, before.id))
      .returning();
    if (!after) throw new Error('The container was not changed');
    await recordChange(tx, user, {
      entity: 'container',
      entityId: after.id,
      action: 'iso-corrected',
      before: isoFacts(before),
      after: isoFacts(after),
    });
    return after;
  });
  return containerDataOf(await containerDetailsOf(db, saved));
}
