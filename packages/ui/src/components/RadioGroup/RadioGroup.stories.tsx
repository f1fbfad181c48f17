import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useIntl } from 'react-intl';
import { resourceTypeMessages } from '../../messages/resource.messages.ts';
import { RadioGroup } from './RadioGroup.tsx';

function TypeChoice(props: { isDisabled?: boolean }) {
  const intl = useIntl();
  return (
    <RadioGroup
      {...props}
      label={intl.formatMessage(resourceTypeMessages.all)}
      defaultValue="course"
      options={(['course', 'exam', 'knowledge', 'live'] as const).map((type) => ({ value: type, label: intl.formatMessage(resourceTypeMessages[type]) }))}
    />
  );
}

const meta = { title: 'Primitives/RadioGroup', component: TypeChoice } satisfies Meta<typeof TypeChoice>;
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
