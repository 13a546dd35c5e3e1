import {
  api,
  COMPANY_REFUSALS,
  type CompanyRow,
  type companyInput,
  declared,
  entities,
  type SessionUser,
} from '@quaybook/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { seedCompany } from '../../db/seed/seedCompany';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { auditOf, type UnnamedRow } from '../../shared/audit';
import { recordChangeIn } from '../../shared/history';
import { masterRecord } from '../../shared/masterHistory';
import { partyProblems } from '../../shared/partyChecks';
import { refuseProblems } from '../../shared/problems';
import { expectStoredVersion } from '../../shared/rowVersion';
import { inTransaction } from '../../shared/transaction';
import * as repository from './companyRepository';

type CompanyInput = z.output<typeof companyInput>;

const { messages, unique } = entities.company;
const DUPLICATE = declared(unique).message;
const OWN_COMPANY =
  'You cannot deactivate your own company: its users, you included, could no longer sign in.';

function toRow({
  company: c,
  stateName,
  countryName,
}: repository.ListedCompany): UnnamedRow<CompanyRow> {
  return {
    companyid: c.id,
    companyname: c.name,
    company_address: c.address,
    company_city: c.city,
    company_pin: c.pin,
    company_stateid: c.stateId,
    company_state: stateName,
    company_countryid: c.countryId,
    company_country: countryName,
    company_pan: c.pan,
    company_gst: c.gst,
    company_tan: c.tan,
    company_is_active: c.isActive ? 1 : 0,
    ...auditOf(c),
  };
}

const idOf = (company: { companyid: number }) => company.companyid;

// Companies follow the same address and tax-id rules as the parties they bill.
const problemsOf = (db: Database, input: CompanyInput) =>
  partyProblems(db, {
    state: { field: 'company_stateid', id: input.company_stateid },
    country: { field: 'company_countryid', id: input.company_countryid },
    pan: { field: 'company_pan', value: input.company_pan },
    gstin: { field: 'company_gst', value: input.company_gst },
    tan: { field: 'company_tan', value: input.company_tan },
  });

async function refuse(db: Database, input: CompanyInput, exceptId?: number) {
  refuseProblems(await problemsOf(db, input));
  if (await repository.isCompanyNameTaken(db, input.companyname, exceptId)) {
    throw conflict(DUPLICATE, { companyname: DUPLICATE });
  }
}

const valuesOf = (input: CompanyInput) => ({
  name: input.companyname,
  address: input.company_address,
  city: input.company_city,
  pin: input.company_pin,
  stateId: input.company_stateid,
  countryId: input.company_countryid,
  pan: input.company_pan,
  gst: input.company_gst,
  tan: input.company_tan,
});

/** A company as history keeps it, read in the write's transaction. */
async function recorded(tx: Database, id: number) {
  const row = await repository.findCompany(tx, id);
  if (!row) throw notFound(messages.notFound);
  return masterRecord(toRow(row));
}

/**
 * Companies are the tenants, not rows of one: every signed-in user reads them all (one business
 * with a GST registration per state). Only the group administrator adds one (the contract's
 * access) or changes any; a company administrator changes their own company alone. A change is
 * recorded in the history of the company changed and of the caller's.
 */
export function companyService(db: Database) {
  async function reread(id: number, tx: Database = db): Promise<CompanyRow> {
    const row = await repository.findCompany(tx, id);
    if (!row) throw notFound(messages.notFound);
    const [named] = await repository.withCompanyAuditNames(tx, [toRow(row)], idOf);
    return named as CompanyRow;
  }

  return {
    async list(): Promise<CompanyRow[]> {
      return repository.withCompanyAuditNames(
        db,
        (await repository.listCompanies(db)).map(toRow),
        idOf,
      );
    },

    /** A new company starts with its default movements, in the same transaction. */
    async create(user: SessionUser, input: CompanyInput): Promise<CompanyRow> {
      const id = await inTransaction(db, async (tx) => {
        await repository.lockCompanyNames(tx);
        await refuse(tx, input);
        const companyId = await repository.insertCompany(tx, {
          ...valuesOf(input),
          isActive: input.company_is_active !== 0,
          createdBy: user.user_id,
          createdAt: new Date(),
        });
        // The company's own creation is recorded; its default movements come with it unrecorded.
        await recordChangeIn(tx, [user.company_id, companyId], user, {
          entity: 'company',
          entityId: companyId,
          action: 'created',
          after: await recorded(tx, companyId),
        });
        await seedCompany(tx, companyId);
        return companyId;
      });
      return reread(id);
    },

    /** Changes the company; `version`, when the edit names one, must still be the company's. */
    async update(
      user: SessionUser,
      id: number,
      input: CompanyInput,
      version?: number,
    ): Promise<CompanyRow> {
      await inTransaction(db, async (tx) => {
        const before = await recorded(tx, id);
        if (!user.group_admin && id !== user.company_id)
          throw forbidden(COMPANY_REFUSALS.otherCompany);
        await expectStoredVersion(
          version,
          () => repository.lockedCompanyVersion(tx, id),
          () => reread(id, tx),
          api.company.update.data,
        );
        if (id === user.company_id && input.company_is_active === 0) {
          throw badRequest(OWN_COMPANY, {
            company_is_active: OWN_COMPANY,
          });
        }
        await repository.lockCompanyNames(tx);
        await refuse(tx, input, id);
        await repository.updateCompany(tx, id, {
          ...valuesOf(input),
          ...(input.company_is_active === undefined
            ? {}
            : { isActive: input.company_is_active === 1 }),
          modifiedBy: user.user_id,
          modifiedAt: new Date(),
        });
        await recordChangeIn(tx, [user.company_id, id], user, {
          entity: 'company',
          entityId: id,
          action: 'updated',
          before,
          after: await recorded(tx, id),
        });
      });
      return reread(id);
    },
  };
}
