import { Badge, Tooltip } from '@mantine/core';

/** A bill registered on the e-invoice portal: marked IRN, the IRN itself on hover. */
export function IrnBadge({ irn }: { irn: string | null }) {
  return irn ? (
    <Tooltip label={irn}>
      <Badge size="xs" variant="light" color="teal">
        IRN
      </Badge>
    </Tooltip>
  ) : null;
}
