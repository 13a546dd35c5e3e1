import { type ContainerDetails, INSPECTION_MESSAGES, type SessionUser } from '@quaybook/contract';
import { isContainerNumberFormat, normalizeContainerNumber } from '@quaybook/domain';
import type { Database } from '../../db/client';
import { invalidContainer } from '../../http/errors';
import { numberWarningText } from '../container/numberWarning';
import { lastInspectionOf, linkPartyIdOf } from './containerRepository';
import { type ContainerRecord, findContainer } from './inspectionRepository';

type ContainerData = Omit<ContainerDetails, 'lastInspection'>;

/** The container's data and what its last inspection said, to fill the entry row. */
export async function containerDetailsOf(
  db: Database,
  container: ContainerRecord,
): Promise<ContainerDetails> {
  const last = await lastInspectionOf(db, container.id);
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
      ? await linkPartyIdOf(db, container.companyId, last.applicantId, last.accountId)
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
