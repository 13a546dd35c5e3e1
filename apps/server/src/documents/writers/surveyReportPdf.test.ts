import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type SurveyContainer, type SurveyReport, surveyReportPdf } from './surveyReportPdf';

const textOf = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

const thumbnail = (red: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();

/** A report of `count` containers; every fifth is damaged with two lines and two photos. */
async function sampleReport(count: number): Promise<SurveyReport> {
  const photo = await thumbnail(180);
  const containers: SurveyContainer[] = Array.from({ length: count }, (_, index) => {
    const damaged = index % 5 === 0;
    return {
      number: `MSKU${String(1_000_000 + index).padStart(7, '0')}`,
      size: index % 3 === 0 ? 40 : 20,
      isoCode: index % 3 === 0 ? '45G1' : '22G1',
      typeCode: index % 3 === 0 ? 'HC' : 'GP',
      movement: 'Import Laden',
      date: '2026-11-20',
      time: '1030',
      location: 'Kolkata Dock System',
      seal: `SEAL${index}`,
      condition: damaged ? 'Damage' : 'Sound',
      damages: damaged
        ? [
            {
              side: 'EXT',
              position: 'Left',
              from: '3 Top',
              to: '5 Bottom',
              component: 'Side Panel',
              damage: `Dent ${index}`,
              repair: 'Straighten',
              length: '12.50',
              breadth: '4.00',
              area: '50.00',
              quantity: 1,
            },
            {
              side: 'INT',
              position: 'Rear',
              from: '1 Left',
              to: '',
              component: 'Door Gasket',
              damage: 'Torn',
              repair: 'Replace',
              length: null,
              breadth: null,
              area: null,
              quantity: 2,
            },
          ]
        : [],
      photos: damaged ? [photo, photo] : [],
    };
  });
  return {
    title: 'SURVEY REPORT',
    company: {
      name: 'Hooghly Marine Surveyors Pvt Ltd',
      address: ['12 Strand Road, Kolkata 700001', 'West Bengal, India'],
      gstin: '19AABCH1234M1Z5',
    },
    reportNo: 'SR/26-27/00017',
    reportDate: '2026-11-21',
    reportType: 'Survey',
    applicant: 'Seahorse Shipping',
    account: 'Maersk Line',
    vessel: 'MSC RUBY',
    voyage: 'VOY0042E',
    vcn: 'KOL00012',
    containers,
    printedAt: new Date('2026-11-21T06:30:00Z'),
  };
}

describe('surveyReportPdf', () => {
  it('prints the letterhead, particulars, every container and its damage lines', async () => {
    const report = await sampleReport(6);
    const text = textOf(await surveyReportPdf.write(report));
    for (const expected of [
      'Hooghly Marine Surveyors Pvt Ltd',
      'GSTIN: 19AABCH1234M1Z5',
      'SURVEY REPORT',
      'SR/26-27/00017',
      '21/11/2026',
      'Seahorse Shipping',
      'Maersk Line',
      'MSC RUBY',
      'VOY0042E',
      'KOL00012',
      'Dent 0',
      'Dent 5',
      'Door Gasket',
      '12.50 × 4.00',
      'For Hooghly Marine Surveyors Pvt Ltd',
      'Surveyor',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    for (const box of report.containers) expect(text).toContain(box.number);
    expect(text).toMatch(/MSKU1000001\s+20' GP \(22G1\)/);
  });

  it('spans pages with the table header on each and no container lost', async () => {
    const report = await sampleReport(60);
    const text = textOf(await surveyReportPdf.write(report));
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThan(2);
    for (const [index, page] of pages.entries()) {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      if (page.includes('MSKU')) expect(page).toContain('Container No');
    }
    for (const box of report.containers) expect(text).toContain(box.number);
  });

  it('titles an on-board survey report without a report number', async () => {
    const report = { ...(await sampleReport(1)), title: 'ON-BOARD SURVEY REPORT', reportNo: null };
    const text = textOf(await surveyReportPdf.write(report));
    expect(text).toContain('ON-BOARD SURVEY REPORT');
    expect(text).not.toContain('SR/26-27');
  });
});
