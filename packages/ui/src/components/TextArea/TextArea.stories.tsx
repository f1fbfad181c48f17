import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../messages/common.messages.ts';
import { TextArea, type TextAreaProps } from './TextArea.tsx';
import { documents } from '../../test/stories.ts';

function Description(props: Partial<TextAreaProps>) {
  const intl = useIntl();
  return <TextArea label={intl.formatMessage(commonMessages.submit)} maxLength={200} {...props} />;
}

const meta = { title: 'Primitives/TextArea', component: documents<typeof Description>(TextArea),
  render: (args) => <Description {...args} /> } satisfies Meta<typeof Description>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The n/max counter follows typing; input stops at the limit. */
export const Counter: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox');
    await userEvent.type(box, 'Hello');
    await expect(canvas.getByText(/5\/200|٥\/٢٠٠/)).toBeVisible();
  },
};

export const NearLimit: Story = { args: { defaultValue: 'x'.repeat(195) } };

export const AtLimit: Story = {
  args: { defaultValue: 'x'.repeat(200) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('maxlength', '200');
    await expect(canvas.getByText(/200\/200|٢٠٠\/٢٠٠/)).toHaveAttribute('data-full', 'true');
  },
};

export const Invalid: Story = {
  render: function InvalidStory(args) {
    const intl = useIntl();
    return <Description {...args} isRequired errorMessage={intl.formatMessage(commonMessages.loadFailedBody)} />;
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'x'.repeat(40) } };
