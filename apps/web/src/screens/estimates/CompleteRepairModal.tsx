import { Button, Checkbox, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { api, ESTIMATE_MESSAGES, type EstimateDetail } from '@quaybook/contract';
import { useState } from 'react';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { PhotoPicker } from '../../inspections/PhotoPicker';
import { DateField } from '../../lists/form/DateField';
import { notify } from '../../notify';
import { type RepairChoice, repairableLines, repairRequest } from './repairRequest';

/**
 * Complete repair: the approved lines repaired (every one ticked at first), the day, and
 * after-repair photos per line, sent in one `POST /complete_repair`.
 */
export function CompleteRepairModal({
  estimate,
  opened,
  onClose,
  onDone,
}: {
  estimate: EstimateDetail;
  opened: boolean;
  onClose(): void;
  onDone(estimate: EstimateDetail): void;
}) {
  const offered = repairableLines(estimate);
  const [choice, setChoice] = useState<RepairChoice>({
    lines: offered,
    repairdate: '',
    photos: {},
  });
  const [busy, setBusy] = useState(false);
  const tick = (lineno: number, on: boolean) =>
    setChoice((was) => ({
      ...was,
      lines: on
        ? [...was.lines, lineno].sort((a, b) => a - b)
        : was.lines.filter((n) => n !== lineno),
    }));

  async function submit() {
    if (choice.lines.length === 0) {
      notify.error(ESTIMATE_MESSAGES.chooseRepaired);
      return;
    }
    setBusy(true);
    try {
      const reply = await call(api.estimate.completeRepair, repairRequest(estimate, choice));
      notify.success(reply.message || ESTIMATE_MESSAGES.repaired);
      onDone(reply.data);
    } catch (error) {
      showRefusal(error, 'The repair could not be recorded.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Complete repair" size="xl" centered>
      <Stack gap="sm">
        <DateField
          name="Repair Date"
          label="Repair date"
          description="Left blank, today."
          w={200}
          value={choice.repairdate}
          onChange={(value) => setChoice((was) => ({ ...was, repairdate: value ?? '' }))}
        />
        <Table fz="sm" withTableBorder verticalSpacing={4} aria-label="Approved lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Repaired</Table.Th>
              <Table.Th>Line</Table.Th>
              <Table.Th>After-repair photos</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {estimate.lines
              .filter((line) => offered.includes(line.lineno))
              .map((line) => (
                <Table.Tr key={line.lineno}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Line ${line.lineno} repaired`}
                      checked={choice.lines.includes(line.lineno)}
                      onChange={(event) => tick(line.lineno, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {line.lineno}. {line.location} {line.componentcode} {line.damagecode}{' '}
                      {line.repaircode}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <PhotoPicker
                      label={`Line ${line.lineno} photos`}
                      files={choice.photos[line.lineno] ?? []}
                      disabled={!choice.lines.includes(line.lineno)}
                      onChange={(files) =>
                        setChoice((was) => ({
                          ...was,
                          photos: { ...was.photos, [line.lineno]: files },
                        }))
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={busy} disabled={choice.lines.length === 0} onClick={() => void submit()}>
            Record repair
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
