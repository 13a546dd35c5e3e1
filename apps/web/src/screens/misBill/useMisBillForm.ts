import { api, MIS_BILL_MESSAGES } from '@quaybook/contract';
import { roundOffLine, roundOffStated } from '@quaybook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useReducer } from 'react';
import { call } from '../../api/client';
import { failureMessage } from '../../inspections';
import { type StaleEdit, staleEditOf } from '../../lists/form/editConflict';
import { referenceLookup } from '../../lists/form/referenceLookup';
import { notify } from '../../notify';
import { referenceQuery } from '../../reference/referenceLists';
import { useSession } from '../../session/useSession';
import {
  initialMisBillState,
  misBillFormReducer,
  misFigures,
  staleBillOf,
} from './misBillFormState';
import { type MisFormValues, misFormProblem, misRequest } from './misForm';
import { MIS_COMPARED_KEYS, misCompared, misFieldOf } from './misStale';

/**
 * The MIS bill form's work: its values priced live, the save or update (with the version the
 * form opened) and the edit-conflict dialog of an update refused as stale.
 */
export function useMisBillForm(
  initial: MisFormValues,
  billno: string | undefined,
  onSaved: (filename: string, billno: string | undefined) => void,
) {
  const session = useSession();
  const applicants = useQuery(referenceQuery('applicants'));
  const companies = useQuery(referenceQuery('companies'));
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(misBillFormReducer, initial, initialMisBillState);
  const { values, opened, conflict } = state;

  const figures = useMemo(
    () =>
      misFigures(values, {
        company: companies.data?.find((row) => row.companyid === session?.company_id),
        sessionState: session?.state_id,
        applicant: applicants.data?.find((row) => row.applicantid === values.applicantID),
      }),
    [values, companies.data, applicants.data, session],
  );
  // As the bill prints it: 'Less: Round off' when the total was rounded down.
  const roundOff = roundOffLine(roundOffStated(figures.totals.roundOffPaise));

  const stale: StaleEdit | null = conflict
    ? staleEditOf({
        message: conflict.message,
        keys: MIS_COMPARED_KEYS,
        opened: misCompared(opened),
        typed: misCompared(values),
        stored: misCompared(conflict.stored),
        fieldOf: misFieldOf,
        lookup: referenceLookup(queryClient),
        apply: (merged) => dispatch({ type: 'reloaded', merged }),
      })
    : null;

  async function submit() {
    const problem = misFormProblem(values);
    if (problem) {
      notify.error(problem);
      return;
    }
    const body = misRequest(values, figures.totals, billno);
    dispatch({ type: 'saving' });
    try {
      const reply = await call(billno ? api.misBill.update : api.misBill.save, { body });
      notify.success(reply.message);
      const saved = (reply.extra as { billno?: string } | undefined)?.billno ?? billno;
      onSaved(reply.data, saved);
    } catch (error) {
      const refused = staleBillOf(error);
      if (refused) dispatch({ type: 'refusedAsStale', ...refused });
      else notify.error(failureMessage(error, MIS_BILL_MESSAGES.refresh));
    } finally {
      dispatch({ type: 'saveEnded' });
    }
  }

  return { ...state, dispatch, figures, roundOff, stale, submit };
}
