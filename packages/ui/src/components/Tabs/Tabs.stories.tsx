import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FormattedMessage, useIntl } from 'react-intl';
import { resourceTypeMessages } from '../../messages/resource.messages.ts';
import { commonMessages } from '../../messages/common.messages.ts';
import { Tabs } from './Tabs.tsx';

const TYPES = ['course', 'exam', 'knowledge', 'live'] as const;

function ResourceTabs({ disabledLast = false }: { disabledLast?: boolean }) {
  const intl = useIntl();
  return (
    <Tabs
      aria-label={intl.formatMessage(resourceTypeMessages.all)}
      items={TYPES.map((type, index) => ({
        id: type,
        label: <FormattedMessage {...resourceTypeMessages[type]} />,
        content: <FormattedMessage {...commonMessages.noResultsBody} tagName="p" />,
        isDisabled: disabledLast && index === TYPES.length - 1,
      }))}
    />
  );
}

const meta = { title: 'Primitives/Tabs', component: ResourceTabs } satisfies Meta<typeof ResourceTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move along the reading direction: ArrowRight goes to the next tab in LTR, the previous in RTL. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const tabs = canvas.getAllByRole('tab');
    await userEvent.click(tabs[0]!);
    const rtl = getComputedStyle(canvasElement).direction === 'rtl';
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(tabs[1]!.textContent ?? '');
  },
};

export const WithDisabled: Story = { args: { disabledLast: true } };

/** Arabic: the first tab sits at the right edge and ArrowLeft moves forward. */
export const RightToLeft: Story = {
  globals: { locale: 'ar_SA' },
  parameters: { visual: { skip: true } },
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await userEvent.click(tabs[0]!);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
  },
};
