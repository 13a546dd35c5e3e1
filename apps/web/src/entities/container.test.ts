import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { referenceLookup } from '../lists/form/referenceLookup';
import { containerList } from './container';

const client = new QueryClient();
client.setQueryData(
  ['reference', 'isoCodes'],
  [{ isocode: '45G1', typetext: "40' High Cube", size: 40, typecode: 'HC' }],
);
const lookup = referenceLookup(client);
const derive = (values: Record<string, unknown>) =>
  containerList.derive?.onChange('iso_code', values, lookup);

describe('the container list', () => {
  it('fills type text, size and type code from the chosen ISO code', () => {
    expect(derive({ iso_code: '45G1' })).toEqual({
      TypeText: "40' High Cube",
      contsize: 40,
      conttype: 'HC',
    });
  });

  it('clears them when the ISO code is cleared or unknown', () => {
    const cleared = { TypeText: '', contsize: null, conttype: null };
    expect(derive({ iso_code: null })).toEqual(cleared);
    expect(derive({ iso_code: '99Z9' })).toEqual(cleared);
    expect(containerList.derive?.onChange('contnumber', { iso_code: '45G1' }, lookup)).toBe(
      undefined,
    );
  });

  it('warns of a wrong check digit, but not of a right one or an unfinished number', () => {
    const warnings = (contnumber: string) => containerList.warnings?.({ contnumber }, lookup);
    expect(warnings('CSQU3054384')?.contnumber).toMatch(/should be 3: likely a typo/);
    expect(warnings('csqu 305438 3')).toEqual({});
    expect(warnings('CSQU30')).toEqual({});
  });
});
