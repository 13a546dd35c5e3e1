import { Button, Group, TextInput } from '@mantine/core';
import { INSPECTION_MESSAGES } from '@quaybook/contract';
import { isContainerNumberFormat, normalizeContainerNumber } from '@quaybook/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CONTAINER_PARAM } from './containerPagePath';

/** The container chosen in the URL (?container=…), upper case; '' for none or a malformed one. */
export function useChosenContainer(): [
  string,
  (contnumber: string, forget?: readonly string[]) => void,
] {
  const [params, setParams] = useSearchParams();
  const typed = normalizeContainerNumber(params.get(CONTAINER_PARAM) ?? '');
  const chosen = isContainerNumberFormat(typed) ? typed : '';
  // Choices that belonged to the container before (its inspection) are forgotten with it.
  const choose = (contnumber: string, forget: readonly string[] = []) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set(CONTAINER_PARAM, contnumber);
      for (const param of forget) next.delete(param);
      return next;
    });
  return [chosen, choose];
}

/** A box to type a container number in, and Show; a number that cannot be one is said so. */
export function ContainerNumberForm({
  chosen,
  onChoose,
}: {
  chosen: string;
  onChoose(contnumber: string): void;
}) {
  const [text, setText] = useState(chosen);
  const [problem, setProblem] = useState<string>();
  const [seen, setSeen] = useState(chosen);
  if (seen !== chosen) {
    setSeen(chosen);
    setText(chosen);
  }
  const submit = () => {
    const number = normalizeContainerNumber(text);
    if (!isContainerNumberFormat(number)) setProblem(INSPECTION_MESSAGES.invalidContainer);
    else onChoose(number);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group gap="xs" align="flex-start">
        <TextInput
          aria-label="Container No"
          placeholder="Container No, e.g. MSCU1234565"
          w={240}
          autoFocus={chosen === ''}
          value={text}
          error={problem}
          ff="monospace"
          onChange={(event) => {
            setText(event.currentTarget.value.toUpperCase());
            setProblem(undefined);
          }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          Show
        </Button>
      </Group>
    </form>
  );
}
