import { Button, Group, Modal, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { ESTIMATE_MESSAGES, type EstimateDetail } from '@quaybook/contract';
import {
  IconDeviceFloppy,
  IconDownload,
  IconMailForward,
  IconSend,
  IconTool,
} from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { showRefusal } from '../../api/showRefusal';
import { downloadDocument } from '../../documents/issuedDocument';
import { EditConflictDialog } from '../../lists/form/EditConflictDialog';
import { LeaveDialog } from '../../lists/form/LeaveDialog';
import { CompleteRepairModal } from './CompleteRepairModal';
import { EstimateHeader } from './EstimateHeader';
import { EstimateLinesTable } from './EstimateLinesTable';
import { EstimateTotals } from './EstimateTotals';
import { sendBlocked } from './estimateDraft';
import { repairableLines } from './repairRequest';
import { useEstimateEditor } from './useEstimateEditor';

const download = (filename: string) =>
  downloadDocument(filename).catch((error: unknown) =>
    showRefusal(error, 'The file could not be downloaded.'),
  );

/**
 * An estimate on screen. A draft's lines are edited in place and saved (Ctrl+S), then sent to
 * the line once every line is priced; a sent one offers its PDF and DESTIM, and an approved one
 * its repair.
 */
export function EstimateEditor({ estimate }: { estimate: EstimateDetail }) {
  const editor = useEstimateEditor(estimate);
  const { draft, dispatch, busy } = editor;
  const [confirming, setConfirming] = useState<'send' | 'resend' | null>(null);
  const [repairing, setRepairing] = useState(false);
  const isDraft = estimate.status === 'draft';
  const blocked = sendBlocked(estimate.unpriced, draft, ESTIMATE_MESSAGES.unpriced);
  // Sent and undecided: the line may have lost the link, or its mail may have failed.
  const resendable = estimate.status === 'sent';
  const repairable =
    (estimate.status === 'approved' || estimate.status === 'partly_approved') &&
    repairableLines(estimate).length > 0;

  const onKeyDown = (event: KeyboardEvent) => {
    if (isDraft && event.key === 's' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void editor.save();
    }
  };

  return (
    <Stack gap="sm" onKeyDown={onKeyDown}>
      <EstimateHeader estimate={estimate} />
      <EstimateLinesTable estimate={estimate} edit={isDraft ? { draft, dispatch } : undefined} />
      <Group align="flex-start" gap="md" wrap="wrap">
        <Stack gap="xs" style={{ flex: '1 1 360px' }}>
          {isDraft ? (
            <Textarea
              label="Estimate note"
              rows={2}
              value={draft.note}
              onChange={(event) =>
                dispatch({ type: 'estimateNote', text: event.currentTarget.value })
              }
            />
          ) : (
            estimate.note && (
              <Text size="sm">
                <b>Note:</b> {estimate.note}
              </Text>
            )
          )}
          <Group gap="xs">
            {isDraft && (
              <>
                <Button
                  leftSection={<IconDeviceFloppy size={16} />}
                  loading={busy === 'saving'}
                  disabled={!draft.changed}
                  onClick={() => void editor.save()}
                >
                  Save
                </Button>
                <Tooltip label={blocked ?? ''} disabled={!blocked} multiline w={280}>
                  {/* A span, so the reason shows on hover over the disabled button too. */}
                  <span>
                    <Button
                      variant="light"
                      leftSection={<IconSend size={16} />}
                      disabled={blocked !== undefined}
                      loading={busy === 'sending'}
                      onClick={() => setConfirming('send')}
                    >
                      Send to line
                    </Button>
                  </span>
                </Tooltip>
              </>
            )}
            {resendable && (
              <Tooltip
                label={ESTIMATE_MESSAGES.noReportEmail(estimate.partyname)}
                disabled={estimate.reportemail !== null}
                multiline
                w={280}
              >
                <span>
                  <Button
                    variant="light"
                    leftSection={<IconMailForward size={16} />}
                    disabled={estimate.reportemail === null}
                    loading={busy === 'resending'}
                    onClick={() => setConfirming('resend')}
                  >
                    Send link again
                  </Button>
                </span>
              </Tooltip>
            )}
            {estimate.pdf && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                onClick={() => estimate.pdf && void download(estimate.pdf)}
              >
                PDF
              </Button>
            )}
            {estimate.destim && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                onClick={() => estimate.destim && void download(estimate.destim)}
              >
                DESTIM
              </Button>
            )}
            {repairable && (
              <Button leftSection={<IconTool size={16} />} onClick={() => setRepairing(true)}>
                Complete repair
              </Button>
            )}
          </Group>
          {isDraft && blocked && (
            <Text size="sm" c="orange.8" role="status">
              {blocked}
            </Text>
          )}
        </Stack>
        <EstimateTotals estimate={estimate} />
      </Group>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming === 'resend' ? 'Send link again' : 'Send to line'}
        centered
      >
        <Text size="sm">
          {confirming === 'resend'
            ? ESTIMATE_MESSAGES.resendConfirm(estimate.reportemail ?? '')
            : `Send estimate ${estimate.estimateno} to ${estimate.partyname}? The PDF and DESTIM are issued and the approval link is mailed to the line; the estimate cannot be changed after.`}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              setConfirming(null);
              void (confirming === 'resend' ? editor.resendLink() : editor.send());
            }}
          >
            Yes, send
          </Button>
        </Group>
      </Modal>
      {repairing && (
        <CompleteRepairModal
          estimate={estimate}
          opened={repairing}
          onClose={() => setRepairing(false)}
          onDone={(next) => {
            setRepairing(false);
            editor.show(next);
          }}
        />
      )}
      <EditConflictDialog stale={editor.stale} onDiscard={editor.discard} />
      <LeaveDialog dirty={isDraft && draft.changed} />
    </Stack>
  );
}
