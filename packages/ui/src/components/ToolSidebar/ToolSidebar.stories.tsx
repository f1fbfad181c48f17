import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyIntl } from '../../test/stories.ts';
import { footerMessages } from '../Footer/Footer.messages.ts';
import { toolSidebarMessages } from './ToolSidebar.messages.ts';
import { ToolSidebar } from './ToolSidebar.tsx';

const meta = {
  title: 'Components/ToolSidebar',
  component: ToolSidebar,
  // In the stories it shows at once; the 500 ms delay has its own story and unit test.
  args: {
    delay: 0,
    onBackToTop: fn(),
    onFeedback: fn(),
    onHelpCenter: fn(),
    items: [{ id: 'service', label: 'Customer service', icon: 'phone', onPress: fn() }],
  },
  parameters: { visual: { cellHeight: 260 } },
  decorators: [(Story) => <div style={{ blockSize: 240 }}><Story /></div>],
} satisfies Meta<typeof ToolSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Feedback, help center, a school tool and "Back to top", at the inline end (the left in Arabic). */
export const Default: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const intl = storyIntl(context);
    const tools = within(canvasElement).getByRole('navigation', { name: intl.formatMessage(toolSidebarMessages.label) });
    await expect(within(tools).getAllByRole('button')).toHaveLength(4);
    await userEvent.click(within(tools).getByRole('button', { name: intl.formatMessage(footerMessages.feedback) }));
    await expect(args.onFeedback).toHaveBeenCalled();
    await userEvent.click(within(tools).getByRole('button', { name: intl.formatMessage(toolSidebarMessages.backToTop) }));
    await expect(args.onBackToTop).toHaveBeenCalled();
  },
};

/** No tools of the school's own: only "Back to top". */
export const BackToTopOnly: Story = { args: { items: [], onFeedback: undefined, onHelpCenter: undefined } };

/** With the spec's delay it is absent at first and appears after 500 ms. */
export const Delayed: Story = {
  args: { delay: 500 },
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
    await expect(await within(canvasElement).findByRole('navigation', {}, { timeout: 2000 })).toBeVisible();
  },
};
