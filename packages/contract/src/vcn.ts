import { sailDateProblem } from '@quaybook/domain';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { masterEntity, referenceList, removeEndpoint, withEndpoints } from './entity';
import {
  auditFields,
  chosenId,
  flag,
  optionalId,
  optionalIsoDate,
  optionalText,
  requiredText,
} from './fields';

/** A vessel call as the VCN list shows it, with the display names of what it refers to. */
export const vcnRow = z.object({
  vcnID: z.number().int(),
  vcnName: z.string(),
  vesselID: z.number().int(),
  VesselName: z.string().nullable(),
  import_voyage: z.number().int().nullable(),
  import_voyageName: z.string().nullable(),
  export_voyage: z.number().int().nullable(),
  export_voyageName: z.string().nullable(),
  /** The dock (master location, 'Area') of the call. */
  MlocID: z.number().int().nullable(),
  area: z.string().nullable(),
  ImpRotNo: z.string().nullable(),
  ImpRotDate: z.string().nullable(),
  ExpRotNo: z.string().nullable(),
  ExpRotDate: z.string().nullable(),
  BerthDate: z.string().nullable(),
  EgmDate: z.string().nullable(),
  IsSail: z.union([z.literal(0), z.literal(1)]),
  SailDate: z.string().nullable(),
  /** The berth location id; `Vesselarea` is its name. */
  vesselLocation: z.number().int().nullable(),
  Vesselarea: z.string().nullable(),
  companyid: z.number().int(),
  isDeleted: z.number().int(),
  ...auditFields,
});
export type VcnRow = z.infer<typeof vcnRow>;

export const vcnInput = z
  .object({
    vcnName: requiredText('VCN name', 50),
    vesselID: chosenId('Vessel', 'Please select a vessel.'),
    import_voyage: optionalId('Import voyage'),
    export_voyage: optionalId('Export voyage'),
    MlocID: optionalId('Area'),
    ImpRotNo: optionalText('Import rotation number', 30),
    ImpRotDate: optionalIsoDate('Import rotation date'),
    ExpRotNo: optionalText('Export rotation number', 30),
    ExpRotDate: optionalIsoDate('Export rotation date'),
    BerthDate: optionalIsoDate('Berth date'),
    EgmDate: optionalIsoDate('EGM date'),
    IsSail: flag('Is Sail'),
    SailDate: optionalIsoDate('Sail date'),
    vesselLocation: optionalId('Berth location'),
  })
  .superRefine((call, context) => {
    const problem = sailDateProblem(call);
    if (problem) context.addIssue({ code: 'custom', path: ['SailDate'], message: problem });
  });
export type VcnInput = z.input<typeof vcnInput>;

/** A call in pick lists: the VCN with its vessel in brackets, and the voyages it fills in. */
export const vcnDetailRow = z.object({
  vcnID: z.number().int(),
  vcndtl: z.string(),
  vesselID: z.number().int(),
  import_voyage: z.number().int().nullable(),
  export_voyage: z.number().int().nullable(),
  /** The dock (master location) of the call. */
  MlocID: z.number().int().nullable(),
});
export type VcnDetailRow = z.infer<typeof vcnDetailRow>;

/** Calls not yet sailed as 'VCN (vessel)'; in the third element and again in the fourth. */
const activeDetailList = endpoint({
  method: 'GET',
  path: '/active_vcn_list_marge',
  data: z.array(vcnDetailRow),
});

const declared = masterEntity({
  label: 'Vcn',
  id: 'vcnID',
  idName: 'VCN id',
  row: vcnRow,
  input: vcnInput,
  paths: { list: '/vcn_list/', create: '/create_vcn/', update: '/update_vcn/{vcnID}/' },
  unique: { field: 'vcnName', message: 'VCN name already exists.' },
  messages: {
    created: 'VCN added successfully.',
    updated: 'VCN updated successfully.',
    deleted: 'VCN deleted successfully.',
    notFound: 'VCN not found.',
    loadError: 'Error fetching VCN list. Check console for details.',
    saveError: 'Error saving VCN.',
    deleteError: 'Error deleting VCN.',
  },
});

export const vcn = withEndpoints(declared, {
  /** Marks the call deleted: it leaves every list, and its name may be used again. */
  remove: removeEndpoint(declared, '/delete_vcn/{vcnID}/'),
  /** Calls not yet sailed; the rows are in the third element and again in the fourth. */
  activeList: endpoint({ method: 'GET', path: '/active_vcn_list/', data: z.array(vcnRow) }),
  activeDetailList,
});

/** The open calls that screens pick from, shown as 'VCN (vessel)'. */
export const activeVcnList = referenceList(activeDetailList, {
  storageKey: 'activeVcns',
  id: 'vcnID',
  label: 'vcndtl',
  placeholder: 'Select One',
  // Only calls that have not sailed are offered; with none, the picker says so.
  nothingFound: 'No open vessel calls',
});
