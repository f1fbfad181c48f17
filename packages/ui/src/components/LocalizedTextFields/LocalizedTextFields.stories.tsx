import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { LocaleCode, LocalizedTexts } from '@academy/rules';
import { ENGLISH_ONLY, LAZY_PART, documents } from '../../test/stories.ts';
import { LocalizedTextFields } from './LocalizedTextFields.tsx';

type StoryArgs = {
  label?: string;
  initial: LocalizedTexts;
  defaultLocale: LocaleCode;
  isRequired?: boolean;
  errorMessage?: string;
  onChange: (value: LocalizedTexts) => void;
};

/** The fields as a form holds them: each change comes back as the new value. */
function Harness({ initial, onChange, ...props }: StoryArgs) {
  const [value, setValue] = useState(initial);
  return (
    <LocalizedTextFields
      {...props}
      value={value}
      maxLength={60}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Editor/LocalizedTextFields',
  component: documents<typeof Harness>(LocalizedTextFields),
  render: (args) => <Harness {...args} />,
  args: { label: 'Caption', initial: {}, defaultLocale: 'ar_SA', onChange: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new text: only the school's default language, required; the others can be added. */
export const DefaultLanguageOnly: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
    await expect(canvas.getByRole('textbox', { name: /العربية/ })).toBeRequired();
  },
};

/** A caption in three languages, the default first: it tells readers of missing languages see it. */
export const SeveralLanguages: Story = {
  args: { defaultLocale: 'de_DE', initial: { en_US: 'Welcome', de_DE: 'Willkommen', ar_SA: 'مرحبًا' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox').map((field) => (field as HTMLInputElement).value)).toEqual(['Willkommen', 'Welcome', 'مرحبًا']);
  },
};

/** Adding a language from the select gives it an empty field; removing one drops it from the value. */
export const AddAndRemove: Story = {
  globals: ENGLISH_ONLY,
  parameters: { visual: { skip: true } }, // an interaction: its frames are the other stories'
  args: { defaultLocale: 'de_DE', initial: { de_DE: 'Willkommen' } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.hover(canvas.getByRole('button', { name: /Add a language/ }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Add a language/ })).toHaveAttribute('data-rac'));
    await userEvent.click(canvas.getByRole('button', { name: /Add a language/ }));
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox', {}, LAZY_PART);
    await expect(within(list).queryByRole('option', { name: 'Deutsch' })).toBeNull();
    await userEvent.click(within(list).getByRole('option', { name: 'Français' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Français' }), 'Bienvenue');
    await expect(args.onChange).toHaveBeenLastCalledWith({ de_DE: 'Willkommen', fr_FR: 'Bienvenue' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Français' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ de_DE: 'Willkommen' });
    await expect(canvas.queryByRole('textbox', { name: 'Français' })).toBeNull();
  },
};

/** Without a label the fields join the surrounding group (a section's "Title"); the problem shows under the default's field. */
export const Invalid: Story = {
  args: { label: undefined, defaultLocale: 'zh_CN', initial: { zh_CN: '', en_US: '' }, errorMessage: 'Enter a title in at least one language, or hide the title.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.getAllByRole('textbox')[0]).toHaveAccessibleDescription(/at least one language/);
  },
};
