import {
  api,
  CallError,
  conflictCurrent,
  ESTIMATE_MESSAGES,
  type EstimateDetail,
} from '@quaybook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { type StaleEdit, staleEditOf } from '../../lists/form/editConflict';
import { referenceLookup } from '../../lists/form/referenceLookup';
import { notify } from '../../notify';
import { queryKeys } from '../../queryKeys';
import { draftOf, draftReducer, flatDraft, flatKeys, flatLabel, updateBody } from './estimateDraft';

/** A save refused because someone saved the estimate in between: what is stored now. */
interface Conflict {
  message: string;
  stored: EstimateDetail;
}

/**
 * The estimate screen's edits: the draft, Save (`POST /update_estimate` at the version loaded,
 * the server's recomputed estimate shown after), the edit-conflict dialog of a stale save, and
 * Send to line, and Send link again once sent. Every answer of the server replaces the cached estimate.
 */
export function useEstimateEditor(estimate: EstimateDetail) {
  const queryClient = useQueryClient();
  const [draft, dispatch] = useReducer(draftReducer, estimate, draftOf);
  // The estimate the draft started from, which a stale save is compared with.
  const [opened, setOpened] = useState(estimate);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState<'saving' | 'sending' | 'resending' | null>(null);

  const show = (next: EstimateDetail) => {
    queryClient.setQueryData(queryKeys.estimate(next.estimateid), next);
    void queryClient.invalidateQueries({ queryKey: queryKeys.list(api.estimate.list.path) });
    dispatch({ type: 'loaded', estimate: next });
    setOpened(next);
  };

  async function save() {
    if (busy) return;
    setBusy('saving');
    try {
      const reply = await call(api.estimate.update, { body: updateBody(draft) });
      notify.success(reply.message || ESTIMATE_MESSAGES.saved);
      show(reply.data);
    } catch (error) {
      const stored =
        error instanceof CallError
          ? conflictCurrent<EstimateDetail>(error.status, error.data)
          : undefined;
      if (stored && error instanceof CallError) setConflict({ message: error.message, stored });
      else showRefusal(error, 'The estimate could not be saved.');
    } finally {
      setBusy(null);
    }
  }

  /** Sends the draft to the line, or a sent estimate's approval link again, at its version. */
  async function sendBy(again: boolean) {
    if (busy) return;
    setBusy(again ? 'resending' : 'sending');
    try {
      const reply = await call(again ? api.estimate.resendLink : api.estimate.send, {
        query: { estimateid: draft.estimateid },
        body: { version: draft.version },
      });
      notify.success(
        reply.message || (again ? ESTIMATE_MESSAGES.linkResent : ESTIMATE_MESSAGES.sent),
      );
      show(reply.data);
    } catch (error) {
      showRefusal(
        error,
        again ? 'The approval link could not be sent again.' : 'The estimate could not be sent.',
      );
    } finally {
      setBusy(null);
    }
  }
  const send = () => sendBy(false);
  const resendLink = () => sendBy(true);

  const stale: StaleEdit | null = conflict
    ? staleEditOf({
        message: conflict.message,
        keys: flatKeys(draftOf(opened), draft, draftOf(conflict.stored)),
        opened: flatDraft(draftOf(opened)),
        typed: flatDraft(draft),
        stored: flatDraft(draftOf(conflict.stored)),
        fieldOf: (key) => ({ label: flatLabel(key) }),
        lookup: referenceLookup(queryClient),
        apply: (merged) => {
          queryClient.setQueryData(queryKeys.estimate(conflict.stored.estimateid), conflict.stored);
          dispatch({ type: 'reloaded', estimate: conflict.stored, merged });
          setOpened(conflict.stored);
          setConflict(null);
        },
      })
    : null;

  /** Leaves the edit: the stored estimate as it is. */
  const discard = () => {
    if (conflict) show(conflict.stored);
    setConflict(null);
  };

  return { draft, dispatch, save, send, resendLink, busy, stale, discard, show };
}
