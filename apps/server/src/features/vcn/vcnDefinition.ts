import type { VcnRow } from '@quaybook/contract';
import { entities } from '@quaybook/contract';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { locations, vcns, vessels, voyages } from '../../db/schema';
import { auditOf, type UnnamedRow } from '../../shared/audit';
import { choiceProblems } from '../../shared/choices';
import { masterDefinition } from '../master/masterDefinition';
import { nameThrough } from '../master/masterRepository';

const importVoyage = alias(voyages, 'import_voyage');
const exportVoyage = alias(voyages, 'export_voyage');
const area = alias(locations, 'area');
const berth = alias(locations, 'berth');

/** A call with the names of its vessel, voyages, dock and berth, as every VCN list shows it. */
export const listedVcns = (db: Database) =>
  db
    .select({
      vcn: vcns,
      vesselName: vessels.name,
      importVoyageName: importVoyage.name,
      exportVoyageName: exportVoyage.name,
      areaName: area.name,
      berthName: berth.name,
    })
    .from(vcns)
    .leftJoin(vessels, eq(vessels.id, vcns.vesselId))
    .leftJoin(importVoyage, eq(importVoyage.id, vcns.importVoyageId))
    .leftJoin(exportVoyage, eq(exportVoyage.id, vcns.exportVoyageId))
    .leftJoin(area, eq(area.id, vcns.areaId))
    .leftJoin(berth, eq(berth.id, vcns.berthLocationId))
    .$dynamic();

type ListedVcn = Awaited<ReturnType<typeof listedVcns>>[number];

export function vcnRowOf({
  vcn,
  vesselName,
  importVoyageName,
  exportVoyageName,
  areaName,
  berthName,
}: ListedVcn): UnnamedRow<VcnRow> {
  return {
    vcnID: vcn.id,
    vcnName: vcn.name,
    vesselID: vcn.vesselId,
    VesselName: vesselName,
    import_voyage: vcn.importVoyageId,
    import_voyageName: importVoyageName,
    export_voyage: vcn.exportVoyageId,
    export_voyageName: exportVoyageName,
    MlocID: vcn.areaId,
    area: areaName,
    ImpRotNo: vcn.importRotationNo,
    ImpRotDate: vcn.importRotationDate,
    ExpRotNo: vcn.exportRotationNo,
    ExpRotDate: vcn.exportRotationDate,
    BerthDate: vcn.berthDate,
    EgmDate: vcn.egmDate,
    IsSail: vcn.isSail ? 1 : 0,
    SailDate: vcn.sailDate,
    vesselLocation: vcn.berthLocationId,
    Vesselarea: berthName,
    companyid: vcn.companyId,
    isDeleted: vcn.isDeleted ? 1 : 0,
    ...auditOf(vcn),
  };
}

export const vcnDefinition = masterDefinition({
  entity: entities.vcn,
  table: vcns,
  listed: listedVcns,
  uniqueColumn: vcns.name,
  toRow: vcnRowOf,
  toValues: (input) => ({
    name: input.vcnName,
    vesselId: input.vesselID,
    importVoyageId: input.import_voyage,
    exportVoyageId: input.export_voyage,
    areaId: input.MlocID,
    importRotationNo: input.ImpRotNo,
    importRotationDate: input.ImpRotDate,
    exportRotationNo: input.ExpRotNo,
    exportRotationDate: input.ExpRotDate,
    berthDate: input.BerthDate,
    egmDate: input.EgmDate,
    isSail: input.IsSail === 1,
    sailDate: input.SailDate,
    berthLocationId: input.vesselLocation,
  }),
  // The vessel, voyages and places must be ones the caller may use; the sail-date rule is the
  // contract's, so a client that skips it is refused too.
  check: (input, { db, user }) =>
    choiceProblems(db, user.company_id, [
      { field: 'vesselID', kind: 'vessel', id: input.vesselID },
      { field: 'import_voyage', kind: 'voyage', id: input.import_voyage },
      { field: 'export_voyage', kind: 'voyage', id: input.export_voyage },
      { field: 'MlocID', kind: 'dock', id: input.MlocID },
      { field: 'vesselLocation', kind: 'location', id: input.vesselLocation },
    ]),
  search: [
    vcns.name,
    vcns.importRotationNo,
    vcns.exportRotationNo,
    nameThrough(vcns.vesselId, vessels.id, vessels.name),
    nameThrough(vcns.importVoyageId, voyages.id, voyages.name),
    nameThrough(vcns.exportVoyageId, voyages.id, voyages.name),
  ],
  // A column holding a key (the screen's vessel, voyages and places) sorts by the name it shows.
  sort: {
    vcnName: vcns.name,
    vesselID: vessels.name,
    import_voyage: importVoyage.name,
    export_voyage: exportVoyage.name,
    MlocID: area.name,
    IsSail: vcns.isSail,
    vesselLocation: berth.name,
    VesselName: vessels.name,
    import_voyageName: importVoyage.name,
    export_voyageName: exportVoyage.name,
    area: area.name,
    ImpRotNo: vcns.importRotationNo,
    ImpRotDate: vcns.importRotationDate,
    ExpRotNo: vcns.exportRotationNo,
    ExpRotDate: vcns.exportRotationDate,
    BerthDate: vcns.berthDate,
    EgmDate: vcns.egmDate,
    SailDate: vcns.sailDate,
    Vesselarea: berth.name,
  },
});
