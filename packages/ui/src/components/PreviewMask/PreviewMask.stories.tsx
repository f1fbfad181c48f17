import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { storyIntl } from '../../test/stories.ts';
import { previewMaskMessages } from './PreviewMask.messages.ts';
import { PreviewMask } from './PreviewMask.tsx';

type HarnessArgs = { onPress: () => void };

/** A page with a button under the mask: the button stays visible and focusable but does nothing. */
function Harness({ onPress }: HarnessArgs) {
  return (
    <div style={{ blockSize: 200 }}>
      <Button onPress={onPress}>Enrol</Button>
      <PreviewMask />
    </div>
  );
}

const meta = {
  title: 'Components/PreviewMask',
  component: Harness,
  args: { onPress: fn() },
  parameters: { visual: { cellHeight: 220 } },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice; neither a click nor Enter or Space activates what is under the mask. */
export const Default: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(storyIntl(context).formatMessage(previewMaskMessages.notice));
    const button = canvas.getByRole('button', { name: 'Enrol' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    button.click();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
