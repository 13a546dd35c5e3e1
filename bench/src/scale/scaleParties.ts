import { gstinCheckCharacter } from '@quaybook/domain';
import { BIG_LINES } from './scalePlan';

/** A party of the seeded company: an applicant billed, the account it is billed for. */
interface ScaleParty {
  /** Its place in the list, from 0: the seed's party index. */
  n: number;
  applicant: string;
  account: string;
  shortName: string;
  city: string;
  stateId: number;
  stateCode: string;
  pan: string;
  gst: string;
  email: string;
}

const LINES = [
  'MSC',
  'Maersk',
  'CMA CGM',
  'ONE',
  'Hapag-Lloyd',
  'COSCO',
  'Evergreen',
  'X-Press Feeders',
  'Yang Ming',
  'HMM',
];
const AGENTS = [
  'Seahorse',
  'Bengal',
  'Eastern',
  'Hooghly',
  'Kalinga',
  'Sagar',
  'Gangotri',
  'Coromandel',
  'Shreyas',
  'Trident',
  'Orient',
  'Delta',
];
const KINDS = ['Shipping Agency', 'Logistics', 'Container Lines', 'Freight Services', 'Marine'];
/** Most parties are billed within West Bengal (CGST + SGST); the rest across states (IGST). */
const STATES = [
  { id: 19, code: '19', city: 'Kolkata' },
  { id: 19, code: '19', city: 'Kolkata' },
  { id: 19, code: '19', city: 'Haldia' },
  { id: 21, code: '21', city: 'Bhubaneswar' },
  { id: 27, code: '27', city: 'Mumbai' },
  { id: 33, code: '33', city: 'Chennai' },
  { id: 7, code: '07', city: 'New Delhi' },
];

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = (n: number) => LETTERS[Math.floor(n) % 26] as string;

/** A PAN of a company ('C' fourth) whose letters and digits follow the party's number. */
function panOf(n: number): string {
  return `${letter(n)}${letter(n / 26)}${letter(n / 676 + 7)}C${letter(n * 7)}${String(
    1000 + (n % 9000),
  ).padStart(4, '0')}${letter(n * 3 + 5)}`;
}

/**
 * The seeded parties: the ten big lines first (each on a tenth of the calls), then agents. Each
 * has a valid PAN and GSTIN of its state, so its bills are taxed as the server would tax them.
 */
export function scaleParties(count: number): ScaleParty[] {
  return Array.from({ length: count }, (_, n) => {
    const state = STATES[n % STATES.length] as (typeof STATES)[number];
    const name =
      n < BIG_LINES
        ? `${LINES[n]} Agency India`
        : `${AGENTS[n % AGENTS.length]} ${KINDS[n % KINDS.length]} ${n}`;
    const account = n < BIG_LINES ? `${LINES[n]}` : `${AGENTS[(n * 5) % AGENTS.length]} Line ${n}`;
    const pan = panOf(n);
    const first14 = `${state.code}${pan}1Z`;
    return {
      n,
      applicant: name,
      account,
      shortName: n < BIG_LINES ? `${LINES[n]?.toUpperCase()}` : `PARTY${n}`,
      city: state.city,
      stateId: state.id,
      stateCode: state.code,
      pan,
      gst: `${first14}${gstinCheckCharacter(first14)}`,
      email: `billing${n}@party${n}.example.com`,
    };
  });
}
