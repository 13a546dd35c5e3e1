import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  editedVersion,
  idParam,
  optionalIsoDate,
  optionalText,
  pageInfo,
  pageQuery,
} from './fields';

// EDI that delivers itself: per Link Party, which messages go to the line, over SFTP or e-mail,
// and when; each delivery (one interchange, workbook or PDF) kept in a log with its attempts,
// retried until the line's side accepts it, and its acknowledgement when the line sends one.

/** The messages a line may have delivered, each chosen on its own. */
export const DELIVERY_MESSAGE_LABELS = {
  CODECO: 'CODECO (gate moves)',
  COARRI: 'COARRI (vessel moves)',
  OVA: 'OVA workbook',
  DESTIM: 'DESTIM estimates',
  REPORT: 'Survey report PDF',
} as const;
export type DeliveryMessage = keyof typeof DELIVERY_MESSAGE_LABELS;
export const DELIVERY_MESSAGES = Object.keys(DELIVERY_MESSAGE_LABELS) as [
  DeliveryMessage,
  ...DeliveryMessage[],
];

export const DELIVERY_CHANNEL_LABELS = { sftp: 'SFTP', email: 'E-mail' } as const;
export type DeliveryChannel = keyof typeof DELIVERY_CHANNEL_LABELS;
const CHANNELS = Object.keys(DELIVERY_CHANNEL_LABELS) as [DeliveryChannel, ...DeliveryChannel[]];

/** What a connection test or a delivery failed at, so the message says exactly what to mend. */
export const DELIVERY_FAILURES = [
  'dns',
  'refused',
  'timeout',
  'authentication',
  'hostkey',
  'permission',
  'folder',
  'mail',
  'secret',
  'other',
] as const;
export type DeliveryFailure = (typeof DELIVERY_FAILURES)[number];

/** A delivery's state in the log: waiting for its first attempt, sent, or failing and retried. */
export const DELIVERY_STATE_LABELS = {
  waiting: 'Waiting',
  sent: 'Sent',
  failing: 'Failing, retried',
} as const;
export type DeliveryState = keyof typeof DELIVERY_STATE_LABELS;
const STATES = Object.keys(DELIVERY_STATE_LABELS) as [DeliveryState, ...DeliveryState[]];

export const ACKNOWLEDGEMENT_LABELS = {
  acknowledged: 'Acknowledged',
  rejected: 'Rejected',
} as const;
export type Acknowledgement = keyof typeof ACKNOWLEDGEMENT_LABELS;
const ACKNOWLEDGEMENTS = Object.keys(ACKNOWLEDGEMENT_LABELS) as [
  Acknowledgement,
  ...Acknowledgement[],
];

/** Every minute count, hour count and time a schedule takes. */
export const SCHEDULE_BOUNDS = { minutes: [0, 1440], hours: [1, 168] } as const;

/** Minutes after a failed attempt before the next one: then hourly. */
export const RETRY_MINUTES = [1, 5, 15, 60] as const;
/** A log row names this many of its containers; `containers` counts them all. */
export const DELIVERY_NUMBERS_SHOWN = 20;

export const EDI_DELIVERY_MESSAGES = {
  saved: 'Delivery settings saved.',
  notSetUp: 'No delivery is set up for this party yet.',
  linkPartyNotFound: 'Link Party not found.',
  deliveryNotFound: 'Delivery not found.',
  switchedOff: 'Delivery to this party is switched off: tick Active and save first.',
  hostNeeded: 'Host is required for SFTP.',
  usernameNeeded: 'User is required for SFTP.',
  folderNeeded: 'Folder is required for SFTP.',
  secretNeeded: 'Give the password or the private key.',
  /** A saved secret goes only to the server and user it was given for. */
  secretAgain:
    'Give the password or the private key again: the saved one is used only with the host, port and user it was given for.',
  privateKeyUnfit:
    'The private key must be an OpenSSH or PEM private key (-----BEGIN … PRIVATE KEY-----).',
  emailsNeeded: 'Give at least one e-mail address.',
  emailUnfit: (address: string) => `${address} is not an e-mail address.`,
  messagesNeeded: 'Choose at least one message to send.',
  dailyAt: 'Daily at must be a time as HHMM, like 0930 (IST).',
  minutes: `Minutes must be a whole number from ${SCHEDULE_BOUNDS.minutes[0]} to ${SCHEDULE_BOUNDS.minutes[1]}.`,
  hours: `Hours must be a whole number from ${SCHEDULE_BOUNDS.hours[0]} to ${SCHEDULE_BOUNDS.hours[1]}.`,
  port: 'Port must be a whole number from 1 to 65535.',
  /** The saved secret was sealed with another key (a backup restored on another server). */
  secretUnreadable:
    'The saved password or private key cannot be read with this server’s key: enter it again.',
  testPassed: (where: string) => `Connected: wrote and removed a test file in ${where}.`,
  mailTestPassed: (addresses: readonly string[]) =>
    `The mail server accepted a test mail to ${addresses.join(', ')}.`,
  failures: {
    dns: (host: string) => `The host ${host} was not found (DNS).`,
    refused: (host: string, port: number) => `${host}:${port} refused the connection.`,
    timeout: (host: string, port: number) => `${host}:${port} did not answer in time.`,
    authentication: (user: string) =>
      `The server refused to sign in ${user}: check the user and the password or private key.`,
    hostkey: (host: string) =>
      `${host} answered with another host key than before: if the line moved its server, save its settings again to trust the new key.`,
    permission: (folder: string) => `Signed in, but not allowed to write in ${folder}.`,
    folder: (folder: string) => `The folder ${folder} does not exist on the server.`,
    mail: (detail: string) => `The mail was not sent: ${detail}`,
    other: (detail: string) => `The delivery failed: ${detail}`,
  },
  nothingDue: 'Nothing is due for this party.',
  ran: (sent: number, failing: number) =>
    `${sent} ${sent === 1 ? 'delivery' : 'deliveries'} sent${
      failing ? `; ${failing} failed and will be retried (see the Delivery Log)` : ''
    }.`,
  resent: 'Sent again.',
  beingSent: 'The server is sending this delivery right now: look again in a minute.',
  resendFailed: (detail: string) => `Not sent again: ${detail}`,
} as const;

const whole = (message: string, [least, most]: readonly [number, number]) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(least, message).max(most, message),
  );

/** When a party's due messages go: N minutes after the event, every N hours, or daily (IST). */
export const deliverySchedule = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('after'),
      minutes: whole(EDI_DELIVERY_MESSAGES.minutes, SCHEDULE_BOUNDS.minutes),
    }),
    z.object({
      kind: z.literal('every'),
      hours: whole(EDI_DELIVERY_MESSAGES.hours, SCHEDULE_BOUNDS.hours),
    }),
    z.object({
      kind: z.literal('daily'),
      at: z
        .string({ error: EDI_DELIVERY_MESSAGES.dailyAt })
        .trim()
        .transform((at) => at.replace(':', ''))
        .refine((at) => /^([01]\d|2[0-3])[0-5]\d$/.test(at), EDI_DELIVERY_MESSAGES.dailyAt),
    }),
  ],
  { error: 'Schedule must be after minutes, every hours or daily at a time.' },
);
export type DeliverySchedule = z.output<typeof deliverySchedule>;

/** Addresses as a list or as one text separated by commas, semicolons or spaces. */
const emailList = z
  .preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(/[\s,;]+/)
            .map((address) => address.trim())
            .filter(Boolean)
        : (value ?? []),
    z.array(z.string().trim().max(150), { error: 'E-mails must be a list of addresses.' }).max(20),
  )
  .superRefine((addresses, context) => {
    for (const address of addresses)
      if (!z.email().safeParse(address).success)
        context.addIssue({ code: 'custom', message: EDI_DELIVERY_MESSAGES.emailUnfit(address) });
  });

/**
 * Whether a saved SFTP secret may go with these settings: only to the host, port and user it was
 * given for, so that changing the server cannot send the saved password to another one.
 */
export const keepsSavedSecret = (
  saved: { host: string | null; port: number; username: string | null } | null | undefined,
  next: { host: string | null; port: number; username: string | null },
) =>
  saved != null &&
  saved.host === next.host &&
  saved.port === next.port &&
  saved.username === next.username;

const PRIVATE_KEY = /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+-----END [A-Z ]*PRIVATE KEY-----/;

/**
 * A party's delivery settings as the screen and a client send them. `password` and `privatekey`
 * are written only: left out or blank, the secret saved before stays; a new one of either kind
 * replaces the other.
 */
export const deliverySettingsInput = z
  .object({
    channel: z.enum(CHANNELS, { error: 'Channel must be sftp or email.' }),
    host: optionalText('Host', 255),
    port: z
      .preprocess(
        (value) =>
          value === undefined || value === null || value === ''
            ? 22
            : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
              ? Number(value)
              : value,
        z
          .number({ error: EDI_DELIVERY_MESSAGES.port })
          .int(EDI_DELIVERY_MESSAGES.port)
          .min(1, EDI_DELIVERY_MESSAGES.port)
          .max(65535, EDI_DELIVERY_MESSAGES.port),
      )
      .optional()
      .transform((port) => port ?? 22),
    username: optionalText('User', 100),
    password: optionalText('Password', 500),
    privatekey: optionalText('Private key', 20_000).refine(
      (key) => key === null || PRIVATE_KEY.test(key),
      EDI_DELIVERY_MESSAGES.privateKeyUnfit,
    ),
    folder: optionalText('Folder', 255),
    inbound_folder: optionalText('Inbound folder', 255),
    emails: emailList.optional().transform((emails) => emails ?? []),
    messages: z
      .array(z.enum(DELIVERY_MESSAGES, { error: 'Unknown message.' }), {
        error: EDI_DELIVERY_MESSAGES.messagesNeeded,
      })
      .min(1, EDI_DELIVERY_MESSAGES.messagesNeeded)
      .transform((messages) => DELIVERY_MESSAGES.filter((message) => messages.includes(message))),
    schedule: deliverySchedule,
    active: z
      .union([z.literal(0), z.literal(1)], { error: 'Active must be 1 or 0.' })
      .optional()
      .transform((active) => active ?? 1),
    ...editedVersion,
  })
  .superRefine((input, context) => {
    const need = (ok: unknown, path: string, message: string) => {
      if (!ok) context.addIssue({ code: 'custom', path: [path], message });
    };
    if (input.channel === 'sftp') {
      need(input.host, 'host', EDI_DELIVERY_MESSAGES.hostNeeded);
      need(input.username, 'username', EDI_DELIVERY_MESSAGES.usernameNeeded);
      need(input.folder, 'folder', EDI_DELIVERY_MESSAGES.folderNeeded);
    } else need(input.emails.length > 0, 'emails', EDI_DELIVERY_MESSAGES.emailsNeeded);
  });
export type DeliverySettingsInput = z.input<typeof deliverySettingsInput>;
export type DeliverySettingsValues = z.output<typeof deliverySettingsInput>;

/** A party's delivery settings as answered: which secret is saved, never the secret itself. */
export const deliverySettings = z.object({
  linkpartyid: z.number().int(),
  shortname: z.string(),
  channel: z.enum(CHANNELS),
  host: z.string().nullable(),
  port: z.number().int(),
  username: z.string().nullable(),
  /** Which secret is saved for SFTP: its value is never answered. */
  secret: z.enum(['password', 'privatekey']).nullable(),
  /** 1 when the saved secret cannot be read with this server's key (enter it again). */
  secretunreadable: z.union([z.literal(0), z.literal(1)]),
  folder: z.string().nullable(),
  inbound_folder: z.string().nullable(),
  emails: z.array(z.string()),
  messages: z.array(z.enum(DELIVERY_MESSAGES)),
  schedule: deliverySchedule,
  active: z.union([z.literal(0), z.literal(1)]),
  /** ISO timestamp of the last scheduled run, if any. */
  lastrunat: z.string().nullable(),
  version: z.number().int(),
  last_modified_by_name: z.string().nullable(),
  ModiDate: z.string().nullable(),
});
export type DeliverySettings = z.infer<typeof deliverySettings>;

/** What a connection test found: passed, or the step that failed and why. */
export const deliveryTest = z.object({
  passed: z.union([z.literal(0), z.literal(1)]),
  failure: z.enum(DELIVERY_FAILURES).nullable(),
});
export type DeliveryTest = z.infer<typeof deliveryTest>;

export const linkPartyParams = z.object({ linkpartyid: idParam('Link Party') });
export const deliveryParams = z.object({ deliveryid: idParam('Delivery') });

/** One delivery as the log shows it. */
export const deliveryRow = z.object({
  id: z.number().int(),
  linkpartyid: z.number().int(),
  shortname: z.string(),
  message: z.enum(DELIVERY_MESSAGES),
  /** The interchange's control reference (UNB 0020); none for a workbook or a PDF. */
  reference: z.string().nullable(),
  containers: z.number().int(),
  /** The numbers of the containers it holds, in order: the first DELIVERY_NUMBERS_SHOWN. */
  containernos: z.array(z.string()),
  channel: z.enum(CHANNELS),
  /** The folder or the addresses it goes to. */
  destination: z.string(),
  /** The document's name, for GET /document/{filename}, and what it is saved as. */
  filename: z.string(),
  downloadname: z.string(),
  state: z.enum(STATES),
  attempts: z.number().int(),
  lasterror: z.string().nullable(),
  /** ISO timestamps. */
  nextattemptat: z.string().nullable(),
  sentat: z.string().nullable(),
  acknowledgement: z.enum(ACKNOWLEDGEMENTS).nullable(),
  acknowledgementdetail: z.string().nullable(),
  createdat: z.string(),
});
export type DeliveryRow = z.infer<typeof deliveryRow>;

/** The log's filters: a party, a message, a state, a period; always a page at a time. */
export const deliveryLogQuery = pageQuery.extend({
  linkpartyid: z.preprocess(
    (value) => (value === '' || value === '0' || value === 0 ? undefined : value),
    idParam('Link Party').optional(),
  ),
  message: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(DELIVERY_MESSAGES, { error: 'Unknown message.' }).optional(),
  ),
  state: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(STATES, { error: 'Unknown state.' }).optional(),
  ),
  fromdate: optionalIsoDate('From date'),
  todate: optionalIsoDate('To date'),
});
export type DeliveryLogQuery = z.input<typeof deliveryLogQuery>;
export type DeliveryLogFilters = z.output<typeof deliveryLogQuery>;

/** What a run made and sent. */
export const deliveryRun = z.object({
  sent: z.number().int(),
  failing: z.number().int(),
  deliveries: z.array(deliveryRow),
});
export type DeliveryRun = z.infer<typeof deliveryRun>;

export const ediDelivery = {
  messages: EDI_DELIVERY_MESSAGES,
  endpoints: {
    /** A Link Party's delivery settings in item 2; null when none are set up. */
    settings: endpoint({
      method: 'GET',
      path: '/edi_delivery/{linkpartyid}',
      access: 'admin',
      params: linkPartyParams,
      data: deliverySettings.nullable(),
    }),
    /** Saves them (a stale `version` is refused); answers them as saved. */
    update: endpoint({
      method: 'PUT',
      path: '/update_edi_delivery/{linkpartyid}',
      access: 'admin',
      params: linkPartyParams,
      body: deliverySettingsInput,
      data: deliverySettings,
    }),
    /**
     * Connects with the settings sent (the saved secret where none is given), or the saved ones
     * without a body; writes and removes a test file (SFTP) or sends a test mail. Item 2 says
     * whether it passed and what failed; the message says it in words.
     */
    test: endpoint({
      method: 'POST',
      path: '/test_edi_delivery/{linkpartyid}',
      access: 'admin',
      params: linkPartyParams,
      body: deliverySettingsInput.optional(),
      data: deliveryTest,
    }),
    /** Sends what is due for the party now, without waiting for its schedule. */
    run: endpoint({
      method: 'POST',
      path: '/run_edi_delivery/{linkpartyid}',
      params: linkPartyParams,
      data: deliveryRun,
    }),
    /** The Delivery Log, newest first: rows in item 2, the page in item 3. */
    log: endpoint({
      method: 'GET',
      path: '/edi_delivery_log',
      query: deliveryLogQuery,
      data: z.array(deliveryRow),
      extra: pageInfo,
    }),
    /** Sends a delivery's file again by hand: the same file, the same control reference. */
    resend: endpoint({
      method: 'POST',
      path: '/resend_edi_delivery/{deliveryid}',
      params: deliveryParams,
      data: deliveryRow,
    }),
  },
} as const;
