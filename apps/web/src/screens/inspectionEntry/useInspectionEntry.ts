import { useCallbackRef } from '@mantine/hooks';
import {
  api,
  CallError,
  INSPECTION_MESSAGES,
  type InspectionRow,
  NETWORK_FAILURE,
  OFFLINE_MESSAGES,
} from '@quaybook/contract';
import {
  Condition,
  normalizeContainerNumber,
  RECENT_ENTRIES,
  warningOfContainerNumber,
} from '@quaybook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useReducer, useRef, useState } from 'react';
import {
  type DamageLineDraft,
  dateProblem,
  failureMessage,
  movementFieldsOf,
  onMovementChosen,
  timeProblem,
  useMovementFields,
} from '../../inspections';
import { useFieldToast } from '../../lists/form/fieldToast';
import { notify } from '../../notify';
import { keepEntry, removeEntry } from '../../offline/entryQueue';
import type { QueuedEntry } from '../../offline/queuedEntry';
import { queryKeys } from '../../queryKeys';
import { referenceQuery } from '../../reference/referenceLists';
import { useSession } from '../../session/useSession';
import { lookUpContainer } from './containerLookup';
import { entryLayout } from './entryLayout';
import {
  containerNumberProblem,
  type EntryKey,
  type EntryRow,
  nextBlankRequired,
  nextRow,
  reloadContainer,
  rowProblems,
} from './entryRow';
import type { EntryScreen } from './entryScreens';
import type { ListedInspection } from './InspectionsTable';
import {
  entryRefusal,
  fillWith,
  type InspectionEntryState,
  initialEntryState,
  inspectionEntryReducer,
  isTyped,
} from './inspectionEntryState';
import { keepRecentEntry, readRecentEntries, recentEntriesKey } from './recentEntries';
import { type Entry, saveEntry } from './saveEntry';

/** Focuses a field of the entry by its key, once the render that shows it is done. */
function focusLater(root: HTMLElement | null, key: EntryKey | 'save') {
  setTimeout(() => {
    const box = root?.querySelector(`[data-entry-field="${key}"]`);
    const target = box?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([type="file"]), button',
    );
    target?.focus();
    if (target instanceof HTMLInputElement && key === 'containerNumber') target.select();
  }, 0);
}

/**
 * An entry screen's work: the row and its look-ups, the checks before Sound or Damage, the save
 * and what a refused one reloads, and the keys that drive it all.
 */
export function useInspectionEntry(screen: EntryScreen) {
  const queryClient = useQueryClient();
  // A refusal's toast goes once the surveyor has changed each field it was about.
  const toast = useFieldToast();
  const root = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(inspectionEntryReducer, new Date(), initialEntryState);
  const { row, found, condition, saving } = state;
  const user = useSession();
  // Kept in the tab's session storage, so a reload keeps the list (001 §2.6: the last five).
  const recentKey = user ? recentEntriesKey(screen.title, user) : undefined;
  const [recent, setRecent] = useState<ListedInspection[]>(() =>
    recentKey ? readRecentEntries(sessionStorage, recentKey) : [],
  );
  const [damageList, setDamageList] = useState<InspectionRow | null>(null);
  const parties = useQuery(referenceQuery('linkParties')).data;
  const isoCodes = useQuery(referenceQuery('isoCodes')).data;
  const movements = useQuery(referenceQuery('movements')).data;
  // The damage overlay's codes, fetched now: a damaged container may be typed without a network.
  useEffect(() => {
    for (const name of ['components', 'damages', 'repairs'] as const)
      void queryClient.prefetchQuery(referenceQuery(name));
  }, [queryClient]);
  const movement = useMovementFields(row.movementId);
  const layout = entryLayout(screen, movement.askedWire);
  const party = parties?.find((linked) => linked.autoid === row.party);
  const iso = isoCodes?.find((code) => code.isocode === row.iso_code);
  const warning =
    row.containerNumber.length === 11
      ? (warningOfContainerNumber(row.containerNumber) ?? undefined)
      : undefined;

  const change = (field: EntryKey, value: unknown) => {
    const patch: Partial<EntryRow> = { [field]: value };
    if (field === 'movementId')
      Object.assign(
        patch,
        onMovementChosen(movementFieldsOf(movements?.find((m) => m.Movid === value))),
      );
    dispatch({ type: 'changed', field, patch });
    toast.answered([field]);
    if (field === 'iso_code' && value) {
      const target = nextBlankRequired(
        { ...row, ...patch },
        layout.order,
        layout.required,
        'iso_code',
      );
      if (target) focusLater(root.current, target);
    }
  };

  const changeNumber = (typed: string) =>
    change('containerNumber', normalizeContainerNumber(typed));

  const leaveNumber = async () => {
    const number = row.containerNumber;
    const problem = containerNumberProblem(number);
    if (problem) {
      dispatch({ type: 'fieldRefused', field: 'containerNumber', problem });
      return;
    }
    if (number === '' || found.kind !== 'unchecked') return;
    // Without a network the container is looked up when the entry is sent.
    if (!navigator.onLine) return;
    try {
      const result = await lookUpContainer(number);
      dispatch({ type: 'looked', number, found: result, fill: fillWith(result, parties) });
      if (result.kind === 'invalid') {
        notify.error(INSPECTION_MESSAGES.invalidContainer);
        focusLater(root.current, 'containerNumber');
      } else if (result.kind === 'new') notify.info(INSPECTION_MESSAGES.detailsNotFound);
    } catch (error) {
      notify.error(failureMessage(error, NETWORK_FAILURE));
    }
  };

  const leave = (field: EntryKey) => {
    const problem =
      field === 'inspdate'
        ? dateProblem(row.inspdate)
        : field === 'insptime'
          ? timeProblem(row.insptime)
          : undefined;
    if (problem) dispatch({ type: 'fieldRefused', field, problem });
  };

  /** Whether the row may take Sound or Damage; if not, says why and goes to the first problem. */
  const ready = (): boolean => {
    const problems = rowProblems(row, found, movement);
    if (!problems) return true;
    dispatch({ type: 'refused', errors: problems.fields });
    toast.show(problems.message, Object.keys(problems.fields));
    const first = layout.order.find((key) => problems.fields[key]);
    if (first) focusLater(root.current, first);
    return false;
  };

  /**
   * After a failed save the container is read again: its correction may have been made, or
   * refused because someone changed it meanwhile. The row takes the stored values where the
   * person left them, so the next save names the current version and writes only their changes.
   */
  const reloadAfterFailure = async (): Promise<{
    reloaded?: Pick<InspectionEntryState, 'found'> & { row?: EntryRow };
    changed: string[];
  }> => {
    if (found.kind !== 'known') return { changed: [] };
    const fresh = await lookUpContainer(row.containerNumber).catch(() => undefined);
    if (fresh?.kind !== 'known') return { reloaded: { found: { kind: 'unchecked' } }, changed: [] };
    const again = reloadContainer(row, found.details, fresh.details);
    return { reloaded: { found: fresh, row: again.row }, changed: again.changed };
  };

  /** The next container's row, after a save or an entry kept on the tablet. */
  const saved = () => {
    dispatch({ type: 'saved', next: nextRow(row, screen.keep, new Date()) });
    focusLater(root.current, 'containerNumber');
  };

  /** Without a network the entry is kept on the tablet, under the key it would have been sent with. */
  const keep = async (entry: Entry, key: string, signedIn: NonNullable<typeof user>) => {
    await keepEntry({
      id: key,
      userId: signedIn.user_id,
      screen: screen.title,
      summary: {
        containerNumber: row.containerNumber,
        movement: movements?.find((m) => m.Movid === row.movementId)?.Name ?? '',
        condition: entry.condition,
      },
      work: { kind: 'entry', entry },
    });
    toast.hide();
    notify.info(OFFLINE_MESSAGES.queued);
    saved();
  };

  const save = async (as: Condition, lines: readonly DamageLineDraft[]) => {
    if (saving || !ready()) return;
    dispatch({ type: 'saving' });
    const entry: Entry = { row, found, party, iso, condition: as, damages: lines };
    // The entry's own id: sent with each of its calls, and its key in the queue if it waits there.
    const key = crypto.randomUUID();
    try {
      if (user && !navigator.onLine) return await keep(entry, key, user);
      let reply: Awaited<ReturnType<typeof saveEntry>>;
      try {
        reply = await saveEntry(entry, key);
      } catch (error) {
        // The network went while saving: whatever reached the server is not recorded twice.
        if (user && error instanceof CallError && error.status === 0)
          return await keep(entry, key, user);
        throw error;
      }
      toast.hide();
      notify.success(
        as === Condition.damage
          ? INSPECTION_MESSAGES.damageAdded
          : reply.message || INSPECTION_MESSAGES.created,
      );
      // Recorded all the same: the answer says when the number is a likely typo.
      if (reply.data.number_warning) notify.warning(reply.data.number_warning);
      const listed = { inspection: reply.data, savedAt: new Date() };
      setRecent(
        recentKey
          ? keepRecentEntry(sessionStorage, recentKey, recent, listed)
          : [listed, ...recent].slice(0, RECENT_ENTRIES),
      );
      saved();
      await queryClient.invalidateQueries({ queryKey: queryKeys.list(api.inspection.list.path) });
    } catch (error) {
      const { reloaded, changed } = await reloadAfterFailure();
      const refusal = entryRefusal(error, changed);
      dispatch({
        type: 'failed',
        reloaded,
        errors: refusal.errors,
        closeDamage: !refusal.aboutLines,
      });
      toast.show(refusal.message, Object.keys(refusal.errors));
      if (!refusal.aboutLines) {
        const first = layout.order.find((key) => refusal.errors[key]);
        if (first) focusLater(root.current, first);
      }
    } finally {
      dispatch({ type: 'saveEnded' });
    }
  };

  const chooseDamage = () => {
    if (!movement.offersDamage || !ready()) return;
    dispatch({ type: 'damageOpened' });
  };
  const submit = (as: Condition) =>
    as === Condition.damage ? chooseDamage() : void save(Condition.sound, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    // Keys typed in an overlay (its portal bubbles here) belong to the overlay.
    if (!root.current?.contains(target)) return;
    if (event.altKey && event.code === 'KeyD') {
      event.preventDefault();
      chooseDamage();
      return;
    }
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      submit(Condition.sound);
      return;
    }
    // Enter in an open list picks its option; a button presses itself.
    if (target.getAttribute('aria-expanded') === 'true' || target.tagName === 'BUTTON') return;
    event.preventDefault();
    // After the number (a scanner ends with Enter) go on to the ISO; elsewhere, save.
    if (target.closest('[data-entry-field="containerNumber"]'))
      focusLater(root.current, 'iso_code');
    else submit(condition);
  };

  /** A refused entry taken off the queue into the form, to correct and save again. */
  const correct = async (queued: QueuedEntry) => {
    if (queued.kind !== 'entry') return;
    await removeEntry(queued.id);
    // Refused for a rule changed meanwhile: the form asks for what the movement asks now.
    void queryClient.invalidateQueries({ queryKey: queryKeys.reference('movements') });
    dispatch({ type: 'restored', entry: queued.entry });
    toast.show(queued.message ?? '', []);
    focusLater(root.current, 'containerNumber');
  };

  // Stable across renders, so a field that did not change is not rendered again.
  const changeField = useCallbackRef(change);
  const leaveField = useCallbackRef(leave);
  const correctQueued = useCallbackRef((queued: QueuedEntry) => void correct(queued));
  const discardQueued = useCallbackRef((queued: QueuedEntry) => void removeEntry(queued.id));

  return {
    root,
    state,
    user,
    correct: correctQueued,
    discard: discardQueued,
    typed: isTyped(state),
    layout,
    movement,
    party,
    iso,
    warning,
    recent,
    damageList,
    showDamageList: setDamageList,
    change: changeField,
    changeNumber,
    leaveNumber,
    leave: leaveField,
    onKeyDown,
    submit: () => submit(condition),
    chooseCondition: (as: Condition) =>
      as === Condition.damage ? chooseDamage() : dispatch({ type: 'soundChosen' }),
    changeDamages: (damages: DamageLineDraft[]) => dispatch({ type: 'damagesChanged', damages }),
    saveDamage: () => void save(Condition.damage, state.damages),
    closeDamage: () => {
      dispatch({ type: 'damageClosed' });
      focusLater(root.current, 'save');
    },
  };
}
