import type { FieldProblems, MovementRow } from '@quaybook/contract';
import { entities } from '@quaybook/contract';
import { MOVEMENT_FLAGS } from '@quaybook/domain';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { movements } from '../../db/schema';
import { auditOf } from '../../shared/audit';
import { masterDefinition } from '../master/masterDefinition';

// The previous movement is another row of the same table, joined for its name.
const previous = alias(movements, 'previous_movement');

const PREVIOUS_NOT_FOUND = 'Previous movement not found.';

export const movementDefinition = masterDefinition({
  entity: entities.movement,
  table: movements,
  listed: (db: Database) =>
    db
      .select({ movement: movements, previousName: previous.name })
      .from(movements)
      .leftJoin(previous, eq(previous.id, movements.previousMove))
      .$dynamic(),
  uniqueColumn: movements.name,
  toRow: ({ movement: m, previousName }) =>
    ({
      Movid: m.id,
      Name: m.name,
      Description: m.description,
      PreviousMove: m.previousMove,
      PreviousMoveName: previousName,
      movefor: m.moveFor as MovementRow['movefor'],
      iboxcode: m.iboxCode,
      ovacode: m.ovaCode,
      edievent: m.ediEvent,
      edifull: m.ediFull,
      companyid: m.companyId,
      ...Object.fromEntries(MOVEMENT_FLAGS.map((flag) => [flag, m[flag]])),
      ...auditOf(m),
    }) as MovementRow,
  toValues: (input) => ({
    name: input.Name,
    description: input.Description,
    previousMove: input.PreviousMove,
    moveFor: input.movefor,
    iboxCode: input.iboxcode,
    ovaCode: input.ovacode,
    ...(input.edievent !== undefined ? { ediEvent: input.edievent } : {}),
    ...(input.edifull !== undefined ? { ediFull: input.edifull } : {}),
    // Flags left out of the body keep their stored value (a client that does not know them).
    ...Object.fromEntries(
      MOVEMENT_FLAGS.filter((flag) => input[flag] !== undefined).map((flag) => [flag, input[flag]]),
    ),
  }),
  // The previous movement must be another movement of the caller's company.
  async check(input, { db, user, id }): Promise<FieldProblems> {
    if (input.PreviousMove === null) return {};
    if (input.PreviousMove === id)
      return { PreviousMove: 'A movement cannot be its own previous movement.' };
    const [found] = await db
      .select({ id: movements.id })
      .from(movements)
      .where(and(eq(movements.id, input.PreviousMove), eq(movements.companyId, user.company_id)));
    return found ? {} : { PreviousMove: PREVIOUS_NOT_FOUND };
  },
  search: [movements.name, movements.description, movements.iboxCode, movements.ovaCode],
  sort: {
    Name: movements.name,
    Description: movements.description,
    movefor: movements.moveFor,
    iboxcode: movements.iboxCode,
    ovacode: movements.ovaCode,
  },
});
