import { Badge } from '@mantine/core';
import { ESTIMATE_STATUS_NAMES, type EstimateStatus } from '@quaybook/contract';

const COLOURS: Record<EstimateStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  approved: 'green',
  partly_approved: 'teal',
  rejected: 'red',
  repaired: 'violet',
  billed: 'grape',
};

/** An estimate's status by its name, coloured by how far the estimate has come. */
export function EstimateStatusBadge({
  status,
  size = 'sm',
}: {
  status: EstimateStatus;
  size?: 'xs' | 'sm';
}) {
  return (
    <Badge
      size={size}
      variant="light"
      color={COLOURS[status]}
      tt="none"
      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {ESTIMATE_STATUS_NAMES[status]}
    </Badge>
  );
}
