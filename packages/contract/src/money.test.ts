import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from './endpoint';
import { holdsMoney, innerSchemas, isMoney, rupees, signedRupees } from './fields';
import { api } from './index';

// Every amount of every call travels in rupees: the contract declares each one a money codec,
// so the server writes it and the client reads it as rupees. These read the whole contract.

/** The names the contract gives amounts of money; `total` is also a count, so it is not here. */
const MONEY_NAMES =
  /^(rate|Rate|amount|taxable|cgst|sgst|igst|gst|roundoff|rndval|payableamt|value)$/;

/** Fields so named that hold no money. */
const NOT_MONEY = new Set(['vesselCapacity.get data.value']);

const defOf = (schema: z.core.$ZodType) =>
  schema._zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType };

/** Each schema inside one, money codecs whole, with the object key it sits under. */
function* parts(
  schema: z.core.$ZodType,
  key = '',
  seen = new Set<z.core.$ZodType>(),
): Generator<{ key: string; schema: z.core.$ZodType }> {
  if (seen.has(schema)) return;
  seen.add(schema);
  yield { key, schema };
  if (isMoney(schema)) return;
  for (const [name, inner] of innerSchemas(schema)) yield* parts(inner, name ?? key, seen);
}

/** The schema under its optional, nullable, default and refinement wrappers. */
function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  const def = defOf(schema);
  if (isMoney(schema)) return schema;
  if (def.innerType) return unwrapped(def.innerType);
  // A refined codec (`rupees('Rate').refine(...)`) is a pipe of the codec into a check.
  if (def.type === 'pipe' && def.in && isMoney(def.in)) return def.in;
  return schema;
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

function endpointsOf(group: unknown, name: string[] = []): [string, Endpoint][] {
  if (isEndpoint(group)) return [[name.join('.'), group]];
  if (typeof group !== 'object' || group === null) return [];
  return Object.entries(group).flatMap(([key, inner]) => endpointsOf(inner, [...name, key]));
}

const calls = endpointsOf(api);

/** Every amount-named field of the schemas given, with whether it is money. */
function amountsIn(part: 'data' | 'extra' | 'body' | 'query') {
  return calls.flatMap(([name, endpoint]) => {
    const schema = endpoint[part];
    if (!schema) return [];
    return [...parts(schema)]
      .filter(({ key }) => MONEY_NAMES.test(key))
      .map(({ key, schema: field }) => ({
        at: `${name} ${part}.${key}`,
        field: unwrapped(field),
      }))
      .filter(({ at }) => !NOT_MONEY.has(at));
  });
}

describe('money in the contract', () => {
  it('declares every amount an answer gives as rupees', () => {
    const amounts = [...amountsIn('data'), ...amountsIn('extra')];
    expect(amounts.map(({ at }) => at)).toEqual(
      expect.arrayContaining([
        'partyRate.list data.rate',
        'misBill.details data.rndval',
        'bill.list data.roundoff',
        'billRegister.display extra.roundoff',
        'dashboard.figures data.value',
        'inspection.list data.Rate',
      ]),
    );
    const notMoney = amounts.filter(({ field }) => !isMoney(field)).map(({ at }) => at);
    expect(notMoney).toEqual([]);
  });

  it('reads every amount a call sends as rupees, or reads and ignores it', () => {
    const amounts = [...amountsIn('body'), ...amountsIn('query')];
    expect(amounts.length).toBeGreaterThan(0);
    const neither = amounts
      .filter(({ field }) => !isMoney(field) && defOf(field).type !== 'unknown')
      .map(({ at }) => at);
    expect(neither).toEqual([]);
  });

  it('names no field in paise any more', () => {
    const inPaise = calls.flatMap(([name, endpoint]) =>
      (['data', 'extra', 'body', 'query'] as const).flatMap((part) => {
        const schema = endpoint[part];
        return schema
          ? [...parts(schema)]
              .filter(({ key }) => /paise/i.test(key))
              .map(({ key }) => `${name} ${part}.${key}`)
          : [];
      }),
    );
    expect(inPaise).toEqual([]);
  });

  it('keeps every answer holding money free of transforms, so the server can write it', () => {
    const transformed = calls.flatMap(([name, endpoint]) =>
      (['data', 'extra'] as const).flatMap((part) => {
        const schema = endpoint[part];
        if (!schema || !holdsMoney(schema)) return [];
        return [...parts(schema)]
          .filter(({ schema: inner }) => !isMoney(inner) && defOf(inner).type === 'transform')
          .map(({ key }) => `${name} ${part}.${key}`);
      }),
    );
    expect(transformed).toEqual([]);
  });

  it('writes paise as rupees and reads them back to the paisa, a round-off with its sign', () => {
    const answer = z.object({ rate: rupees('Rate'), rndval: signedRupees('Round off') });
    const wire = z.encode(answer, { rate: 150_050, rndval: -22 });
    expect(wire).toEqual({ rate: 1500.5, rndval: -0.22 });
    expect(answer.parse(JSON.parse(JSON.stringify(wire)))).toEqual({ rate: 150_050, rndval: -22 });
  });
});
