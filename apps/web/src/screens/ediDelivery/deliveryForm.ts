import {
  DELIVERY_MESSAGE_LABELS,
  DELIVERY_MESSAGES,
  type DeliveryChannel,
  type DeliveryFailure,
  type DeliveryMessage,
  type DeliverySchedule,
  type DeliverySettings,
  type DeliverySettingsInput,
  deliverySettingsInput,
  EDI_DELIVERY_MESSAGES,
  keepsSavedSecret,
} from '@quaybook/contract';

/** Which kind of secret signs in to the line's SFTP server. */
export type SecretKind = NonNullable<DeliverySettings['secret']>;

/**
 * A party's delivery settings as the form holds them: every input as typed, the schedule's three
 * numbers kept apart so switching between them loses none, and both secrets blank until typed.
 */
export interface DeliveryForm {
  channel: DeliveryChannel;
  host: string;
  port: string;
  username: string;
  secretkind: SecretKind;
  password: string;
  privatekey: string;
  folder: string;
  inbound_folder: string;
  emails: string;
  messages: DeliveryMessage[];
  schedule: DeliverySchedule['kind'];
  minutes: string;
  hours: string;
  at: string;
  active: boolean;
}

/** The form's fields by label, in its order: the edit-conflict dialog names them so. */
export const FORM_LABELS: Readonly<Record<keyof DeliveryForm, string>> = {
  channel: 'Channel',
  host: 'Host',
  port: 'Port',
  username: 'User',
  secretkind: 'Sign in with',
  password: 'Password',
  privatekey: 'Private key',
  folder: 'Folder',
  inbound_folder: 'Inbound folder',
  emails: 'E-mail addresses',
  messages: 'Messages',
  schedule: 'When',
  minutes: 'Minutes',
  hours: 'Hours',
  at: 'Daily at',
  active: 'Active',
};
export const FORM_KEYS = Object.keys(FORM_LABELS) as (keyof DeliveryForm)[];

/** What a test or a delivery failed at, as the screen names the step. */
export const FAILURE_STEPS: Readonly<Record<DeliveryFailure, string>> = {
  dns: 'finding the host (DNS)',
  refused: 'connecting',
  timeout: 'waiting for the server',
  authentication: 'signing in',
  hostkey: 'checking the host key',
  permission: 'writing in the folder',
  folder: 'finding the folder',
  mail: 'sending the mail',
  secret: 'reading the saved password or key',
  other: 'delivering',
};

const NEW_SETTINGS = {
  minutes: '15',
  hours: '4',
  at: '0800',
};

/** The form for saved settings, or for a party with none yet (SFTP on port 22, active). */
export function formOf(settings: DeliverySettings | null): DeliveryForm {
  const schedule = settings?.schedule;
  return {
    channel: settings?.channel ?? 'sftp',
    host: settings?.host ?? '',
    port: String(settings?.port ?? 22),
    username: settings?.username ?? '',
    secretkind: settings?.secret ?? 'password',
    password: '',
    privatekey: '',
    folder: settings?.folder ?? '',
    inbound_folder: settings?.inbound_folder ?? '',
    emails: settings?.emails.join(', ') ?? '',
    messages: [...(settings?.messages ?? [])],
    schedule: schedule?.kind ?? 'after',
    minutes: schedule?.kind === 'after' ? String(schedule.minutes) : NEW_SETTINGS.minutes,
    hours: schedule?.kind === 'every' ? String(schedule.hours) : NEW_SETTINGS.hours,
    at: schedule?.kind === 'daily' ? schedule.at : NEW_SETTINGS.at,
    active: settings ? settings.active === 1 : true,
  };
}

function scheduleOf(form: DeliveryForm): DeliverySettingsInput['schedule'] {
  switch (form.schedule) {
    case 'after':
      return { kind: 'after', minutes: form.minutes };
    case 'every':
      return { kind: 'every', hours: form.hours };
    case 'daily':
      return { kind: 'daily', at: form.at };
  }
}

/**
 * The settings as the form sends them: the chosen channel's fields only, and a secret only when
 * one is typed, so a blank password or key keeps the one saved. `version` is the one the form
 * opened, for a save.
 */
export function bodyOf(form: DeliveryForm, version?: number): DeliverySettingsInput {
  const secret = form.secretkind === 'password' ? form.password : form.privatekey;
  const channel =
    form.channel === 'sftp'
      ? {
          host: form.host,
          port: form.port,
          username: form.username,
          folder: form.folder,
          inbound_folder: form.inbound_folder,
          ...(secret.trim() === '' ? {} : { [form.secretkind]: secret }),
        }
      : { emails: form.emails };
  return {
    channel: form.channel,
    ...channel,
    messages: form.messages,
    schedule: scheduleOf(form),
    active: form.active ? 1 : 0,
    ...(version === undefined ? {} : { version }),
  };
}

/** The form field a problem of the contract's schema belongs to. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [first, second] = path.map(String);
  return first === 'schedule' && second && second !== 'kind' ? second : (first ?? 'channel');
}

/**
 * What the contract's schema finds wrong with the form, by field, and the secret a first save
 * needs (none saved, or the saved one unreadable); nothing when the settings can be sent. On
 * success, the body with its numbers read (port, minutes, hours) and the time as HHMM.
 */
export function checkForm(
  form: DeliveryForm,
  saved: DeliverySettings | null,
  version?: number,
): { problems: Record<string, string>; body?: DeliverySettingsInput } {
  const body = bodyOf(form, version);
  const problems: Record<string, string> = {};
  const parsed = deliverySettingsInput.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) problems[fieldOf(issue.path)] ??= issue.message;
  const usableSecret = saved?.secret && saved.secretunreadable === 0;
  const typed = 'password' in body || 'privatekey' in body;
  if (form.channel === 'sftp' && !typed) {
    if (!usableSecret) problems[form.secretkind] ??= EDI_DELIVERY_MESSAGES.secretNeeded;
    else if (parsed.success && !keepsSavedSecret(saved, parsed.data))
      problems[form.secretkind] ??= EDI_DELIVERY_MESSAGES.secretAgain;
  }
  if (!parsed.success || Object.keys(problems).length > 0) return { problems };
  const { port, schedule } = parsed.data;
  return {
    problems,
    body: { ...body, ...(form.channel === 'sftp' ? { port } : {}), schedule },
  };
}

/** The messages in the contract's order, with their labels, for the form's boxes. */
export const MESSAGE_CHOICES = DELIVERY_MESSAGES.map((message) => ({
  value: message,
  label: DELIVERY_MESSAGE_LABELS[message],
}));
