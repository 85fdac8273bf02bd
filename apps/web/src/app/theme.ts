import { createTheme } from '@mantine/core';
import classes from './theme.module.css';

/** Spec section 1: light by default, primary violet, secondary blue, table headers purple. */
export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  other: { secondaryColor: 'blue', tableHeaderColor: 'grape' },
  components: {
    // A plain object, not `Table.extend`: that would pull Table (and ScrollArea) into the start-up bundle.
    Table: { classNames: { thead: classes.tableHead } },
    // A link in a sentence is told apart by more than its colour (WCAG 1.4.1); "never" still opts out, as the logo does.
    Anchor: { defaultProps: { underline: 'always' } },
    // A closed select's list is not kept in the page (Mantine keeps it, hidden): a kept one is placed again by
    // floating-ui on every layout change, with forced style reads (about 230 on Chat Management's first load, with its
    // four filters; 4 without them; issue 22).
    Combobox: { defaultProps: { keepMounted: false } },
  },
});
