import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  chosenId,
  flag,
  optionalId,
  optionalIsoDate,
  optionalText,
  requiredText,
  rupees,
} from './fields';
import { api } from './index';
import { requiredFields } from './required';

describe('requiredFields', () => {
  it('names the fields refused when missing, null and blank alike', () => {
    const schema = z.object({
      name: requiredText('Name'),
      vessel: chosenId('Vessel', 'Please select a vessel.'),
      rate: rupees('Rate'),
      note: optionalText('Note'),
      voyage: optionalId('Voyage'),
      sailed: flag('Is Sail'),
      date: optionalIsoDate('Date'),
      kind: z.enum(['Steel', 'FRP']).default('Steel'),
    });
    expect([...requiredFields(schema)]).toEqual(['name', 'vessel', 'rate']);
  });

  it('reads through refinements, transforms and preprocessing of the object', () => {
    const inner = z.object({ name: requiredText('Name'), note: optionalText('Note') });
    expect([...requiredFields(inner.superRefine(() => undefined))]).toEqual(['name']);
    expect([...requiredFields(inner.transform((value) => value))]).toEqual(['name']);
    expect([...requiredFields(z.preprocess((value) => value, inner))]).toEqual(['name']);
  });

  it('reads the contract’s own input schemas', () => {
    expect([...requiredFields(api.partyRate.create.body)].sort()).toEqual(
      ['accountid', 'applicantid', 'movementid', 'rate', 'size'].sort(),
    );
    expect([...requiredFields(api.vcn.create.body)].sort()).toEqual(['vcnName', 'vesselID']);
    expect([...requiredFields(api.account.create.body)]).toEqual(['accountname']);
    expect([...requiredFields(api.container.create.body)]).toEqual(['contnumber', 'contsize']);
  });

  it('asks nothing of an endpoint without a body', () => {
    expect(requiredFields(undefined).size).toBe(0);
    expect(requiredFields(z.string()).size).toBe(0);
  });
});
