/** How every data table of the app looks: dense, striped, bordered. */
export const TABLE_LOOK = {
  withTableBorder: true,
  borderRadius: 'sm',
  striped: true,
  highlightOnHover: true,
  verticalSpacing: 6,
  horizontalSpacing: 'sm',
  fz: 'sm',
} as const;

/** The open (adding or editing) row stands out. */
export const OPEN_ROW_STYLE = { backgroundColor: 'var(--mantine-color-yellow-0)' };
