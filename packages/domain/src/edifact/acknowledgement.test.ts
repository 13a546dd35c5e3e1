import { describe, expect, it } from 'vitest';
import { readAcknowledgement } from './acknowledgement';
import { CODECO_IDENTIFIER, codecoSegments } from './codeco';
import { interchangeReferences } from './references';
import { interchangeText } from './syntax';

// What a line puts in its inbound folder after our interchange 000000017 of two CODECO messages.
const ours = interchangeReferences(17, 2);
const [first, second] = ours.messageReferences as [string, string];

/** An interchange from the line holding `body`, one segment a line, with or without UNA. */
const fromLine = (body: string[], { una = true } = {}) =>
  [
    ...(una ? ["UNA:+.? '"] : []),
    "UNB+UNOA:2+LINE+DEPOTKOL+261128:1200+LN0000451'",
    ...body,
    "UNZ+1+LN0000451'",
  ].join('\n');

const contrl = (...segments: string[]) =>
  fromLine(["UNH+1+CONTRL:D:3:UN'", ...segments, `UNT+${segments.length + 2}+1'`]);

const aperak = (...segments: string[]) => [
  "UNH+1+APERAK:D:95B:UN'",
  ...segments,
  `UNT+${segments.length + 2}+1'`,
];

describe('a CONTRL read', () => {
  it('accepts an interchange acknowledged at its level and names it', () => {
    expect(readAcknowledgement(contrl(`UCI+${ours.controlReference}+DEPOTKOL+LINE+7'`))).toEqual({
      kind: 'CONTRL',
      interchange: '000000017',
      messages: [],
      accepted: true,
      detail: 'Interchange 000000017 acknowledged',
    });
  });

  it('takes a receipt (action 8) as no rejection, and says it was received', () => {
    const read = readAcknowledgement(contrl("UCI+000000017+DEPOTKOL+LINE+8'"));
    expect(read).toMatchObject({ accepted: true, detail: 'Interchange 000000017 received' });
  });

  it('rejects an interchange rejected at its level, with the error and the segment at fault', () => {
    expect(readAcknowledgement(contrl("UCI+000000017+DEPOTKOL+LINE+4+12+UNB'"))).toEqual({
      kind: 'CONTRL',
      interchange: '000000017',
      messages: [],
      accepted: false,
      detail: 'Interchange 000000017 rejected: invalid value (12) in UNB',
    });
  });

  it('rejects when one message is rejected, naming each message and where it failed', () => {
    const read = readAcknowledgement(
      contrl(
        "UCI+000000017+DEPOTKOL+LINE+7'",
        `UCM+${first}+CODECO:D:95B:UN:SMDG16+7'`,
        `UCM+${second}+CODECO:D:95B:UN:SMDG16+4'`,
        "UCS+5+13'",
        "UCS+9'",
        "UCD+12+3:1'",
      ),
    );
    expect(read).toEqual({
      kind: 'CONTRL',
      interchange: '000000017',
      messages: ['000000017001', '000000017002'],
      accepted: false,
      detail:
        'Interchange 000000017 acknowledged. Message 000000017001 acknowledged. ' +
        'Message 000000017002 rejected: missing (13) at segment 5, error at segment 9, ' +
        'invalid value (12) in element 3.1',
    });
  });

  it('keeps errors reported with an accepted message without calling it rejected', () => {
    const read = readAcknowledgement(
      contrl("UCI+000000017+DEPOTKOL+LINE+7'", `UCM+${first}+CODECO:D:95B:UN+2+99'`),
    );
    expect(read).toMatchObject({
      accepted: true,
      messages: [first],
      detail: `Interchange 000000017 acknowledged. Message ${first} acknowledged, errors reported: error (99)`,
    });
  });

  it('reads the same without UNA, and with the separators another UNA announces', () => {
    const plain = readAcknowledgement(
      fromLine(["UNH+1+CONTRL:D:3:UN'", "UCI+000000017+DEPOTKOL+LINE+4+26'", "UNT+3+1'"], {
        una: false,
      }),
    );
    const own = readAcknowledgement(
      '\uFEFF\r\nUNA|*.# ~\r\nUNB*UNOA|2*LINE*DEPOTKOL*261128|1200*LN1~\r\nUNH*1*CONTRL|D|3|UN~\r\n' +
        'UCI*000000017*DEPOTKOL*LINE*4*26~\r\nUNT*3*1~\r\nUNZ*1*LN1~\r\n',
    );
    const expected = {
      kind: 'CONTRL',
      interchange: '000000017',
      accepted: false,
      detail: 'Interchange 000000017 rejected: duplicate detected (26)',
    };
    expect(plain).toMatchObject(expected);
    expect(own).toMatchObject(expected);
  });
});

describe('an APERAK read', () => {
  it('accepts a message accepted without amendment, naming it by its document number', () => {
    expect(
      readAcknowledgement(
        fromLine(
          aperak(
            "BGM+305+AK0001+29'",
            "DTM+137:202611281200:203'",
            `RFF+ACW:${first}'`,
            "DTM+171:202611281155:203'",
          ),
        ),
      ),
    ).toEqual({
      kind: 'APERAK',
      interchange: null,
      messages: ['000000017001'],
      accepted: true,
      detail: 'Accepted without amendment',
    });
  });

  it('accepts an answer without a verdict or an error: the message reached the application', () => {
    const read = readAcknowledgement(
      fromLine(aperak("BGM+305+AK0001+9'", `RFF+AGO:${first}'`, "FTX+AAI+++PROCESSED'")),
    );
    expect(read).toMatchObject({
      accepted: true,
      messages: [first],
      detail: 'Accepted: PROCESSED',
    });
  });

  it('rejects with each error code and its text, released characters read literally', () => {
    const read = readAcknowledgement(
      fromLine(
        [
          "UNH+1+APERAK:D:00B:UN'",
          "BGM+305+AK0002+27'",
          `DOC+34+${second}'`,
          `RFF+ACW:${second}'`,
          "RFF+BN:BKG7788123'",
          "ERC+45'",
          "FTX+AAO+++CONTAINER TGHU1643396 UNKNOWN TO O?'NEIL?+CO'",
          "RFF+CN:TGHU1643396'",
          "ERC+12::ZZZ'",
          "FTX+AAO+++GATE TIME IN THE FUTURE:CHECK DTM?:203'",
          "UNT+10+1'",
        ],
        { una: false },
      ),
    );
    expect(read).toEqual({
      kind: 'APERAK',
      interchange: null,
      // The container RFF belongs to the error, the booking is not a message.
      messages: ['000000017002'],
      accepted: false,
      detail:
        "Not accepted: error 45: CONTAINER TGHU1643396 UNKNOWN TO O'NEIL+CO; " +
        'error 12: GATE TIME IN THE FUTURE CHECK DTM:203',
    });
  });

  it('takes an error without a verdict, or a rejecting response type, as a rejection', () => {
    expect(
      readAcknowledgement(fromLine(aperak("BGM+305+AK3+9'", `RFF+ACW:${first}'`, "ERC+13'"))),
    ).toMatchObject({ accepted: false, detail: 'Rejected: error 13' });
    expect(
      readAcknowledgement(fromLine(aperak("BGM+305+AK4+11+RE'", `RFF+ACW:${first}'`))),
    ).toMatchObject({ accepted: false, detail: 'Rejected' });
  });

  it('reads every APERAK of an interchange: one rejection rejects the answer', () => {
    const read = readAcknowledgement(
      fromLine([
        ...aperak("BGM+305+AK5+29'", `RFF+ACW:${first}'`),
        ...aperak("BGM+305+AK6+27'", `RFF+ACW:${second}'`, "ERC+99'"),
      ]),
    );
    expect(read).toMatchObject({
      accepted: false,
      messages: [first, second],
      detail: 'Accepted without amendment. Not accepted: error 99',
    });
  });

  it('keeps the detail short whatever the line writes', () => {
    const errors = Array.from({ length: 40 }, (_, n) => [
      `ERC+${n}'`,
      `FTX+AAO+++${'A LONG EXPLANATION '.repeat(3)}'`,
    ]).flat();
    const read = readAcknowledgement(fromLine(aperak("BGM+305+AK7+27'", ...errors)));
    expect(read?.detail.length).toBeLessThanOrEqual(300);
    expect(read?.detail).toMatch(/^Not accepted: error 0: A LONG EXPLANATION.*…$/);
  });
});

describe('a file that is not an acknowledgement', () => {
  it('is null when it is not EDIFACT at all, and reading it never throws', () => {
    for (const text of [
      '',
      '   \n',
      'hello world',
      '{"status":"ok"}',
      '%PDF-1.4\n%\u00e2\u00e3\n1 0 obj',
      "UNA:+.? '",
      'UNH+1+CONTRL:D:3:UN',
      "????'''+++:::",
      String.fromCharCode(...Array.from({ length: 256 }, (_, n) => n)),
    ])
      expect(readAcknowledgement(text)).toBeNull();
  });

  it('is null for one of our own interchanges, a CODECO', () => {
    const codeco = interchangeText({
      syntax: ['UNOA', 2],
      sender: 'DEPOTKOL',
      recipient: 'LINE',
      prepared: { date: '261128', time: '1036' },
      controlReference: ours.controlReference,
      messages: [
        {
          reference: first,
          identifier: CODECO_IDENTIFIER,
          segments: codecoSegments({
            direction: 'in',
            documentNo: first,
            sender: 'DEPOTKOL',
            recipient: 'LINE',
            moves: [
              {
                container: 'TGHU1643396',
                isoCode: '22G1',
                status: 'import',
                full: false,
                at: '202611281035',
                depot: { locode: 'INCCU', code: 'DEPOTKOL' },
              },
            ],
          }),
        },
      ],
    });
    expect(readAcknowledgement(codeco)).toBeNull();
  });
});
