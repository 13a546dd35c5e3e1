import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type EstimateSheet, estimatePdf } from './estimatePdf';

const textOf = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/[ \t]+/g, ' ');

/** A JPEG of a dented panel's colours with a darker band across it, as a camera would give. */
const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 150, g: 60, b: 40 } } })
    .composite([
      {
        input: {
          create: { width: 640, height: 90, channels: 3, background: { r: 60, g: 30, b: 20 } },
        },
        top: 200,
        left: 0,
      },
    ])
    .jpeg()
    .toBuffer();

async function sampleSheet(): Promise<EstimateSheet> {
  const jpeg = await photo();
  return {
    company: {
      name: 'Hooghly Marine Surveyors Pvt Ltd',
      address: ['12 Strand Road, Kolkata 700001', 'West Bengal, India'],
      gstin: '19AABCH1234M1Z5',
    },
    estimateNo: 'EOR/26-27/00042',
    estimateDate: '2026-11-21',
    party: {
      name: 'Seahorse Container Lines',
      address: ['4 Hare Street', 'Kolkata 700001'],
      gstin: '19AAACS5678K1ZQ',
    },
    container: { number: 'TGHU1643396', isoCode: '22G1', size: 20 },
    vessel: 'MSC RUBY',
    voyage: 'VOY0042E',
    inspectionDate: '2026-11-20',
    labourRatePaise: 45_000,
    sac: '998719',
    gstRate: 18,
    lines: [
      {
        lineNo: 1,
        location: 'RB5N',
        component: 'PAA Panel assembly',
        damage: 'DT Dent',
        repair: 'IT Insert',
        size: '30 × 20 cm',
        quantity: 1,
        hours: '1.50',
        labourPaise: 67_500,
        materialPaise: 85_025,
        amountPaise: 152_525,
        responsibility: 'U',
        photo: jpeg,
      },
      {
        lineNo: 2,
        location: 'DX1N',
        component: 'DGK Door gasket',
        damage: 'CU Cut',
        repair: 'RP Replace',
        size: '120 cm',
        quantity: 2,
        hours: '0.75',
        labourPaise: 33_750,
        materialPaise: 1_20_00_001,
        amountPaise: 1_20_33_751,
        responsibility: 'T',
        photo: jpeg,
      },
      {
        lineNo: 3,
        location: 'IXXX',
        component: 'FLR Floor',
        damage: '',
        repair: 'WW Water wash',
        size: '',
        quantity: 1,
        hours: '0.25',
        labourPaise: 11_250,
        materialPaise: 0,
        amountPaise: 11_250,
        responsibility: 'O',
        photo: null,
      },
    ],
    totals: {
      labourPaise: 112_500,
      materialPaise: 1_20_85_026,
      taxablePaise: 1_21_97_526,
      cgstPaise: 10_97_777,
      sgstPaise: 10_97_777,
      igstPaise: 0,
      totalPaise: 1_43_93_080,
      ownerPaise: 11_250,
      userPaise: 152_525,
      thirdPartyPaise: 1_20_33_751,
    },
    note: 'Floor to be washed before the door gasket is fitted.',
  };
}

describe('estimatePdf', () => {
  it('prints the letterhead, party, box, every line with its codes and amounts, and the totals', async () => {
    const text = textOf(await estimatePdf.write(await sampleSheet()));
    for (const expected of [
      'Hooghly Marine Surveyors Pvt Ltd',
      'GSTIN: 19AABCH1234M1Z5',
      'ESTIMATE OF REPAIR',
      'EOR/26-27/00042',
      'Seahorse Container Lines',
      'GSTIN: 19AAACS5678K1ZQ',
      'Estimate Date 21/11/2026',
      'Container TGHU1643396',
      "Size / ISO 20' 22G1",
      'Vessel / Voyage MSC RUBY / VOY0042E',
      'Inspected 20/11/2026',
      'Labour rate: ₹ 450.00 per hour',
      'Note: Floor to be washed before the door gasket is fitted.',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    // Each line: No, location, component, damage, repair, size, qty, hours, labour, material,
    // amount, who pays — in that order on its row.
    expect(text).toMatch(
      /1 RB5N PAA Panel assembly DT Dent IT Insert 30 × 20 cm 1 1\.50 675\.00 850\.25 1,525\.25 U/,
    );
    expect(text).toMatch(
      /2 DX1N DGK Door gasket CU Cut RP Replace 120 cm 2 0\.75 337\.50 1,20,000\.01 1,20,337\.51 T/,
    );
    expect(text).toMatch(/3 IXXX FLR Floor WW Water wash 1 0\.25 112\.50 0\.00 112\.50 O/);
    expect(text).toMatch(/3 lines 1,125\.00 1,20,850\.26 1,21,975\.26/);
    for (const total of [
      'Labour 1,125.00',
      'Material 1,20,850.26',
      'Taxable value 1,21,975.26',
      'CGST @ 9% (SAC 998719) 10,977.77',
      'SGST @ 9% (SAC 998719) 10,977.77',
      'Grand total (₹) 1,43,930.80',
      'O Owner 112.50',
      'U User 1,525.25',
      'T Third party 1,20,337.51',
    ])
      expect(text).toContain(total);
    expect(text).not.toContain('IGST');
    expect(text).toContain('Line 1 RB5N PAA DT');
    expect(text).toContain('Line 2 DX1N DGK CU');
    expect(text).not.toContain('Line 3');
  });

  it('embeds each line’s photo once, and charges IGST alone across states', async () => {
    const sheet = await sampleSheet();
    const pdf = await estimatePdf.write({
      ...sheet,
      totals: { ...sheet.totals, cgstPaise: 0, sgstPaise: 0, igstPaise: 21_95_555 },
    });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'estimate-')), 'estimate.pdf');
    writeFileSync(file, pdf);
    const images = execFileSync('pdfimages', ['-list', file])
      .toString('utf8')
      .split('\n')
      .filter((row) => /^\s*\d+\s+\d+\s+image\s/.test(row));
    expect(images).toHaveLength(2);
    for (const row of images) expect(row).toMatch(/\s640\s+480\s.*jpeg/);
    const text = textOf(pdf);
    expect(text).toContain('IGST @ 18% (SAC 998719) 21,955.55');
    expect(text).not.toMatch(/[CS]GST/);
  });
});
