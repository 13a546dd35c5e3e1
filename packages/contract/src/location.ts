import { storedCode } from '@quaybook/domain';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { masterEntity, referenceList, withEndpoints } from './entity';
import { auditFields, optionalText, requiredText } from './fields';

/** What a location is: docks are the master locations (areas); Party is the customer's premises. */
export const LOCATION_KINDS = ['dock', 'yard', 'cfs', 'party', 'place'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** The pseudo-location 'Party', a seeded row the location and CFS lists always carry. */
export const PARTY_LOCATION_ID = 4000;

const code = z.string().nullable();

export const locationRow = z.object({
  locationid: z.number().int(),
  Name: z.string(),
  ShortName: z.string().nullable(),
  kind: z.enum(LOCATION_KINDS),
  /** Shown as Is Yard: 1 yes, 0 no. */
  isArea: z.union([z.literal(0), z.literal(1)]),
  LocationCode: code,
  igmCode: code,
  ZIMCode: code,
  YMLCode: code,
  OVA_Code: code,
  ...auditFields,
});
export type LocationRow = z.infer<typeof locationRow>;

// The older system stored the text NULL for a missing code; it is taken as no code.
const codeText = (label: string) => optionalText(label, 20).transform(storedCode);

export const locationInput = z.object({
  Name: requiredText('Location name'),
  ShortName: optionalText('Short name', 20),
  kind: z
    .enum(LOCATION_KINDS, { error: 'Kind must be dock, yard, cfs, party or place.' })
    .default('place'),
  isArea: z
    .union([z.literal(0), z.literal(1), z.boolean()], { error: 'Is Yard must be 0 or 1.' })
    .default(0)
    .transform((value) => (value === 1 || value === true ? 1 : 0)),
  LocationCode: codeText('Location code'),
  igmCode: codeText('IGM code'),
  ZIMCode: codeText('ZIM code'),
  YMLCode: codeText('YML code'),
  OVA_Code: codeText('OVA code'),
});
export type LocationInput = z.input<typeof locationInput>;

/** A place as the public CFS list shows it: no audit fields. */
export const cfsLocationRow = locationRow.pick({
  locationid: true,
  Name: true,
  ShortName: true,
  kind: true,
  LocationCode: true,
});
export type CfsLocationRow = z.infer<typeof cfsLocationRow>;

/** The docks 618 Kolkata, 210 Haldia and 628 Paradip, cached as Area. */
const listMaster = endpoint({
  method: 'GET',
  path: '/master_location_list/',
  data: z.array(locationRow),
});

/** Container freight stations and the Party place; public as the spec has it. */
const listCfs = endpoint({
  method: 'GET',
  path: '/cfs_locations',
  access: 'public',
  data: z.array(cfsLocationRow),
});

export const location = withEndpoints(
  masterEntity({
    label: 'Location',
    id: 'locationid',
    shared: true,
    row: locationRow,
    input: locationInput,
    paths: {
      list: '/location_list',
      create: '/create_location',
      update: '/update_location/{locationid}/',
    },
    unique: { field: 'Name', message: 'Location name already exists.' },
    reference: { storageKey: 'locations', label: 'Name', placeholder: 'Select Location' },
    messages: {
      created: 'Location Created Successfully!',
      updated: 'Location Updated Successfully!',
      notFound: 'Location not found.',
      loadError: 'Error fetching location list. Check console for details.',
      saveError: 'Error saving location. Please try again.',
    },
  }),
  { listMaster, listCfs },
);

/** The docks, cached under the spec's key 'Area'. */
export const areaList = referenceList(listMaster, {
  storageKey: 'Area',
  id: 'locationid',
  label: 'Name',
  placeholder: 'Select Area',
});

/** CFS locations; the server's list already carries the Party entry (locationid 4000). */
export const cfsList = referenceList(listCfs, {
  storageKey: 'cfs',
  id: 'locationid',
  label: 'Name',
  placeholder: 'Select CFS',
});
