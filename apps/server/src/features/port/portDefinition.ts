import type { FieldProblems } from '@quaybook/contract';
import { entities } from '@quaybook/contract';
import { and, eq, ne } from 'drizzle-orm';
import { countries, ports } from '../../db/schema';
import { auditOf } from '../../shared/audit';
import { masterDefinition } from '../master/masterDefinition';

export const portDefinition = masterDefinition({
  entity: entities.port,
  table: ports,
  uniqueColumn: ports.name,
  toRow: (p) => ({
    portid: p.id,
    name: p.name,
    description: p.description,
    PortCode: p.portCode,
    ...auditOf(p),
  }),
  toValues: (input) => ({
    name: input.name,
    description: input.description,
    portCode: input.PortCode,
  }),
  // A UN/LOCODE names one port: it must start with a real country and not be another port's.
  async check(input, { db, id }): Promise<FieldProblems> {
    const country = input.PortCode.slice(0, 2);
    const [known] = await db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.isoCode, country));
    if (!known)
      return { PortCode: `Port code must start with a country's code; ${country} is not one.` };
    const [other] = await db
      .select({ name: ports.name })
      .from(ports)
      .where(
        and(eq(ports.portCode, input.PortCode), id === undefined ? undefined : ne(ports.id, id)),
      )
      .limit(1);
    return other
      ? { PortCode: `Port code ${input.PortCode} is already used by ${other.name}.` }
      : {};
  },
  search: [ports.name, ports.description, ports.portCode],
  sort: { name: ports.name, description: ports.description, PortCode: ports.portCode },
});
