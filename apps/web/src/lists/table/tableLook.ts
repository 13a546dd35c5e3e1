/** How every data table of the app looks: dense, striped, bordered. */
export const TABLE_LOOK = {
  withTableBorder: true,
  borderRadius: 'sm',
  striped: true,
  highlightOnHover: true,
  verticalSpacing: 6,
  // Tight sides leave each column its header, sort arrow and values on a 1366-pixel screen.
  horizontalSpacing: 'xs',
  fz: 'sm',
} as const;

/** The open (adding or editing) row stands out. */
export const OPEN_ROW_STYLE = { backgroundColor: 'var(--mantine-color-yellow-0)' };
