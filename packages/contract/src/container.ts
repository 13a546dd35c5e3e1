import {
  CONTAINER_FORMAT_MESSAGE,
  type ExportLayout,
  isContainerNumberFormat,
  normalizeContainerNumber,
} from '@quaybook/domain';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { entity, withEndpoints } from './entity';
import {
  auditNameFields,
  editedVersion,
  listQuery,
  manufactureYear,
  optionalText,
  pageQuery,
  versionField,
} from './fields';
import { listExport } from './listExport';

export const CONTAINER_SIZES = [20, 40] as const;
export const CONSTRUCTIONS = ['Steel', 'Aluminium', 'FRP'] as const;
export const NO_CONTAINER_SELECTED = 'No container selected for editing.';

/**
 * The ISO 6346 warning a recorded container's number carries: its fourth letter is not U, J or Z,
 * or its check digit does not match. Such a box is recorded all the same (non-BIC units exist),
 * flagged so a person checks the number on the door; null when the number is valid.
 */
export const numberWarning = z
  .string()
  .nullable()
  .describe(
    "ISO 6346 warning of the container's number (fourth letter not U, J or Z, or a wrong check digit): a likely typo, recorded all the same. Null when the number is valid.",
  );

export const containerRow = z.object({
  contid: z.number().int(),
  contnumber: z.string(),
  number_warning: numberWarning,
  contsize: z.number().int(),
  /** The type code of the ISO entry (GP, HC, RF …). */
  conttype: z.string().nullable(),
  TypeText: z.string().nullable(),
  construction: z.enum(CONSTRUCTIONS),
  iso_code: z.string().nullable(),
  isotarewt: z.number(),
  isogrosswt: z.number(),
  manufacture: z.string().nullable(),
  is_active: z.number().int(),
  /** Shipper-owned container: 1 yes, 0 no. */
  is_soc: z.number().int(),
  companyid: z.number().int(),
  created_by: z.number().int().nullable(),
  create_date: z.string().nullable(),
  last_modification_by: z.number().int().nullable(),
  last_modification_date: z.string().nullable(),
  ...auditNameFields,
  ...versionField,
});
export type ContainerRow = z.infer<typeof containerRow>;

// The spec's form sends the record as JSON in a multipart field, where an old client may write
// numbers as text; those are read as the numbers they spell.
const asNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))
    ? Number(value)
    : value;

/** A container number as typed: upper-cased, 4 letters and 7 digits. */
export const containerNumberField = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'Container number is required.'
        : 'Container number must be text.',
  })
  .transform(normalizeContainerNumber)
  .superRefine((number, context) => {
    if (number === '')
      context.addIssue({ code: 'custom', message: 'Container number is required.' });
    else if (!isContainerNumberFormat(number))
      context.addIssue({ code: 'custom', message: CONTAINER_FORMAT_MESSAGE });
  });

/** A weight in whole kilograms; blank means 0, as the form starts. */
const weight = (label: string) =>
  z
    .preprocess(
      (value) => (value === '' || value === null ? 0 : asNumber(value)),
      z
        .number({ error: `${label} must be a number.` })
        .int(`${label} must be whole kilograms.`)
        .min(0, `${label} cannot be negative.`)
        .max(200_000, `${label} can be at most 200000 kg.`),
    )
    .default(0);

const yesNo = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'boolean' ? Number(value) : asNumber(value)),
    z.union([z.literal(0), z.literal(1)], { error: `${label} must be 1 (yes) or 0 (no).` }),
  );

export const containerInput = z.object({
  contnumber: containerNumberField,
  contsize: z.preprocess(
    asNumber,
    z.union([z.literal(20), z.literal(40)], { error: 'Container size must be 20 or 40.' }),
  ),
  conttype: optionalText('Type code', 10),
  TypeText: optionalText('Type', 100),
  construction: z
    .enum(CONSTRUCTIONS, { error: 'Construction must be Steel, Aluminium or FRP.' })
    .default('Steel'),
  iso_code: optionalText('ISO code', 4).transform((code) => code?.toUpperCase() ?? null),
  isotarewt: weight('ISO tare weight'),
  isogrosswt: weight('ISO gross weight'),
  manufacture: manufactureYear(),
  is_soc: yesNo('SOC').default(0),
  /** Left out, an update keeps the container as it is and a new one is active. */
  is_active: yesNo('Active').optional(),
});
export type ContainerInput = z.input<typeof containerInput>;

/** The update names its container inside the record: PUT /update_container has no id in the path. */
export const containerUpdateInput = containerInput.extend({
  contid: z.coerce
    .number({ error: NO_CONTAINER_SELECTED })
    .int(NO_CONTAINER_SELECTED)
    .positive(NO_CONTAINER_SELECTED)
    .max(2_147_483_647, 'Container id is out of range.'),
});
export type ContainerUpdateInput = z.input<typeof containerUpdateInput>;

/** Containers whose number (or ISO code, type) holds the text: the list screen's Search button. */
const containerSearch = endpoint({
  method: 'GET',
  path: '/container/{contnumber}',
  params: z.object({
    contnumber: z
      .string()
      .trim()
      .min(1, 'Type part of a container number to search.')
      .max(20, 'Search text can be at most 20 characters.'),
  }),
  query: pageQuery,
  data: z.array(containerRow),
});

/**
 * The container list's export, as the list screen has always written it: its columns (with the
 * ISO 6346 warning of a number that is a likely typo), then the audit columns only the export
 * carries.
 */
export const containerExportLayout: ExportLayout<ContainerRow> = {
  title: 'Container List',
  fileName: 'containers',
  columns: [
    { field: 'contnumber', title: 'Container Number', format: 'text' },
    { field: 'iso_code', title: 'ISO Code', format: 'text' },
    { field: 'contsize', title: 'Container Size', format: 'number' },
    { field: 'TypeText', title: 'Type', format: 'text' },
    { field: 'construction', title: 'Construction', format: 'text' },
    { field: 'isotarewt', title: 'ISO Tare Weight', format: 'number' },
    { field: 'isogrosswt', title: 'ISO Gross Weight', format: 'number' },
    { field: 'manufacture', title: 'Manufacture', format: 'text' },
    { field: 'is_soc', title: 'SOC', format: 'yesNo' },
    { field: 'number_warning', title: 'Number Warning', format: 'text' },
    { field: 'create_date', title: 'Create Date', format: 'dateTime' },
    { field: 'created_by_name', title: 'Created By', format: 'text' },
    { field: 'last_modification_date', title: 'Last Modification Date', format: 'dateTime' },
    { field: 'last_modified_by_name', title: 'Last Modification By', format: 'text' },
  ],
};

const containerEntity = entity({
  label: 'Container',
  id: 'contid',
  endpoints: {
    list: endpoint({
      method: 'GET',
      path: '/container_list',
      query: listQuery,
      data: z.array(containerRow),
    }),
    create: endpoint({
      method: 'POST',
      path: '/create_container',
      idempotent: true,
      body: containerInput,
      formField: 'container',
      data: containerRow,
    }),
    update: endpoint({
      method: 'PUT',
      path: '/update_container',
      idempotent: true,
      body: containerUpdateInput.extend(editedVersion),
      formField: 'container',
      data: containerRow,
    }),
    search: containerSearch,
  },
  unique: { field: 'contnumber', message: 'Container number already exists.' },
  messages: {
    created: 'Container Created Successfully!',
    updated: 'Container Updated Successfully!',
    notFound: 'Container not found.',
    loadError: 'Error fetching container list. Check console for details.',
    saveError: 'Error saving container. Please try again.',
  },
});

/**
 * Containers are company data; create and update take the spec's multipart field `container`,
 * and the update names its container inside the record. The export is written on the server,
 * which holds every row the list's search finds.
 */
export const container = withEndpoints(containerEntity, {
  export: listExport('/container_export'),
});
