import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { commonMessages } from '../../messages/common.messages.ts';
import { Button } from '../Button/index.ts';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { title: <FormattedMessage {...commonMessages.noResultsTitle} />, description: <FormattedMessage {...commonMessages.noResultsBody} />, icon: 'search' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoResults: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};

/** A load failure offers a way forward. */
export const WithAction: Story = {
  args: {
    icon: 'errorCircle',
    title: <FormattedMessage {...commonMessages.loadFailedTitle} />,
    description: <FormattedMessage {...commonMessages.loadFailedBody} />,
  },
  render: function WithActionStory(args) {
    const onRetry = fn();
    return (
      <EmptyState
        {...args}
        action={
          <Button variant="secondary" onPress={onRetry}>
            <FormattedMessage {...commonMessages.retry} />
          </Button>
        }
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
  },
};

export const TitleOnly: Story = { args: { description: undefined, icon: 'inbox' } };
