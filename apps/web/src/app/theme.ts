import { createTheme, Modal, type MantineColorsTuple } from '@mantine/core';
import { i18n } from '../lib/i18n.ts';

// Teal of the logo; shade 7 (#0b7f73) carries white text at a 4.9:1 contrast.
const yim: MantineColorsTuple = [
  '#e7f7f5',
  '#cdeeea',
  '#9edcd5',
  '#6ccabf',
  '#43bbae',
  '#27b1a3',
  '#14a395',
  '#0b7f73',
  '#086e64',
  '#045a52',
];

// Mantine's grey 6 (#868e96, the dimmed text) and red 6 (#fa5252, errors) reach only 3.3:1 on
// white; these shades reach 4.5:1 or more (WCAG 1.4.3) on white and on grey 0 (#f8f9fa).
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#676f76',
  '#495057',
  '#343a40',
  '#212529',
];
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#c92a2a',
  '#b52424',
  '#a01f1f',
  '#8a1a1a',
];

const FONT = 'Sarabun, "Noto Sans Thai", system-ui, -apple-system, "Segoe UI", sans-serif';

export const theme = createTheme({
  primaryColor: 'yim',
  primaryShade: 7,
  colors: { yim, gray, red },
  fontFamily: FONT,
  headings: {
    fontFamily: FONT,
    fontWeight: '700',
    // Mantine's defaults (1.3 to 1.5) let Thai vowels below one line touch marks above the next.
    sizes: {
      h1: { fontSize: '2.125rem', lineHeight: '1.45' },
      h2: { fontSize: '1.625rem', lineHeight: '1.45' },
      h3: { fontSize: '1.375rem', lineHeight: '1.5' },
      h4: { fontSize: '1.125rem', lineHeight: '1.5' },
      h5: { fontSize: '1rem', lineHeight: '1.55' },
      h6: { fontSize: '0.875rem', lineHeight: '1.55' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Spec access §9: 768 px and below is the mobile layout, so "sm and up" starts at 769 px.
  breakpoints: { xs: '36em', sm: '48.0625em', md: '62em', lg: '75em', xl: '88em' },
  // Thai has tall vowels and tone marks above and below the line: give them room.
  lineHeights: { xs: '1.5', sm: '1.55', md: '1.6', lg: '1.65', xl: '1.7' },
  components: {
    // Every dialog's × has a name for screen readers (Mantine's has none), in the current
    // language: the getter is read each time a dialog renders its close button.
    Modal: Modal.extend({
      defaultProps: {
        closeButtonProps: {
          get 'aria-label'() {
            return i18n.t('common:actions.closeDialog');
          },
        },
      },
    }),
  },
});
