import type { LocationKind } from '../../schema/places';

/** The docks (master locations) keep the ids the spec names. */
export const DOCKS = { kolkata: 618, haldia: 210, paradip: 628 } as const;
/** The pseudo-location 'Party': the customer's own premises. */
export const PARTY_LOCATION = 4000;

interface LocationSeed {
  id: number;
  name: string;
  shortName: string;
  kind: LocationKind;
  isYard?: boolean;
  locationCode?: string;
}

export const LOCATIONS: readonly LocationSeed[] = [
  { id: DOCKS.kolkata, name: 'Kolkata', shortName: 'KDS', kind: 'dock', locationCode: 'INCCU1' },
  { id: DOCKS.haldia, name: 'Haldia', shortName: 'HDC', kind: 'dock', locationCode: 'INHAL1' },
  { id: DOCKS.paradip, name: 'Paradip', shortName: 'PPT', kind: 'dock', locationCode: 'INPRT1' },
  { id: PARTY_LOCATION, name: 'Party', shortName: 'PARTY', kind: 'party' },
  {
    id: 1,
    name: 'Netaji Subhas Dock Yard',
    shortName: 'NSD',
    kind: 'yard',
    isYard: true,
    locationCode: 'INCCU1',
  },
  {
    id: 2,
    name: 'Kidderpore Dock Yard',
    shortName: 'KPD',
    kind: 'yard',
    isYard: true,
    locationCode: 'INCCU1',
  },
  {
    id: 3,
    name: 'Garden Reach Empty Yard',
    shortName: 'GRY',
    kind: 'yard',
    isYard: true,
    locationCode: 'INCCU1',
  },
  {
    id: 4,
    name: 'Haldia Dock Container Yard',
    shortName: 'HCY',
    kind: 'yard',
    isYard: true,
    locationCode: 'INHAL1',
  },
  {
    id: 5,
    name: 'Haldia Berth 12 Yard',
    shortName: 'HB12',
    kind: 'yard',
    isYard: true,
    locationCode: 'INHAL1',
  },
  {
    id: 6,
    name: 'PICT Container Yard',
    shortName: 'PICT',
    kind: 'yard',
    isYard: true,
    locationCode: 'INPRT1',
  },
  {
    id: 7,
    name: 'Paradip Empty Yard',
    shortName: 'PEY',
    kind: 'yard',
    isYard: true,
    locationCode: 'INPRT1',
  },
  { id: 8, name: 'Sankrail Empty Yard', shortName: 'SKY', kind: 'yard', isYard: true },
  {
    id: 20,
    name: 'CONCOR CFS Kolkata',
    shortName: 'CONCOR-K',
    kind: 'cfs',
    locationCode: 'INCCU1',
  },
  {
    id: 21,
    name: 'Balmer Lawrie CFS Kolkata',
    shortName: 'BLCFS',
    kind: 'cfs',
    locationCode: 'INCCU1',
  },
  { id: 22, name: 'Allcargo CFS Kolkata', shortName: 'ACCFS', kind: 'cfs', locationCode: 'INCCU1' },
  { id: 23, name: 'Sical CFS Haldia', shortName: 'SICAL-H', kind: 'cfs', locationCode: 'INHAL1' },
  { id: 24, name: 'Haldia Dock CFS', shortName: 'HDCFS', kind: 'cfs', locationCode: 'INHAL1' },
  { id: 25, name: 'Paradip CFS', shortName: 'PCFS', kind: 'cfs', locationCode: 'INPRT1' },
  {
    id: 26,
    name: 'ICD Kolkata (Cossipore)',
    shortName: 'ICD-K',
    kind: 'cfs',
    locationCode: 'INCOK6',
  },
];
