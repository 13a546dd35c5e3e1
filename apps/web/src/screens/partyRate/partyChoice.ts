import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface Party {
  applicantid: number;
  accountid: number;
}

const idFrom = (text: string | null) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * The party whose rates are shown, kept in the URL so that reload and a shared link show the same
 * rates. Choosing another party goes back to page 1.
 */
export function usePartyChoice() {
  const [params, setParams] = useSearchParams();
  const applicantid = idFrom(params.get('applicant'));
  const accountid = idFrom(params.get('account'));
  const party: Party | undefined =
    applicantid && accountid ? { applicantid, accountid } : undefined;
  const choose = useCallback(
    (next: Party) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        updated.set('applicant', String(next.applicantid));
        updated.set('account', String(next.accountid));
        updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return { party, choose };
}
