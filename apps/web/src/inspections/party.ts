import type { LinkPartyRow } from '@quaybook/contract';

/** The applicant and account a link party stands for; nulls until one is chosen. */
export function applicantAndAccount(party: LinkPartyRow | undefined): {
  applicant: number | null;
  account: number | null;
} {
  return { applicant: party?.applicantId ?? null, account: party?.accountId ?? null };
}

/** The link party of an applicant and an account, as a recorded inspection names them. */
export function partyOf(
  parties: readonly LinkPartyRow[] | undefined,
  applicant: number | null | undefined,
  account: number | null | undefined,
): LinkPartyRow | undefined {
  return parties?.find((party) => party.applicantId === applicant && party.accountId === account);
}
