import { defineMessages, type PrimitiveType } from 'react-intl';

/** Names of the school-overridable colour tokens (tokens/schools/whitelist.json). */
export const themeTokenMessages = defineMessages({
  'color.brand.primary': { id: 'ui.themePanel.brandPrimary', defaultMessage: 'Brand colour', description: 'School colour: buttons, selected tabs, switches and other primary actions.' },
  'color.brand.primaryHover': { id: 'ui.themePanel.brandPrimaryHover', defaultMessage: 'Brand colour under the pointer', description: 'School colour: primary actions while the pointer is over them.' },
  'color.brand.onPrimary': { id: 'ui.themePanel.brandOnPrimary', defaultMessage: 'Text on the brand colour', description: 'School colour: text and icons drawn on the brand colour.' },
  'color.link.default': { id: 'ui.themePanel.link', defaultMessage: 'Links', description: 'School colour: links in text.' },
  'color.header.background': { id: 'ui.themePanel.headerBackground', defaultMessage: 'Header background', description: 'School colour: the portal header bar.' },
  'color.header.text': { id: 'ui.themePanel.headerText', defaultMessage: 'Header text', description: 'School colour: text and icons in the header bar.' },
});

/** Names of the colour pairs the contrast check reports, keyed "foreground|background" (THEME_COLOR_PAIRS). */
export const themePairMessages = defineMessages({
  'color.brand.onPrimary|color.brand.primary': { id: 'ui.themePanel.pairPrimaryButton', defaultMessage: 'Primary button label', description: 'Colour pair: text on a primary button.' },
  'color.brand.onPrimary|color.brand.primaryHover': {
    id: 'ui.themePanel.pairPrimaryButtonHover',
    defaultMessage: 'Primary button label under the pointer',
    description: 'Colour pair: text on a primary button while the pointer is over it.',
  },
  'color.link.default|color.bg.surface': { id: 'ui.themePanel.pairLinkCard', defaultMessage: 'Links on cards', description: 'Colour pair: links on white cards.' },
  'color.link.default|color.bg.canvas': { id: 'ui.themePanel.pairLinkPage', defaultMessage: 'Links on the page background', description: 'Colour pair: links on the page background.' },
  'color.header.text|color.header.background': { id: 'ui.themePanel.pairHeader', defaultMessage: 'Header text on the header', description: 'Colour pair: text in the header bar.' },
  'color.brand.primary|color.bg.surface': { id: 'ui.themePanel.pairPrimaryControl', defaultMessage: 'Brand-coloured controls on cards', description: 'Colour pair: switches, tabs and borders in the brand colour on cards.' },
});

export const themePanelMessages = {
  ...defineMessages({
    heading: { id: 'ui.themePanel.heading', defaultMessage: 'School colours', description: 'Heading of the decoration editor panel where a school sets its brand colours.' },
    headingDark: { id: 'ui.themePanel.headingDark', defaultMessage: 'School colours in dark mode', description: 'Heading of the brand colour panel when it edits the dark-mode colours.' },
    intro: {
      id: 'ui.themePanel.intro',
      defaultMessage: 'Leave a field empty to keep the default colour.',
      description: 'Help under the heading of the school colour panel.',
    },
    reset: { id: 'ui.themePanel.reset', defaultMessage: 'Reset to defaults', description: 'Button: remove every school colour and go back to the design system colours.' },
    contrastHeading: { id: 'ui.themePanel.contrastHeading', defaultMessage: 'Contrast check', description: 'Heading of the list of colour pairs checked against the WCAG AA contrast minimum.' },
    contrastPass: { id: 'ui.themePanel.contrastPass', defaultMessage: 'Every colour pair meets the WCAG AA contrast minimum.', description: 'Contrast check result: nothing to fix.' },
  }),
  // PrimitiveType arguments also take React elements: colour codes and ratios come wrapped in a left-to-right isolate.
  ...defineMessages<{
    picker: { token: string };
    hexInvalid: { example: PrimitiveType };
    defaultValue: { value: PrimitiveType };
    contrastFail: { count: number };
    pairFail: { pair: PrimitiveType; ratio: PrimitiveType; minimum: PrimitiveType };
    pairPass: { pair: PrimitiveType; ratio: PrimitiveType };
    pairFallback: { foreground: PrimitiveType; background: PrimitiveType };
  }>({
    picker: { id: 'ui.themePanel.picker', defaultMessage: 'Pick the {token}', description: 'Accessible name of the colour picker next to a colour field; {token} is the colour’s name.' },
    hexInvalid: {
      id: 'ui.themePanel.hexInvalid',
      defaultMessage: 'Enter # and six hexadecimal digits, for example {example}.',
      description: 'Error under a colour field whose text is not a #rrggbb colour. {example} is the field’s default colour, written #rrggbb.',
    },
    defaultValue: { id: 'ui.themePanel.defaultValue', defaultMessage: 'Default {value}', description: 'Help under an empty colour field: the colour used when the school sets none. {value} is written #rrggbb.' },
    contrastFail: {
      id: 'ui.themePanel.contrastFail',
      defaultMessage: '{count, plural, one {# colour pair is} other {# colour pairs are}} below the WCAG AA contrast minimum.',
      description: 'Contrast check result: how many colour pairs are too faint to read.',
    },
    pairFail: {
      id: 'ui.themePanel.pairFail',
      defaultMessage: '{pair}: contrast {ratio}, needs at least {minimum}',
      description: 'Warning for one colour pair: its contrast ratio (like 3.2:1) and the minimum (4.5:1 for text, 3:1 for controls).',
    },
    pairPass: { id: 'ui.themePanel.pairPass', defaultMessage: '{pair}: contrast {ratio}', description: 'A colour pair that passes the contrast check, with its ratio (like 7.1:1).' },
    pairFallback: { id: 'ui.themePanel.pairFallback', defaultMessage: '{foreground} on {background}', description: 'Name of a colour pair without its own name: two token names such as color.text.primary.' },
  }),
};
