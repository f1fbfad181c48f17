import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FormattedMessage, useIntl } from 'react-intl';
import { commonMessages } from '../../messages/common.messages.ts';
import { resourceTypeMessages } from '../../messages/resource.messages.ts';
import { vars } from '../../theme/theme.css.ts';
import { cookieMessages } from '../CookiePreferencesDialog/CookiePreferencesDialog.messages.ts';
import { feedbackMessages } from '../FeedbackDialog/FeedbackDialog.messages.ts';
import { Checkbox, CheckboxGroup } from './Checkbox.tsx';
import { checkboxMessages } from './Checkbox.messages.ts';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { children: <FormattedMessage {...feedbackMessages.allowContact} />, onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing the box or its label toggles it; so does Space. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText(/./));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

/** Off, on, mixed; the same three disabled; then invalid off and on. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <Checkbox {...args} />
      <Checkbox {...args} defaultSelected />
      <Checkbox {...args} isIndeterminate />
      <Checkbox {...args} isDisabled />
      <Checkbox {...args} isDisabled defaultSelected />
      <Checkbox {...args} isDisabled isIndeterminate />
      <Checkbox {...args} isInvalid />
      <Checkbox {...args} isInvalid defaultSelected />
    </div>
  ),
};

/** Keyboard focus rings the box. In the screenshot matrix only the last cell can hold the focus. */
export const FocusVisible: Story = {
  args: { autoFocus: true, defaultSelected: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('checkbox');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    const box = input.closest('label')!.querySelector('svg')!.parentElement!;
    await expect(getComputedStyle(box).outlineStyle).toBe('solid');
  },
};

/** A “select all” box whose items are partly chosen: screen readers hear “mixed”. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

/** Required and not ticked: red box, and the message under the label describes the checkbox. */
export const Invalid: Story = {
  render: function InvalidStory(args) {
    const intl = useIntl();
    return <Checkbox {...args} isRequired errorMessage={intl.formatMessage(checkboxMessages.required)} />;
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/./);
  },
};

export const WithDescription: Story = {
  render: function WithDescriptionStory(args) {
    const intl = useIntl();
    return <Checkbox {...args} description={intl.formatMessage(feedbackMessages.enterPhone)} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(/./);
  },
};

/** A long label wraps beside the box; the box stays on the first line. */
export const LongText: Story = {
  render: function LongTextStory(args) {
    const intl = useIntl();
    return (
      <Checkbox {...args} defaultSelected description={intl.formatMessage(commonMessages.leaveBody)}>
        <FormattedMessage {...cookieMessages.analyticsBody} /> <FormattedMessage {...cookieMessages.essentialBody} />
      </Checkbox>
    );
  },
};

/** The cookie settings as a group: essential cookies are always on. */
function CookieGroup(props: { isInvalid?: boolean; isDisabled?: boolean; orientation?: 'row' | 'column'; defaultValue?: string[] }) {
  const intl = useIntl();
  return (
    <CheckboxGroup
      label={intl.formatMessage(cookieMessages.title)}
      description={intl.formatMessage(cookieMessages.privacyBody)}
      errorMessage={props.isInvalid ? intl.formatMessage(checkboxMessages.groupRequired) : undefined}
      defaultValue={props.defaultValue ?? ['essential']}
      isDisabled={props.isDisabled}
      orientation={props.orientation}
      options={[
        { value: 'essential', label: intl.formatMessage(cookieMessages.essentialTab), isDisabled: true },
        { value: 'analytics', label: intl.formatMessage(cookieMessages.analyticsTab) },
      ]}
    />
  );
}

export const Group: Story = {
  render: () => <CookieGroup />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveAccessibleName(/./);
    const [essential, analytics] = canvas.getAllByRole('checkbox');
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await userEvent.click(analytics!);
    await expect(analytics).toBeChecked();
  },
};

export const GroupInvalid: Story = {
  render: () => <CookieGroup isInvalid defaultValue={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(/./);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

export const GroupDisabled: Story = { render: () => <CookieGroup isDisabled /> };

export const GroupRow: Story = { render: () => <CookieGroup orientation="row" /> };

const TYPES = ['course', 'exam', 'knowledge', 'live'] as const;

/** “All” heads the group: ticked when every type is, mixed when some are; pressing it ticks or clears all. */
function SelectAll() {
  const intl = useIntl();
  const [chosen, setChosen] = useState<string[]>(['course']);
  return (
    <div style={{ display: 'grid', gap: vars.space.sm }}>
      <Checkbox
        isSelected={chosen.length === TYPES.length}
        isIndeterminate={chosen.length > 0 && chosen.length < TYPES.length}
        onChange={(on) => setChosen(on ? [...TYPES] : [])}
      >
        {intl.formatMessage(resourceTypeMessages.all)}
      </Checkbox>
      <div style={{ paddingInlineStart: vars.space.xl }}>
        <CheckboxGroup
          aria-label={intl.formatMessage(resourceTypeMessages.all)}
          value={chosen}
          onChange={setChosen}
          options={TYPES.map((type) => ({ value: type, label: intl.formatMessage(resourceTypeMessages[type]) }))}
        />
      </div>
    </div>
  );
}

export const SelectAllMixed: Story = {
  render: () => <SelectAll />,
  play: async ({ canvas }) => {
    const [all, ...types] = canvas.getAllByRole('checkbox');
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all!);
    for (const box of types) await expect(box).toBeChecked();
    await expect(all).toBeChecked();
    await userEvent.click(all!);
    for (const box of types) await expect(box).not.toBeChecked();
    await userEvent.click(types[0]!);
    await expect(all).toBePartiallyChecked();
  },
};
