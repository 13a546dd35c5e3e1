import { MOVEMENT_FIELD_MESSAGES } from '@quaybook/contract';
import { MOVEMENT_FLAGS, type MovementRules } from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import { missingMovementFields, movementFieldsOf, onMovementChosen } from './movementFields';

const rules = (on: Partial<MovementRules>): MovementRules => ({
  ...(Object.fromEntries(MOVEMENT_FLAGS.map((flag) => [flag, false])) as unknown as MovementRules),
  ...on,
});

describe('movement fields', () => {
  it('asks nothing until a movement is chosen', () => {
    expect(movementFieldsOf(undefined).askedWire).toEqual([]);
  });

  it('asks the flagged fields by their wire names, and requires each', () => {
    const fields = movementFieldsOf(rules({ needsPorts: true, needsGrossWeight: true }));
    expect(fields.askedWire).toEqual(['cargowt', 'loadport', 'destnport', 'transport']);
    expect(missingMovementFields(fields, { cargowt: 12000, loadport: 3, destnport: '' })).toEqual({
      destnport: MOVEMENT_FIELD_MESSAGES.destnport,
      transport: MOVEMENT_FIELD_MESSAGES.transport,
    });
  });

  it('fixes road and no CFS for a road-only movement, and clears the mode for others', () => {
    const roadOnly = movementFieldsOf(rules({ roadOnly: true, needsCfs: true }));
    expect(roadOnly.askedWire).not.toContain('cfsName');
    expect(onMovementChosen(roadOnly)).toEqual({ tranmode: 'R', cfsName: null });
    expect(onMovementChosen(movementFieldsOf(rules({ needsTransportMode: true })))).toEqual({
      tranmode: null,
    });
  });
});
