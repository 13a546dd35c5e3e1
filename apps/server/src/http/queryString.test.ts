import { describe, expect, it } from 'vitest';
import { readQuery } from './queryString';

describe('readQuery', () => {
  it('reads a list sent with brackets, as axios sends it', () => {
    expect({ ...readQuery('reportid[]=1&reportid[]=2') }).toEqual({ reportid: ['1', '2'] });
  });

  it('reads a list sent with indexed brackets', () => {
    expect({ ...readQuery('reportid[0]=1&reportid[1]=2') }).toEqual({ reportid: ['1', '2'] });
  });

  it('reads a list sent as repeated keys, and one bracketed item as a list of one', () => {
    expect({ ...readQuery('reportid=1&reportid=2&billno[]=7') }).toEqual({
      reportid: ['1', '2'],
      billno: ['7'],
    });
  });

  it('keeps a key given once as its value, decoded', () => {
    expect({ ...readQuery('contnumber=MSKU1234565%2CTGHU0000001&name=a+b') }).toEqual({
      contnumber: 'MSKU1234565,TGHU0000001',
      name: 'a b',
    });
  });

  it('never lets a key reach the object prototype', () => {
    const query = readQuery('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(query)).toBeNull();
    expect(Object.entries(query)).toEqual([
      ['__proto__', 'x'],
      ['constructor', 'y'],
    ]);
  });
});
