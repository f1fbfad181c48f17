import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { coverDataUrl } from '../../fixtures/resources.ts';
import { MIXED, MIXED_PEOPLE } from '../../fixtures/mixedDirection.ts';
import { storyIntl } from '../../test/stories.ts';
import { useIntl } from 'react-intl';
import { resourceTypeMessages } from '../../messages/resource.messages.ts';
import { ResourceHeader, type ResourceHeaderProps } from './ResourceHeader.tsx';
import { resourceHeaderMessages as messages } from './ResourceHeader.messages.ts';

const DESCRIPTION = '<p>Learn the basics step by step, with real examples.</p><ul><li>Videos with captions</li><li>A PDF to keep</li></ul><p><a href="/portal/1/more">More courses</a></p>';

/** The page names the kind in the reader's language, as the portal does. */
function InPage({ kindLabel, ...props }: ResourceHeaderProps) {
  const intl = useIntl();
  return <ResourceHeader {...props} kindLabel={intl.formatMessage(kindLabel === 'knowledge' ? resourceTypeMessages.knowledge : resourceTypeMessages.course)} />;
}

const meta = {
  title: 'Components/ResourceHeader',
  component: ResourceHeader,
  render: (args) => <InPage {...args} />,
  parameters: { visual: { layout: 'stack' } },
  args: {
    title: 'Data structures and algorithms',
    kindLabel: 'course',
    coverUrl: coverDataUrl(1),
    lecturers: [{ name: 'Wang Fang', href: '#lecturer' }],
    descriptionHtml: DESCRIPTION,
    durationSeconds: 5400,
    lessonCount: 3,
    rating: 4.6,
    views: 12_345,
    price: null,
    vip: false,
    audience: 1,
    enrolled: false,
    progress: null,
    origin: null,
    action: { kind: 'enrol', onPress: fn() },
  },
} satisfies Meta<typeof ResourceHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A free course the learner has not joined: Enrol is the one action. */
export const Enrol: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const intl = storyIntl(context);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Data structures and algorithms');
    await expect(canvas.getByRole('link', { name: 'Wang Fang' })).toHaveAttribute('href', '#lecturer');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(messages.enrol) }));
    await expect((args.action as { onPress: () => void }).onPress).toHaveBeenCalledOnce();
    // The description is sanitized rich text: its list and its same-site link survive.
    await expect(canvas.getByTestId('resource-description').querySelector('li')).not.toBeNull();
  },
};

export const Enrolling: Story = { args: { action: { kind: 'enrol', onPress: fn(), pending: true } } };

/** A visitor: the action is to sign in. */
export const Visitor: Story = {
  args: { action: { kind: 'signIn', href: '#sign-in' } },
  play: async (context) => {
    await expect(context.canvas.getByRole('link', { name: storyIntl(context).formatMessage(messages.signIn) })).toHaveAttribute('href', '#sign-in');
  },
};

/** Members only, seen by a visitor: the badge and the sign-in prompt. */
export const MembersOnly: Story = { args: { audience: 2, action: { kind: 'signIn', href: '#sign-in' } } };

/** A paid course: Buy with its price. */
export const Buy: Story = {
  args: { price: { amountMinor: 9900, currency: 'CNY' }, action: { kind: 'buy', onPress: fn() } },
  play: async (context) => {
    // The price in the reader's own digits (Arabic-Indic in Arabic).
    await expect(context.canvas.getByTestId('resource-action')).toHaveTextContent(storyIntl(context).formatNumber(99));
  },
};

/** A VIP course without a membership: to the VIP packages. */
export const BuyVip: Story = { args: { vip: true, action: { kind: 'buyVip', href: '#vip' } } };

export const Start: Story = { args: { enrolled: true, progress: 0, action: { kind: 'start', href: '#learn' } } };
export const Continue: Story = { args: { enrolled: true, progress: 40, action: { kind: 'continue', href: '#learn' } } };
export const Review: Story = { args: { enrolled: true, progress: 100, action: { kind: 'review', href: '#learn' } } };

/** Another school's shared course: where it comes from, read-only, no action. */
export const Shared: Story = {
  args: { origin: 'Sahara Institute', action: { kind: 'none' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('resource-action')).toBeNull();
  },
};

/** The last action failed: why, in words, above the action. */
export const Failed: Story = { args: { problem: 'The payment service did not answer. Try again in a minute.', price: { amountMinor: 1980, currency: 'JPY' }, action: { kind: 'buy', onPress: fn() } } };

/** No cover, no lecturers, no rating, a document. */
export const Minimal: Story = { args: { kindLabel: 'knowledge', coverUrl: null, lecturers: [], rating: null, durationSeconds: null, lessonCount: null, descriptionHtml: '', action: { kind: 'start', href: '#read' } } };

/** Titles and names in both directions. */
export const MixedDirections: Story = {
  args: {
    title: MIXED.arabicLong,
    lecturers: [{ name: MIXED_PEOPLE.latin, href: '#a' }, { name: MIXED_PEOPLE.arabic, href: '#b' }, { name: MIXED_PEOPLE.chinese, href: '#c' }],
    origin: MIXED.latinWithNumber,
    descriptionHtml: `<p>${MIXED.arabicLong}</p><p>${MIXED.latinLong}</p>`,
    action: { kind: 'none' },
  },
};
