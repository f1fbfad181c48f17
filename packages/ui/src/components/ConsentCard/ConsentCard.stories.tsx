import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { docsGuide, storyIntl } from '../../test/stories.ts';
import guide from './ConsentCard.guide.md?raw';
import { consentCardMessages as m } from './ConsentCard.messages.ts';
import { ConsentCard } from './ConsentCard.tsx';

const meta = {
  title: 'Components/ConsentCard',
  component: ConsentCard,
  args: { appName: 'Harbour Library', schoolName: 'Harbour Academy', scopes: ['openid', 'profile'], redirectHost: '127.0.0.1:47123', onAllow: fn(), onDeny: fn() },
  parameters: { docs: docsGuide(guide, { showExample: true }), visual: { cellHeight: 560 } },
} satisfies Meta<typeof ConsentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An app asks for who you are and your name; Allow and Deny answer it. */
export const Asking: Story = {
  play: async (context) => {
    const intl = storyIntl(context);
    const { canvas, args } = context;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Harbour Library');
    await expect(canvas.getByText('127.0.0.1:47123')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.allow) }));
    await expect(args.onAllow).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.deny) }));
    await expect(args.onDeny).toHaveBeenCalledOnce();
  },
};
/** Every scope an app may ask for. */
export const EveryScope: Story = { args: { scopes: ['openid', 'profile', 'email', 'phone'] } };
/** An Arabic app and school name keep their own direction in an English sentence (and the reverse). */
export const MixedDirectionNames: Story = { args: { appName: 'مكتبة الميناء', schoolName: 'أكاديمية الميناء', redirectHost: 'library.harbour.example' } };
/** Allow was pressed: it waits, Deny cannot be pressed meanwhile. */
export const Allowing: Story = {
  args: { busy: 'allow' },
  play: async (context) => {
    const intl = storyIntl(context);
    await expect(context.canvas.getByRole('button', { name: intl.formatMessage(m.deny) })).toBeDisabled();
  },
};
