import { describe, expect, it } from 'vitest';
import {
  COPRAR_IDENTIFIER,
  type ContainerOrder,
  coprarSegments,
  type OrderedContainer,
} from './coprar';
import { segmentText } from './syntax';

// The loading order at Paradip with its VGM, of domain.md §2.7: from the line to the terminal
// (NAD MS and MR), the VGM with when it was obtained (DTM 798) and who answers for it (NAD SPC).
const loading: ContainerOrder = {
  kind: 'load',
  documentNo: 'LO20250412001',
  reference: { qualifier: 'XXX', value: '1' },
  vessel: { voyage: '043W', carrier: 'LINE', callSign: '9V1234', vesselName: 'Sample Voyager' },
  port: 'INPRT',
  terminal: 'PPT',
  expectedAt: '202504150600',
  sender: 'LINE',
  recipient: 'PPT',
  carrier: 'LINE',
  containers: [
    {
      container: 'ABCU1234560',
      isoCode: '22G1',
      status: 'export',
      full: true,
      booking: 'BKG7788123',
      verifiedAt: '202504141530',
      verifiedBy: 'Odisha Granite Exports',
      portOfDischarge: 'LKCMB',
      finalDestination: 'LKCMB',
      verifiedGrossKg: 18420,
      seal: { number: 'SH998877', issuer: 'SH' },
      goods: 'Granite slabs',
      containerOperator: 'LINE',
    },
  ],
};

describe('COPRAR', () => {
  it('writes the worked loading order of domain.md §2.7 segment for segment', () => {
    expect(COPRAR_IDENTIFIER.join(':')).toBe('COPRAR:D:95B:UN:SMDG16');
    expect(coprarSegments(loading).map(segmentText)).toEqual([
      "BGM+45+LO20250412001+9'",
      "RFF+XXX:1'",
      "TDT+20+043W+1++LINE:172:20+++9V1234:103::SAMPLE VOYAGER'",
      "LOC+9+INPRT:139:6+PPT:TER:ZZZ'",
      "DTM+133:202504150600:203'",
      "NAD+MS+LINE:160:ZZZ'",
      "NAD+MR+PPT:160:ZZZ'",
      "NAD+CA+LINE:160:20'",
      "EQD+CN+ABCU1234560+22G1:102:5++2+5'",
      "RFF+BN:BKG7788123'",
      "DTM+798:202504141530:203'",
      "LOC+11+LKCMB:139:6'",
      "LOC+7+LKCMB:139:6'",
      "MEA+AAE+VGM+KGM:18420'",
      "SEL+SH998877+SH'",
      "FTX+AAA+++GRANITE SLABS'",
      "NAD+SPC+++ODISHA GRANITE EXPORTS'",
      "CNT+16:1'",
    ]);
  });

  it('names a transhipped container’s onward port (LOC 83) between discharge and delivery', () => {
    const [box] = loading.containers as [OrderedContainer];
    const texts = coprarSegments({
      ...loading,
      containers: [
        {
          ...box,
          portOfDischarge: 'LKCMB',
          onCarriageTo: 'SGSIN',
          finalDestination: 'AEJEA',
          verifiedAt: '20250414',
          verifiedBy: null,
        },
      ],
    }).map(segmentText);
    expect(texts.filter((text) => /^(LOC\+(11|83|7)\+|DTM\+798|NAD)/.test(text))).toEqual([
      "NAD+MS+LINE:160:ZZZ'",
      "NAD+MR+PPT:160:ZZZ'",
      "NAD+CA+LINE:160:20'",
      "DTM+798:20250414:102'",
      "LOC+11+LKCMB:139:6'",
      "LOC+83+SGSIN:139:6'",
      "LOC+7+AEJEA:139:6'",
      // Without a VGM party, the group's one NAD names the container operator.
      "NAD+CF+LINE:160:20'",
    ]);
  });

  it('splits a long VGM party name into components of 35 characters', () => {
    const [box] = loading.containers as [OrderedContainer];
    const name = 'Hindustan Granite and Marble Exports Private Limited';
    const texts = coprarSegments({ ...loading, containers: [{ ...box, verifiedBy: name }] }).map(
      segmentText,
    );
    expect(texts).toContain("NAD+SPC+++HINDUSTAN GRANITE AND MARBLE EXPORT:S PRIVATE LIMITED'");
  });

  it('orders a discharge as BGM 43 with the estimated arrival at the port of discharge', () => {
    const texts = coprarSegments({ ...loading, kind: 'discharge', port: 'INHAL' }).map(segmentText);
    expect(texts.slice(0, 5)).toEqual([
      "BGM+43+LO20250412001+9'",
      "RFF+XXX:1'",
      "TDT+20+043W+1++LINE:172:20+++9V1234:103::SAMPLE VOYAGER'",
      "LOC+11+INHAL:139:6+PPT:TER:ZZZ'",
      "DTM+132:202504150600:203'",
    ]);
  });

  it('refuses an order of no containers', () => {
    expect(() => coprarSegments({ ...loading, containers: [] })).toThrow('at least one container');
  });
});
