import type { inspection, SessionUser } from '@quaybook/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { recordChange } from '../../shared/history';
import { expectStoredVersion } from '../../shared/rowVersion';
import { inTransaction } from '../../shared/transaction';
import { containerDataOf, containerDetailsOf } from './containerDetails';
import {
  containerForChange,
  isoCodeOf,
  lockedContainerVersion,
  updateContainer,
} from './containerRepository';
import type { ContainerRecord } from './inspectionRepository';

type IsoInput = z.output<typeof inspection.endpoints.updateContainerIso.body>;

const isoFacts = (box: ContainerRecord) => ({
  iso_code: box.isoCode,
  contsize: box.size,
  conttype: box.typeCode,
  TypeText: box.typeText,
});

/**
 * Corrects a container's ISO code, and so its size and type, from the ISO code list, in one
 * transaction with its history; an edit from an older version of the container is refused.
 */
async function correctContainerIso(db: Database, user: SessionUser, input: IsoInput) {
  const iso = await isoCodeOf(db, input.iso_code);
  if (!iso)
    throw badRequest(`ISO code ${input.iso_code} is not in the ISO code list.`, {
      iso_code: `ISO code ${input.iso_code} is not in the ISO code list.`,
    });
  const saved = await inTransaction(db, async (tx) => {
    const before = await containerForChange(tx, user.company_id, input.contid);
    if (!before || before.number !== input.contnumber)
      throw notFound(`Container ${input.contnumber} was not found.`);
    await expectStoredVersion(
      input.version,
      () => lockedContainerVersion(tx, user.company_id, before.id),
      async () => containerDataOf(await containerDetailsOf(tx, before)),
    );
    const after = await updateContainer(tx, before.id, {
      isoCode: iso.code,
      size: iso.size,
      typeCode: iso.typeCode,
      typeText: iso.typeText,
      modifiedBy: user.user_id,
      modifiedAt: new Date(),
    });
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

/** Corrections of the company's containers, on this database. */
export const containerIsoService = (db: Database) => ({
  correct: (user: SessionUser, input: IsoInput) => correctContainerIso(db, user, input),
});
