import { Alert, Modal } from '@mantine/core';
import { api, INSPECTION_MESSAGES } from '@quaybook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../api/client';
import { ConfirmDelete } from '../lists/rows/ConfirmDelete';
import { notify } from '../notify';
import { queryKeys } from '../queryKeys';
import { DamageLineEditor } from './DamageLineEditor';
import { type DamageLineDraft, draftOfRow, linesWithPhotos } from './damageLine';
import { failureMessage } from './failureMessage';

interface DamageListModalProps {
  /** The recorded inspection whose lines are listed. */
  reportid: number;
  containerNumber: string;
  opened: boolean;
  onClose(): void;
  /** Why the lines cannot be changed (on a report, billed): shown, and the lines only listed. */
  locked?: string | undefined;
}

/** The query of a recorded inspection's damage lines. */
function damagesQueryKey(reportid: number) {
  return queryKeys.list(api.inspection.damages.path, { reportid });
}

/**
 * The Damage List of a recorded inspection: its lines from GET /get_damages, each added or
 * changed with POST /saveDamage (with the line's photo) and deleted, after asking, with POST
 * /deleteDamage; each line sent names the inspection by its reportid.
 */
export function DamageListModal({
  reportid,
  containerNumber,
  opened,
  onClose,
  locked,
}: DamageListModalProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<DamageLineDraft | null>(null);
  const damages = useQuery({
    queryKey: damagesQueryKey(reportid),
    queryFn: async () =>
      (await call(api.inspection.damages, { query: { reportid } })).data.map(draftOfRow),
    enabled: opened,
  });
  const lines = damages.data ?? [];
  // The lines, the inspection's photos and the lists showing its damage all change together.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: damagesQueryKey(reportid) }),
      queryClient.invalidateQueries({
        queryKey: queryKeys.list(api.inspection.photos.path, { reportid }),
      }),
      queryClient.invalidateQueries({ queryKey: queryKeys.list(api.inspection.list.path) }),
    ]);

  const save = async (line: DamageLineDraft) => {
    setBusy(true);
    try {
      // As the spec's client sends it: only the lines, each naming its inspection.
      const { lines, files } = linesWithPhotos([line]);
      await call(api.inspection.saveDamage, {
        body: { damageData: lines.map((saved) => ({ ...saved, reportid })) },
        files,
      });
      notify.success(INSPECTION_MESSAGES.damageSaved([line]));
      await refresh();
      return true;
    } catch (error) {
      notify.error(failureMessage(error, INSPECTION_MESSAGES.saveDamageError));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const remove = async (line: DamageLineDraft) => {
    if (line.autoid === null) return;
    setBusy(true);
    try {
      await call(api.inspection.deleteDamage, {
        body: { damageData: [{ autoid: line.autoid, reportid }] },
      });
      notify.success(INSPECTION_MESSAGES.deleted);
      setRemoving(null);
      await refresh();
    } catch (error) {
      notify.error(failureMessage(error, INSPECTION_MESSAGES.deleteDamageError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Modal
        opened={opened && removing === null}
        onClose={onClose}
        title={`Damage List: ${containerNumber}`}
        size="min(1180px, 96vw)"
      >
        {locked && (
          <Alert color="orange" mb="sm" p="xs">
            {locked}
          </Alert>
        )}
        {damages.isError ? (
          <Alert color="red" p="xs">
            {INSPECTION_MESSAGES.loadErrorLine(damages.error.message)}
          </Alert>
        ) : (
          <DamageLineEditor
            lines={lines}
            busy={busy || damages.isFetching}
            locked={locked}
            onSave={save}
            onRemove={(index) => setRemoving(lines[index] ?? null)}
          />
        )}
      </Modal>
      <ConfirmDelete
        opened={removing !== null}
        title="Delete Damage"
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
      >
        Delete this damage line of {containerNumber}?
      </ConfirmDelete>
    </>
  );
}
