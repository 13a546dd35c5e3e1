import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A harbour navy for the brand; the rest stays neutral so data reads first.
const harbour: MantineColorsTuple = [
  '#eaf2fb',
  '#d3e2f3',
  '#a6c3e6',
  '#75a2d9',
  '#4d86ce',
  '#3474c8',
  '#266bc6',
  '#1a5aaf',
  '#11509d',
  '#1c4e80',
];

export const theme = createTheme({
  primaryColor: 'harbour',
  primaryShade: 7,
  colors: { harbour },
  defaultRadius: 'sm',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    TextInput: { defaultProps: { size: 'sm' } },
    PasswordInput: { defaultProps: { size: 'sm' } },
    Button: { defaultProps: { size: 'sm' } },
  },
});
