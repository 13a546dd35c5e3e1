import { ActionIcon, Box, Button, FileButton, Group, Image, Input, Tooltip } from '@mantine/core';
import { PHOTO_TYPES } from '@quaybook/domain';
import { IconCamera, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

// The declared type is a first sieve only (phones name HEIC oddly); the server reads the bytes.
const ACCEPT = [...PHOTO_TYPES, '.heic', '.heif'].join(',');

interface PhotoPickerProps {
  /** The photos picked so far, in order. */
  files: readonly File[];
  onChange(files: File[]): void;
  /** The button's text: 'Photos', 'Photo'. */
  label?: string;
  /** One photo (a damage line's) or several (an inspection's). */
  multiple?: boolean;
  disabled?: boolean;
}

/** Previews of picked files, kept only while they are shown. */
function useObjectUrls(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((file) => URL.createObjectURL(file));
    setUrls(made);
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

/**
 * Picks photos from the device or, on a tablet, takes them with its back camera; each shows as a
 * thumbnail that can be removed before the save.
 */
export function PhotoPicker({
  files,
  onChange,
  label = 'Photos',
  multiple = true,
  disabled = false,
}: PhotoPickerProps) {
  const urls = useObjectUrls(files);
  const box = useRef<HTMLDivElement>(null);
  // The removed thumbnail's button goes with it; focus moves to the picker's own button.
  const remove = (index: number) => {
    onChange(files.filter((_, at) => at !== index));
    setTimeout(() => box.current?.querySelector('button')?.focus(), 0);
  };
  // The input forgets each pick, so the same file picked again (after a save) is taken again.
  const resetRef = useRef<() => void>(null);
  const add = (picked: File[]) => {
    onChange([...files, ...picked]);
    resetRef.current?.();
  };
  const picker = {
    resetRef,
    accept: ACCEPT,
    capture: 'environment' as const,
    disabled,
    inputProps: { 'aria-label': `${label} file` },
  };
  const trigger = (props: { onClick(): void }) => (
    <Button
      {...props}
      size="sm"
      variant="default"
      disabled={disabled}
      leftSection={<IconCamera size={16} />}
    >
      {files.length ? `${files.length} added` : multiple ? 'Add' : 'Add photo'}
    </Button>
  );
  return (
    <Box ref={box}>
      <Input.Label display="block">{label}</Input.Label>
      <Group gap={6} wrap="wrap">
        {multiple ? (
          <FileButton {...picker} multiple onChange={add}>
            {trigger}
          </FileButton>
        ) : (
          // One photo: a new pick takes the place of the one shown.
          <FileButton
            {...picker}
            onChange={(file) => {
              if (file) onChange([file]);
              resetRef.current?.();
            }}
          >
            {trigger}
          </FileButton>
        )}
        {files.map((file, index) => (
          <Box key={`${file.name}-${file.size}-${file.lastModified}`} pos="relative">
            <Tooltip label={file.name}>
              <Image
                src={urls[index]}
                alt={file.name}
                w={36}
                h={36}
                radius="sm"
                fit="cover"
                // HEIC does not preview in most browsers: its name stands in.
                fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='36' height='36'%3E%3Crect width='36' height='36' fill='%23dee2e6'/%3E%3C/svg%3E"
              />
            </Tooltip>
            <ActionIcon
              size={16}
              radius="xl"
              color="red"
              pos="absolute"
              top={-6}
              right={-6}
              aria-label={`Remove ${file.name}`}
              disabled={disabled}
              onClick={() => remove(index)}
            >
              <IconX size={10} />
            </ActionIcon>
          </Box>
        ))}
      </Group>
    </Box>
  );
}
