import type { containerInput, FieldProblems } from '@quaybook/contract';
import { entities } from '@quaybook/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { containers, isoCodes } from '../../db/schema';
import { masterDefinition } from '../master/masterDefinition';
import { numberWarningFlag, numberWarningText } from './numberWarning';

type Input = z.output<typeof containerInput>;

/** The ISO code must be a known one, and the size must be the one it spells (22G1 is 20 ft). */
async function checkIsoCode(input: Input, { db }: { db: Database }): Promise<FieldProblems> {
  if (input.iso_code === null) return {};
  const [iso] = await db
    .select({ size: isoCodes.size })
    .from(isoCodes)
    .where(eq(isoCodes.code, input.iso_code));
  if (!iso) return { iso_code: `ISO code ${input.iso_code} is not in the ISO code list.` };
  if (iso.size !== input.contsize)
    return {
      contsize: `Container size ${input.contsize} does not match ISO code ${input.iso_code}, which is ${iso.size} ft.`,
    };
  return {};
}

/**
 * Containers are company data; numbers are unique within a company. A number that is not valid
 * ISO 6346 is recorded, flagged, and the answer's `number_warning` says why.
 */
export const containerDefinition = masterDefinition({
  entity: entities.container,
  table: containers,
  uniqueColumn: containers.number,
  toRow: (c) => ({
    contid: c.id,
    contnumber: c.number,
    number_warning: numberWarningText(c.number, c.numberWarning),
    contsize: c.size,
    conttype: c.typeCode,
    TypeText: c.typeText,
    construction: c.construction,
    iso_code: c.isoCode,
    isotarewt: c.tareWeight,
    isogrosswt: c.grossWeight,
    manufacture: c.manufacture,
    is_active: c.isActive ? 1 : 0,
    is_soc: c.isSoc ? 1 : 0,
    companyid: c.companyId,
    created_by: c.createdBy,
    create_date: c.createdAt.toISOString(),
    version: c.version,
    last_modification_by: c.modifiedBy,
    last_modification_date: c.modifiedAt?.toISOString() ?? null,
  }),
  toValues: (input) => ({
    number: input.contnumber,
    numberWarning: numberWarningFlag(input.contnumber),
    size: input.contsize,
    typeCode: input.conttype,
    typeText: input.TypeText,
    construction: input.construction,
    isoCode: input.iso_code,
    tareWeight: input.isotarewt,
    grossWeight: input.isogrosswt,
    manufacture: input.manufacture,
    isSoc: input.is_soc === 1,
    ...(input.is_active === undefined ? {} : { isActive: input.is_active === 1 }),
  }),
  check: checkIsoCode,
  search: [containers.number, containers.isoCode, containers.typeText],
  sort: {
    contnumber: containers.number,
    number_warning: containers.numberWarning,
    iso_code: containers.isoCode,
    contsize: containers.size,
    TypeText: containers.typeText,
    construction: containers.construction,
    isotarewt: containers.tareWeight,
    isogrosswt: containers.grossWeight,
    manufacture: containers.manufacture,
    is_soc: containers.isSoc,
  },
});
