import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bannerMessages } from '../Banner/Banner.messages.ts';
import { storyIntl } from '../../test/stories.ts';
import { vars } from '../../theme/theme.css.ts';
import { ChromeBanner } from './ChromeBanner.tsx';
import { CHROME_BANNER_KEY, useChromeBanner } from './useChromeBanner.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** The banner as the portal shows it: for this browser, until closed; the choice survives a reload. */
function InBrowser({ userAgent }: { userAgent: string }) {
  const banner = useChromeBanner(userAgent);
  return banner.visible ? <ChromeBanner onClose={banner.close} /> : null;
}

const meta = {
  title: 'Components/ChromeBanner',
  component: ChromeBanner,
  args: { onClose: fn() },
} satisfies Meta<typeof ChromeBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The recommendation, with its close button. */
export const Default: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    await userEvent.click(canvas.getByRole('button', { name: storyIntl(context).formatMessage(bannerMessages.dismiss) }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Phone width: the text wraps beside the close button. */
export const PhoneWidth: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: vars.size.dialog.sm }}><Story /></div>],
};

/** Firefox: shown; closed, it stays closed for this browser (localStorage). */
export const ClosedStaysClosed: Story = {
  render: () => <InBrowser userAgent={FIREFOX} />,
  parameters: { visual: { skip: true } },
  beforeEach: () => {
    localStorage.removeItem(CHROME_BANNER_KEY);
    return () => localStorage.removeItem(CHROME_BANNER_KEY);
  },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await userEvent.click(canvas.getByRole('button', { name: storyIntl(context).formatMessage(bannerMessages.dismiss) }));
    await waitFor(() => expect(within(canvasElement).queryByRole('status')).toBeNull());
    await expect(localStorage.getItem(CHROME_BANNER_KEY)).toBe('1');
  },
};

/** Chrome (and Chromium-based Edge): nothing to recommend. */
export const InChrome: Story = {
  render: () => <InBrowser userAgent={CHROME} />,
  parameters: { visual: { skip: true } },
  beforeEach: () => localStorage.removeItem(CHROME_BANNER_KEY),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
