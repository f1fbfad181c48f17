import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { FormattedMessage, useIntl } from 'react-intl';
import { resourceTypeMessages } from '../../messages/resource.messages.ts';
import { commonMessages } from '../../messages/common.messages.ts';
import { Tabs } from './Tabs.tsx';
import { DeferredTabs } from './DeferredTabs.tsx';
import { documents, docsGuide, wrapperArgs } from '../../test/stories.ts';
import guide from './Tabs.guide.md?raw';

const TYPES = ['course', 'exam', 'knowledge', 'live'] as const;

function ResourceTabs({ disabledLast = false, deferred = false }: { disabledLast?: boolean; deferred?: boolean }) {
  const intl = useIntl();
  const Component = deferred ? DeferredTabs : Tabs;
  return (
    <Component
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

const meta = { title: 'Primitives/Tabs', component: documents<typeof ResourceTabs>(Tabs), parameters: { docs: docsGuide(guide, { showExample: true }) },
  argTypes: wrapperArgs({ disabledLast: 'The last tab is disabled.', deferred: "Renders `DeferredTabs`: a panel's content mounts on its first selection." }),
  render: (args) => <ResourceTabs {...args} /> } satisfies Meta<typeof ResourceTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move along the reading direction: ArrowRight goes to the next tab in LTR, the previous in RTL. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await userEvent.click(tabs[0]!);
    // The story's own direction (on a docs page the document around it may read the other way).
    const rtl = getComputedStyle(tabs[0]!).direction === 'rtl';
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

/**
 * English turned right to left with the toolbar's direction: react-aria mirrors its keys too (AppProvider hands it
 * the forced direction), so ArrowLeft still moves forward.
 */
export const ForcedRightToLeft: Story = {
  globals: { locale: 'en_US', direction: 'rtl' },
  parameters: { visual: { skip: true } },
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await userEvent.click(tabs[0]!);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
  },
};

/** DeferredTabs at rest (react-aria not loaded yet): the same picture as Default, the same roles and tab stop. */
export const DeferredAtRest: Story = {
  args: { deferred: true },
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(4);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(tabs[0]!.textContent ?? '');
  },
};

/** A keyboard user tabs onto the resting list: react-aria takes over, keeps the focus on the selected tab, and arrows work. */
export const DeferredByKeyboard: Story = {
  args: { deferred: true },
  parameters: { visual: { skip: true } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    // react-aria-components mark what they render with data-rac.
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('data-rac'));
    await expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('aria-selected', 'true');
    const rtl = getComputedStyle(canvas.getAllByRole('tab')[0]!).direction === 'rtl';
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('tab')[1]).toHaveFocus();
  },
};

/** A click on a resting tab selects it, and the selection survives react-aria taking over. */
export const DeferredByClick: Story = {
  args: { deferred: true },
  parameters: { visual: { skip: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('tab')[2]!);
    await waitFor(() => expect(canvas.getAllByRole('tab')[2]).toHaveAttribute('data-rac'));
    await expect(canvas.getAllByRole('tab')[2]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(canvas.getAllByRole('tab')[2]!.textContent ?? '');
  },
};
