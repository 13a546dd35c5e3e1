import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { customsReportPdf } from './customsReportPdf';

describe('the customs report PDF', () => {
  it('prints the heading, the column titles and each container with its reason', async () => {
    const pdf = await customsReportPdf.write({
      title: 'Mismatch SB with ODeX',
      party: 'Seahorse Shipping / Maersk Line',
      vessel: 'MSC Ruby',
      voyage: '0462W',
      location: 'Haldia Dock',
      fromDate: null,
      toDate: null,
      madeAt: new Date('2026-11-21T09:00:00Z'),
      columns: [
        { header: 'Container', width: 14 },
        { header: 'SB No', width: 10 },
        { header: 'ODeX SB No', width: 10 },
      ],
      reasonHeader: 'Reason',
      rows: [
        {
          cells: ['MSCU1234565', '1234567', '7654321'],
          reason: 'ODeX has SB 7654321 of 10/11/2026, shipping bill 1234567 of 10/11/2026',
        },
      ],
    });
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
    expect(text).toContain('Mismatch SB with ODeX');
    expect(text).toMatch(/Party\s+Seahorse Shipping \/ Maersk Line/);
    expect(text).toMatch(/Location\s+Haldia Dock/);
    expect(text).toMatch(/Container\s+SB No\s+ODeX SB No\s+Reason/);
    expect(text).toMatch(/MSCU1234565\s+1234567\s+7654321\s+ODeX has SB 7654321/);
    expect(text).toContain('page 1 of 1');
    const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString();
    expect(info).toMatch(/Page size:\s+841\.89 x 595\.28/);
  });
});
