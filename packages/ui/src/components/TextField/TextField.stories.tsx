import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useIntl } from 'react-intl';
import { accountMessages } from '../../messages/account.messages.ts';
import { headerMessages } from '../Header/Header.messages.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';
import { MIXED } from '../../fixtures/mixedDirection.ts';
import { vars } from '../../theme/theme.css.ts';
import { documents, docsGuide } from '../../test/stories.ts';
import guide from './TextField.guide.md?raw';

/** The phone field of the sign-in page, with its real labels. */
function MobileField(props: Partial<TextFieldProps>) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage(accountMessages.mobile)}
      placeholder={intl.formatMessage(accountMessages.mobilePlaceholder)}
      type="tel"
      inputMode="numeric"
      maxLength={11}
      inputDir="ltr"
      {...props}
    />
  );
}

const meta = { title: 'Primitives/TextField', component: documents<typeof MobileField>(TextField), parameters: { docs: docsGuide(guide, { showExample: true }) },
  render: (args) => <MobileField {...args} />, args: { onChange: fn() } } satisfies Meta<typeof MobileField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('maxlength', '11');
    await userEvent.type(input, '13800000001');
    await expect(input).toHaveValue('13800000001');
    await expect(args.onChange).toHaveBeenLastCalledWith('13800000001');
  },
};

export const Filled: Story = { args: { defaultValue: '13800000001' } };
export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  render: function InvalidStory(args) {
    const intl = useIntl();
    return <MobileField {...args} defaultValue="1280000" errorMessage={intl.formatMessage(accountMessages.mobileInvalid)} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(/./);
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '13800000001' } };

/** What is typed takes its own direction (dir="auto"); an empty field's placeholder keeps the page's. */
export const MixedDirections: Story = {
  render: function MixedDirections() {
    const intl = useIntl();
    const search = intl.formatMessage(headerMessages.searchLabel);
    return (
      <div style={{ display: 'grid', gap: vars.space.md }}>
        <TextField label={search} defaultValue={MIXED.latinShort} />
        <TextField label={search} defaultValue={MIXED.arabicShort} />
        <TextField label={search} placeholder={search} />
      </div>
    );
  },
};
