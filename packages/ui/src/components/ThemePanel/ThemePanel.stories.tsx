import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSchoolThemes, type SchoolTheme, type ThemeMode } from '@academy/tokens';
import { ThemePanel, type ThemeOverrides } from './ThemePanel.tsx';
import { ENGLISH_ONLY, documents } from '../../test/stories.ts';

type HarnessArgs = { initial: ThemeOverrides; mode?: ThemeMode; fallbackOverrides?: ThemeOverrides; onChange: (overrides: ThemeOverrides) => void };

/** The panel as the editor uses it: the colours live in the parent. */
function Harness({ initial, mode, fallbackOverrides, onChange }: HarnessArgs) {
  const [overrides, setOverrides] = useState(initial);
  return (
    <ThemePanel
      overrides={overrides}
      mode={mode}
      fallbackOverrides={fallbackOverrides}
      onChange={(next) => {
        onChange(next);
        setOverrides(next);
      }}
    />
  );
}

/** Harbour Academy (tokens/schools/harbour-academy.json): light colours, and dark ones where it sets them. */
const harbour = sampleSchoolThemes.find((school) => school.id === 'harbour-academy') as unknown as SchoolTheme;

/** Colours an administrator might try: too pale under white labels, too pale for links, a bright yellow, a half-typed hex. */
const TRIED = { paleBrand: '#7fb2ff', paleLink: '#8aa9e6', yellow: '#ffcc00', halfTyped: '#0b3b3', nearWhite: '#f0fbfa' }; // lint-styles-ignore

/** The contrast report's row whose text matches (ratios sit in their own left-to-right element). */
const pairRow = (canvasElement: HTMLElement, pattern: RegExp) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .find((item) => pattern.test(item.textContent ?? ''));

const meta = {
  title: 'Editor/ThemePanel',
  component: documents<typeof Harness>(ThemePanel),
  render: (args) => <Harness {...args} />,
  args: { initial: {}, onChange: fn() },
  parameters: { visual: { layout: 'stack' } },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No school colours yet: every field shows its default and every pair passes. Reset has nothing to do. */
export const Defaults: Story = {
  globals: ENGLISH_ONLY,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Every colour pair meets the WCAG AA contrast minimum.');
    await expect(canvas.getByRole('button', { name: 'Reset to defaults' })).toBeDisabled();
  },
};

export const SchoolBrand: Story = { args: { initial: harbour.light } };

/** A pale brand colour under white labels and pale links: each failing pair is named with its ratio. */
export const FailingContrast: Story = {
  globals: ENGLISH_ONLY,
  args: { initial: { 'color.brand.primary': TRIED.paleBrand, 'color.link.default': TRIED.paleLink } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('4 colour pairs are below the WCAG AA contrast minimum.');
    await expect(pairRow(canvasElement, /^Primary button label: contrast 2\.\d+:1, needs at least 4\.5:1$/)).toBeVisible();
  },
};

/** Typing a colour updates the check at once; Reset goes back to the defaults. */
export const TypeAndReset: Story = {
  globals: ENGLISH_ONLY,
  parameters: { visual: { skip: true } }, // the end state is Defaults; the story is the interaction
  play: async ({ canvas, canvasElement, args }) => {
    const brand = canvas.getByRole('textbox', { name: 'Brand colour' });
    await userEvent.type(brand, TRIED.yellow);
    await expect(args.onChange).toHaveBeenLastCalledWith({ 'color.brand.primary': TRIED.yellow });
    await expect(pairRow(canvasElement, /^Primary button label: contrast 1\.\d+:1, needs at least 4\.5:1$/)).toBeVisible();
    await expect(canvas.getByLabelText('Pick the Brand colour')).toHaveValue(TRIED.yellow);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to defaults' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({});
    await expect(brand).toHaveValue('');
    await expect(canvas.getByRole('status')).toHaveTextContent('Every colour pair meets');
  },
};

/** Text that is not a colour yet stays in the field with its error; the check ignores it until it is one. */
export const InvalidHex: Story = {
  globals: ENGLISH_ONLY,
  args: { initial: { 'color.header.background': TRIED.halfTyped, 'color.header.text': TRIED.nearWhite } },
  play: async ({ canvas, canvasElement }) => {
    const field = canvas.getByRole('textbox', { name: 'Header background' });
    await expect(field).toHaveValue(TRIED.halfTyped);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(pairRow(canvasElement, /^Header text on the header: contrast 1\.\d+:1, needs at least 4\.5:1$/)).toBeVisible();
  },
};

/** Dark mode: the school's light colours apply wherever no dark colour is set. */
export const DarkModeColours: Story = {
  args: { mode: 'dark', fallbackOverrides: harbour.light, initial: harbour.dark ?? {} },
};
