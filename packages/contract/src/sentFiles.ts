import { z } from 'zod';
import { endpoint } from './endpoint';
import { digitsOrNumber, listQuery, optionalId, optionalIsoDate } from './fields';

// The files Quaybook generated for parties (EDI interchanges, report workbooks, COPRARs) and the
// mails it sent them with (002 §2.3's report screens; the lists themselves are not in the spec).

/** What a sent file is, as the Sent files list names it. */
export const SENT_FILE_LABELS = {
  edi: 'EDI',
  'edi-excel': 'EDI Excel',
  'codeco-coarri': 'Codeco Coarri',
  ova: 'OVA Report',
  'general-excel': 'General Excel',
  zircon: 'Zircon Tally Sheet',
  coprar: 'COPRAR',
  destim: 'DESTIM Estimate',
} as const;
export type SentFileKindName = keyof typeof SENT_FILE_LABELS;
const KINDS = Object.keys(SENT_FILE_LABELS) as [SentFileKindName, ...SentFileKindName[]];

/**
 * Each kind by a code, for filter bars that choose from a fixed list by code: 1 EDI, 2 EDI
 * Excel, … in the order of SENT_FILE_LABELS.
 */
export const SENT_FILE_KIND_CODES = KINDS.map((kind, index) => ({
  value: index + 1,
  kind,
  label: SENT_FILE_LABELS[kind],
}));

const kindOfCode = (value: unknown) => {
  const code = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof code === 'number' ? (KINDS[code - 1] ?? value) : value;
};

export const SENT_FILE_MESSAGES = {
  nothingFound: 'No files found.',
  noMails: 'No mails found.',
} as const;

/** A party's (or every party's) files or mails of a period, a page at a time. */
export const sentFilesQuery = listQuery.pick({ page: true, pageSize: true }).extend({
  applicant: z.preprocess(digitsOrNumber, optionalId('Applicant')),
  account: z.preprocess(digitsOrNumber, optionalId('Account')),
  /** A kind by its name ('edi') or its code (SENT_FILE_KIND_CODES). */
  kind: z.preprocess(
    kindOfCode,
    z
      .union([z.enum(KINDS), z.literal('')], { error: 'Unknown kind of file.' })
      .optional()
      .transform((kind) => (kind ? kind : null)),
  ),
  fromdate: optionalIsoDate('From date'),
  todate: optionalIsoDate('To date'),
});
export type SentFilesQuery = z.input<typeof sentFilesQuery>;

export const sentFileRow = z.object({
  id: z.number().int(),
  kind: z.enum(KINDS),
  /** The document's name, for GET /document/{filename}. */
  filename: z.string(),
  /** What the file is saved as. */
  downloadname: z.string(),
  applicantname: z.string().nullable(),
  accountname: z.string().nullable(),
  containers: z.number().int(),
  createdby: z.string().nullable(),
  /** ISO timestamp. */
  createdat: z.string(),
});
export type SentFileRow = z.infer<typeof sentFileRow>;

export const MAIL_OUTCOME_LABELS = {
  sent: 'Sent',
  failed: 'Failed',
  'not-configured': 'Mail not configured',
} as const;
const OUTCOMES = Object.keys(MAIL_OUTCOME_LABELS) as [
  keyof typeof MAIL_OUTCOME_LABELS,
  ...(keyof typeof MAIL_OUTCOME_LABELS)[],
];

export const sentMailRow = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  outcome: z.enum(OUTCOMES),
  /** The mail server's refusal, or why nothing was sent. */
  detail: z.string().nullable(),
  filename: z.string(),
  downloadname: z.string(),
  applicantname: z.string().nullable(),
  accountname: z.string().nullable(),
  containers: z.number().int(),
  sentby: z.string().nullable(),
  sentat: z.string(),
});
export type SentMailRow = z.infer<typeof sentMailRow>;

export const sentFiles = {
  messages: SENT_FILE_MESSAGES,
  endpoints: {
    /** Sent files, newest first: rows in item 2, the page in item 3; downloads by /document. */
    list: endpoint({
      method: 'GET',
      path: '/sent_files',
      line: { parties: { applicant: 'applicant', account: 'account' } },
      query: sentFilesQuery,
      data: z.array(sentFileRow),
    }),
    /** Every e-mail sent with a file, newest first, with its outcome; the page in item 3. */
    mails: endpoint({
      method: 'GET',
      path: '/sent_mails',
      query: sentFilesQuery,
      data: z.array(sentMailRow),
    }),
  },
} as const;
