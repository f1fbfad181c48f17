import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useIntl } from 'react-intl';
import { resourceTypeMessages } from '../../messages/resource.messages.ts';
import { selectMessages } from '../Select/Select.messages.ts';
import { RadioGroup } from './RadioGroup.tsx';
import { documents } from '../../test/stories.ts';

function TypeChoice({ isInvalid, ...props }: { isDisabled?: boolean; isRequired?: boolean; isInvalid?: boolean }) {
  const intl = useIntl();
  return (
    <RadioGroup
      {...props}
      label={intl.formatMessage(resourceTypeMessages.all)}
      errorMessage={isInvalid ? intl.formatMessage(selectMessages.required) : undefined}
      defaultValue={isInvalid ? undefined : 'course'}
      options={(['course', 'exam', 'knowledge', 'live'] as const).map((type) => ({ value: type, label: intl.formatMessage(resourceTypeMessages[type]) }))}
    />
  );
}

const meta = { title: 'Primitives/RadioGroup', component: documents<typeof TypeChoice>(RadioGroup),
  render: (args) => <TypeChoice {...args} /> } satisfies Meta<typeof TypeChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const radios = canvas.getAllByRole('radio');
    await userEvent.click(radios[2]!);
    await expect(radios[2]).toBeChecked();
  },
};
export const Disabled: Story = { args: { isDisabled: true } };

/** Required and left empty after a submit: the mark, the pills' danger border and the message, heard with the group. */
export const RequiredMissing: Story = {
  args: { isRequired: true, isInvalid: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAccessibleDescription(/./);
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getAllByRole('radio')[1]!);
    await expect(canvas.getAllByRole('radio')[1]).toBeChecked();
  },
};
