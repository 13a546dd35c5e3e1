import { type TaxMode, taxModeOf } from '@quaybook/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { accountNameOf, companyAndApplicant, stateOfGstCode } from './invoicePartyRepository';

/** An address as the master keeps it: the street address, the place (city) and the PIN code. */
export interface PostalAddress {
  street: string | null;
  place: string | null;
  pin: string | null;
}

/** A party of a tax invoice as rule 46 names it: name, address, state and GSTIN. */
export interface InvoiceParty {
  name: string;
  /** Address lines, city and PIN as printed. */
  address: string[];
  /** The same address as its parts, as the e-invoice takes them (Addr1, Addr2, Loc, Pin). */
  postal: PostalAddress;
  stateName: string | null;
  /** The two-digit GST state code. */
  stateCode: string | null;
  gstin: string | null;
  pan: string | null;
}

/** Who issues the invoice, to whom, and where the supply is made. */
export interface InvoiceParties {
  supplier: InvoiceParty;
  recipient: InvoiceParty;
  /** The account (shipping line or agent) the recipient is billed for, if any. */
  accountName: string | null;
  /** The state code of the place of supply: the recipient's GSTIN, else its state, else ours. */
  placeOfSupply: string;
  placeOfSupplyName: string;
}

const lines = (...parts: (string | null)[]) =>
  parts.map((part) => part?.trim() ?? '').filter((part) => part !== '');

/**
 * A party's address both ways: the lines it prints as (street, place, and the PIN unless they
 * already hold it) and its parts.
 */
export const partyAddress = (postal: PostalAddress): Pick<InvoiceParty, 'address' | 'postal'> => {
  const { street, place, pin } = postal;
  const held = pin !== null && `${street ?? ''} ${place ?? ''}`.includes(pin);
  return { address: lines(street, place, held ? null : pin), postal };
};

/**
 * The supplier (the company) and recipient (the applicant) of an invoice, with the place of
 * supply (IGST Act s.12(2): a registered recipient's GSTIN state, else its address's state).
 */
export async function invoicePartiesOf(
  db: Database,
  companyId: number,
  applicantId: number,
  accountId: number | null,
): Promise<InvoiceParties> {
  const found = await companyAndApplicant(db, companyId, applicantId);
  if (!found || found.applicant.companyId !== companyId) throw notFound('Applicant not found.');
  const accountName = accountId ? await accountNameOf(db, accountId) : undefined;
  const { company, applicant } = found;

  const ourCode = company.gst?.slice(0, 2) || found.companyState?.gstCode || null;
  const theirCode = applicant.gst?.slice(0, 2) || found.applicantState?.gstCode || ourCode;
  const placeOfSupply = theirCode ?? '';
  const place = placeOfSupply ? await stateOfGstCode(db, placeOfSupply) : undefined;
  return {
    supplier: {
      name: company.name,
      ...partyAddress({ street: company.address, place: company.city, pin: company.pin }),
      stateName: found.companyState?.name ?? null,
      stateCode: ourCode,
      gstin: company.gst || null,
      pan: company.pan || null,
    },
    recipient: {
      name: applicant.name,
      ...partyAddress({ street: applicant.address, place: applicant.city, pin: applicant.pin }),
      stateName: found.applicantState?.name ?? null,
      stateCode: theirCode,
      gstin: applicant.gst || null,
      pan: applicant.pan || null,
    },
    accountName: accountName ?? null,
    placeOfSupply,
    placeOfSupplyName: place?.name ?? '',
  };
}

/** The tax mode of an invoice between these parties (Non-GST and export as the bill says). */
export function taxModeBetween(
  parties: InvoiceParties,
  flags: { nonGst?: boolean; exportBill?: boolean } = {},
): TaxMode {
  return taxModeOf({
    supplierState: parties.supplier.stateCode ?? '',
    placeOfSupply: parties.placeOfSupply,
    ...flags,
  });
}
