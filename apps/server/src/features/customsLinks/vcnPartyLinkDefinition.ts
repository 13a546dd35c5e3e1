import { entities } from '@quaybook/contract';
import { vcnDetail } from '@quaybook/domain';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { accounts, applicants, vcnPartyLinks, vcns, vessels, voyages } from '../../db/schema';
import { auditOf } from '../../shared/audit';
import { choiceProblems } from '../../shared/choices';
import { masterDefinition } from '../master/masterDefinition';
import { nameThrough } from '../master/masterRepository';

const importVoyage = alias(voyages, 'import_voyage');
const exportVoyage = alias(voyages, 'export_voyage');

/** Links with their call, its vessel, the voyages and the party's names. */
const listedLinks = (db: Database) =>
  db
    .select({
      link: vcnPartyLinks,
      vcnName: vcns.name,
      vesselName: vessels.name,
      importVoyageName: importVoyage.name,
      exportVoyageName: exportVoyage.name,
      applicantName: applicants.name,
      accountName: accounts.name,
    })
    .from(vcnPartyLinks)
    .leftJoin(vcns, eq(vcns.id, vcnPartyLinks.vcnId))
    .leftJoin(vessels, eq(vessels.id, vcns.vesselId))
    .leftJoin(importVoyage, eq(importVoyage.id, vcnPartyLinks.importVoyageId))
    .leftJoin(exportVoyage, eq(exportVoyage.id, vcnPartyLinks.exportVoyageId))
    .leftJoin(applicants, eq(applicants.id, vcnPartyLinks.applicantId))
    .leftJoin(accounts, eq(accounts.id, vcnPartyLinks.accountId))
    .$dynamic();

export const vcnPartyLinkDefinition = masterDefinition({
  entity: entities.vcnPartyLink,
  table: vcnPartyLinks,
  listed: listedLinks,
  toRow: (r) => ({
    autoid: r.link.id,
    vcnID: r.link.vcnId,
    vcnName: r.vcnName ?? '',
    vcndtl: vcnDetail(r.vcnName ?? '', r.vesselName),
    vessel: r.vesselName,
    import_voyage: r.link.importVoyageId,
    impv: r.importVoyageName,
    export_voyage: r.link.exportVoyageId,
    expv: r.exportVoyageName,
    // Links are always saved with a party; the columns allow none only for older data.
    applicant: r.link.applicantId ?? 0,
    applicantname: r.applicantName,
    account: r.link.accountId ?? 0,
    accountname: r.accountName,
    ...auditOf(r.link),
  }),
  toValues: (input) => ({
    vcnId: input.vcnID,
    importVoyageId: input.import_voyage,
    exportVoyageId: input.export_voyage,
    applicantId: input.applicant,
    accountId: input.account,
  }),
  check: (input, { db, user }) =>
    choiceProblems(db, user.company_id, [
      { field: 'vcnID', kind: 'vcn', id: input.vcnID },
      { field: 'import_voyage', kind: 'voyage', id: input.import_voyage },
      { field: 'export_voyage', kind: 'voyage', id: input.export_voyage },
      { field: 'applicant', kind: 'applicant', id: input.applicant },
      { field: 'account', kind: 'account', id: input.account },
    ]),
  together: (input) => [
    [vcnPartyLinks.vcnId, input.vcnID],
    [vcnPartyLinks.applicantId, input.applicant],
    [vcnPartyLinks.accountId, input.account],
  ],
  // What the screen shows: the names of the call, its vessel, the voyages and the party.
  search: [
    nameThrough(vcnPartyLinks.vcnId, vcns.id, vcns.name),
    nameThrough(vcnPartyLinks.vcnId, vcns.id, nameThrough(vcns.vesselId, vessels.id, vessels.name)),
    nameThrough(vcnPartyLinks.importVoyageId, voyages.id, voyages.name),
    nameThrough(vcnPartyLinks.exportVoyageId, voyages.id, voyages.name),
    nameThrough(vcnPartyLinks.applicantId, applicants.id, applicants.name),
    nameThrough(vcnPartyLinks.accountId, accounts.id, accounts.name),
  ],
  sort: {
    vcnID: vcns.name,
    vessel: vessels.name,
    import_voyage: importVoyage.name,
    export_voyage: exportVoyage.name,
    applicant: applicants.name,
    account: accounts.name,
  },
});
