import { z } from 'zod';
import { customsListFilter } from './customsFilter';
import { customsSaveBody } from './customsSave';
import { endpoint } from './endpoint';
import { uploadFile, uploadPreview, uploadResult } from './upload';

/**
 * The terminal's EGM file (its final loading list, docs/file-formats.md): each container with the
 * shipping bill it was loaded on. SB date dd/mm/yyyy.
 */
export const terminalEgmLayout = [
  { key: 'container', title: 'Container', aliases: ['Container No', 'Cntr No', 'Contnumber'] },
  { key: 'sbNo', title: 'SB No', aliases: ['Shipping Bill No', 'SBno', 'Shipping Bill'] },
  { key: 'sbDate', title: 'SB Date', aliases: ['Shipping Bill Date', 'SBdate'] },
] as const;

/** The EGM as filed on ODeX (docs/file-formats.md): the terminal's columns and what ODeX adds. */
export const odexEgmLayout = [
  ...terminalEgmLayout,
  {
    key: 'vesselVoyage',
    title: 'Vessel Voyage',
    aliases: ['Vessel/Voyage', 'VesselVoyage', 'vessvoy'],
  },
  { key: 'pcin', title: 'PCIN', aliases: ['pcin'] },
  {
    key: 'packages',
    title: 'No Of Package',
    aliases: ['Packages', 'No Of Packages', 'noofpackage'],
  },
] as const;

/** A row of Upload EGM's preview (002 §2.4). */
export const terminalEgmPreviewRow = z.object({
  'Sl No': z.number().int(),
  Container: z.string(),
  'SB No': z.string(),
  'SB Date': z.string(),
  /** 'OK', or every reason the row will be skipped. */
  Status: z.string(),
});
export type TerminalEgmPreviewRow = z.infer<typeof terminalEgmPreviewRow>;

/** A row of Upload Odex EGM Excel's preview and of its save's answer (002 §2.4). */
export const odexEgmPreviewRow = z.object({
  'Sl No': z.number().int(),
  Container: z.string(),
  'Vessel Voyage': z.string(),
  'SB No': z.string(),
  'SB Date': z.string(),
  pcin: z.string(),
  'no of package': z.string(),
  /** Preview: 'OK' or the reasons; save: 'Saved' or why the row was not saved. */
  Status: z.string(),
});
export type OdexEgmPreviewRow = z.infer<typeof odexEgmPreviewRow>;

/** A line of EGM Uploaded List (002 §3 'EGM uploaded list row'); SBdate is ISO. */
export const egmListRow = z.object({
  id: z.number().int(),
  SBno: z.string(),
  SBdate: z.string(),
  contnumber: z.string(),
});
export type EgmListRow = z.infer<typeof egmListRow>;

export const egm = {
  endpoints: {
    /**
     * Upload EGM: reads and checks the terminal's file and stages it. Answers the preview (rows,
     * `qry`, counts) in item 2 and its rows again in item 3, where the spec's client reads them.
     */
    terminalUpload: endpoint({
      method: 'POST',
      path: '/tprc_final_loading',
      files: uploadFile,
      data: uploadPreview(terminalEgmPreviewRow),
      extra: z.array(terminalEgmPreviewRow),
    }),
    /**
     * Saves a terminal EGM once: `transaction` holds `qry` (the staged batch, or a list holding
     * it) or the rows as previewed (`data`, or a list `qry`), checked again. The message is in
     * items 1 and 2, what was saved in item 3; a refusal's message too is in items 1 and 2.
     */
    terminalSave: endpoint({
      method: 'POST',
      path: '/save_tprc_final_loading',
      formField: 'transaction',
      body: customsSaveBody,
      messageInItem2: true,
      data: uploadResult,
    }),
    /**
     * Upload Odex EGM Excel: reads and checks the ODeX file and stages it. Answers the preview in
     * item 2 and its rows again in item 3.
     */
    odexUpload: endpoint({
      method: 'POST',
      path: '/upload_egm_report',
      files: uploadFile,
      data: uploadPreview(odexEgmPreviewRow),
      extra: z.array(odexEgmPreviewRow),
    }),
    /**
     * Saves an ODeX EGM once, from `transaction` (a JSON file part or text) holding the rows as
     * previewed (`data`, each checked again) or the staged batch (`qry`). Item 2 is the new rows,
     * each 'Saved' or why it was not; item 3 what was saved.
     */
    odexSave: endpoint({
      method: 'POST',
      path: '/save_egm_report',
      formField: 'transaction',
      body: customsSaveBody,
      data: z.array(odexEgmPreviewRow),
      extra: uploadResult,
    }),
    /**
     * The terminal EGM lines of a party's call or of some containers (002 §5), by container: the
     * rows in item 2 and again in item 3, where the spec's client reads them.
     */
    uploadedList: endpoint({
      method: 'POST',
      path: '/egm_uploadedlist',
      formField: 'transaction',
      body: customsListFilter,
      data: z.array(egmListRow),
      extra: z.array(egmListRow),
    }),
  },
} as const;
