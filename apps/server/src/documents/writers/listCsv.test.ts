import { parseCsv } from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import { listCsv } from './listCsv';

describe('listCsv', () => {
  it('writes the header and rows as UTF-8 CSV that reads back to the same cells', async () => {
    const table = {
      title: 'Container List',
      header: ['Container Number', 'Type', 'SOC'],
      rows: [
        ['MSCU1234565', "40' General Purpose, high cube", 'No'],
        ['TGHU0000001', 'Reefer "cold"', 'Yes'],
      ],
    };
    const bytes = await listCsv.write(table);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(parseCsv(bytes.toString('utf8'))).toEqual([table.header, ...table.rows]);
  });
});
