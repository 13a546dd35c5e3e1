import type { UseFormReturnType } from '@mantine/form';
import {
  api,
  CallError,
  conflictCurrent,
  type DeliveryRun,
  type DeliverySettings,
  type DeliveryTest,
  EDI_DELIVERY_MESSAGES,
} from '@quaybook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { type StaleEdit, staleEditOf } from '../../lists/form/editConflict';
import { referenceLookup } from '../../lists/form/referenceLookup';
import { notify } from '../../notify';
import { queryKeys } from '../../queryKeys';
import { checkForm, type DeliveryForm, FORM_KEYS, FORM_LABELS, formOf } from './deliveryForm';

/**
 * A connection test's answer: whether it passed, the step that failed, the server's words, and
 * the channel it tried.
 */
export interface TestOutcome extends DeliveryTest {
  message: string;
  channel: DeliveryForm['channel'];
}

/** A run's answer: what it sent and what failed, and the server's words. */
export interface RunOutcome extends DeliveryRun {
  message: string;
}

/** A field problem the server names in a refusal's data (`{host: 'Host is required for SFTP.'}`). */
function refusedFields(error: unknown): Record<string, string> {
  if (!(error instanceof CallError) || error.status !== 400) return {};
  const data = error.data;
  if (typeof data !== 'object' || data === null) return {};
  return Object.fromEntries(
    Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * A party's delivery settings being edited: Save (at the version opened; a stale save opens the
 * edit-conflict dialog), Test connection with the form's settings, and Send now. Each checks the
 * form by the contract's schema first, and a refusal's field problems go under their fields.
 */
export function useDeliverySettings(
  linkpartyid: number,
  settings: DeliverySettings | null,
  form: UseFormReturnType<DeliveryForm>,
) {
  const queryClient = useQueryClient();
  // The settings the form started from: their version is the one a save is made against.
  const [opened, setOpened] = useState(settings);
  const [conflict, setConflict] = useState<{ message: string; stored: DeliverySettings } | null>(
    null,
  );
  const [busy, setBusy] = useState<'saving' | 'testing' | 'running' | null>(null);
  const [tested, setTested] = useState<TestOutcome | null>(null);
  const [ran, setRan] = useState<RunOutcome | null>(null);

  /** The settings as saved now: cached, and the form's new start. */
  const show = (next: DeliverySettings) => {
    queryClient.setQueryData(queryKeys.ediDelivery(linkpartyid), next);
    setOpened(next);
    const values = formOf(next);
    form.setValues(values);
    form.resetDirty(values);
  };

  /** The body the form sends, once it passes the contract's schema; else its problems shown. */
  const checked = (version?: number) => {
    const { problems, body } = checkForm(form.values, opened, version);
    form.setErrors(problems);
    return body;
  };

  const refused = (error: unknown, fallback: string) => {
    form.setErrors(refusedFields(error));
    showRefusal(error, fallback);
  };

  async function save() {
    const body = checked(opened?.version);
    if (!body || busy) return;
    setBusy('saving');
    try {
      const reply = await call(api.ediDelivery.update, { params: { linkpartyid }, body });
      notify.success(reply.message || EDI_DELIVERY_MESSAGES.saved);
      show(reply.data);
    } catch (error) {
      const stored =
        error instanceof CallError
          ? conflictCurrent<DeliverySettings>(error.status, error.data)
          : undefined;
      if (stored && error instanceof CallError) setConflict({ message: error.message, stored });
      else refused(error, 'The delivery settings could not be saved.');
    } finally {
      setBusy(null);
    }
  }

  async function test() {
    const body = checked();
    if (!body || busy) return;
    setBusy('testing');
    setTested(null);
    try {
      const reply = await call(api.ediDelivery.test, { params: { linkpartyid }, body });
      setTested({ ...reply.data, message: reply.message, channel: body.channel });
    } catch (error) {
      refused(error, 'The connection could not be tested.');
    } finally {
      setBusy(null);
    }
  }

  async function run() {
    if (busy) return;
    setBusy('running');
    setRan(null);
    try {
      const reply = await call(api.ediDelivery.run, { params: { linkpartyid } });
      setRan({ ...reply.data, message: reply.message });
      void queryClient.invalidateQueries({ queryKey: queryKeys.list(api.ediDelivery.log.path) });
    } catch (error) {
      showRefusal(error, 'The due deliveries could not be sent.');
    } finally {
      setBusy(null);
    }
  }

  const stale: StaleEdit | null = conflict
    ? staleEditOf({
        message: conflict.message,
        keys: FORM_KEYS,
        opened: { ...formOf(opened) },
        typed: { ...form.values },
        stored: { ...formOf(conflict.stored) },
        fieldOf: (key) => ({ label: FORM_LABELS[key as keyof DeliveryForm] ?? key }),
        lookup: referenceLookup(queryClient),
        apply: (merged) => {
          queryClient.setQueryData(queryKeys.ediDelivery(linkpartyid), conflict.stored);
          setOpened(conflict.stored);
          form.setValues(merged as unknown as DeliveryForm);
          setConflict(null);
        },
      })
    : null;

  /** Leaves the edit: the settings as stored. */
  const discard = () => {
    if (conflict) show(conflict.stored);
    setConflict(null);
  };

  return { opened, busy, tested, ran, save, test, run, stale, discard };
}
