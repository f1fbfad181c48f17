import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormattedMessage, useIntl } from 'react-intl';
import { bannerMessages } from '../Banner/Banner.messages.ts';
import { commonMessages } from '../../messages/common.messages.ts';
import { vars } from '../../theme/theme.css.ts';
import { sampleSchoolThemes, type SchoolTheme } from '@academy/tokens';
import { Icon } from '../Icon/index.ts';
import { useAppContext } from '../../provider/LocaleContext.ts';
import { schoolThemeStyle } from '../../theme/school.ts';
import { Button } from './Button.tsx';
import { PlainButton } from './PlainButton.tsx';
import { PlainIconButton } from '../IconButton/PlainIconButton.tsx';
import { docsGuide } from '../../test/stories.ts';
import guide from './Button.guide.md?raw';

const meta = {
  title: 'Primitives/Button',
  component: Button, parameters: { docs: docsGuide(guide) },
  args: { variant: 'primary', size: 'md', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'quiet', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: (args) => (
    <Button {...args}>
      <FormattedMessage {...commonMessages.save} />
    </Button>
  ),
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Stories tagged `!autodocs` stay in the sidebar and in the tests but are left off the docs page: the variants are
 * shown together at rest in Gallery, and keyboard and pending behaviour are interactions, not pictures to read.
 */
const TESTS_ONLY = ['!autodocs'];

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { tags: TESTS_ONLY, args: { variant: 'secondary' } };
export const Quiet: Story = { tags: TESTS_ONLY, args: { variant: 'quiet' } };
export const Danger: Story = {
  tags: TESTS_ONLY,
  args: { variant: 'danger' },
  render: (args) => (
    <Button {...args}>
      <FormattedMessage {...commonMessages.delete} />
    </Button>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: vars.space.lg, alignItems: 'center', flexWrap: 'wrap' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Button key={size} {...args} size={size}>
          <FormattedMessage {...commonMessages.signIn} />
        </Button>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** While its action runs the button keeps its size and focus, shows a spinner and ignores presses. */
export const Pending: Story = {
  tags: TESTS_ONLY,
  args: { isPending: true },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button');
    await expect(button).toHaveFocus();
    await expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const WithIcon: Story = {
  render: (args) => (
    <Button {...args}>
      <FormattedMessage {...commonMessages.enroll} />
      <Icon name="arrowForward" size="sm" />
    </Button>
  ),
};

export const FullWidth: Story = { args: { fullWidth: true } };

/** Keyboard: Tab reaches the button, the focus ring shows, Enter and Space press it. */
export const KeyboardFocus: Story = {
  tags: TESTS_ONLY,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** Every variant in every state at a glance: the picture the visual test checks in each theme and direction. */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.md, justifyItems: 'start' }}>
      {(['primary', 'secondary', 'quiet', 'danger'] as const).map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' }}>
          <Button {...args} variant={variant}>
            <FormattedMessage {...commonMessages.submit} />
          </Button>
          <Button {...args} variant={variant} isPending>
            <FormattedMessage {...commonMessages.submit} />
          </Button>
          <Button {...args} variant={variant} isDisabled>
            <FormattedMessage {...commonMessages.submit} />
          </Button>
        </div>
      ))}
    </div>
  ),
};

/** A school's brand recolours the primary action at run time; the two sample schools next to the default brand. */
export const SchoolThemes: Story = {
  render: function SchoolThemesStory(args) {
    const { theme } = useAppContext();
    const schools: (SchoolTheme | undefined)[] = [undefined, ...(sampleSchoolThemes as unknown as SchoolTheme[])];
    return (
      <div style={{ display: 'grid', gap: vars.space.md }}>
        {schools.map((school) => (
          <div key={school?.id ?? 'default'} style={{ ...schoolThemeStyle(school, theme), display: 'flex', gap: vars.space.md, alignItems: 'center' }}>
            <Button {...args}>
              <FormattedMessage {...commonMessages.enroll} />
            </Button>
            <Button {...args} variant="secondary">
              <FormattedMessage {...commonMessages.save} />
            </Button>
            <span>{school?.name ?? 'Academy Portal'}</span>
          </div>
        ))}
      </div>
    );
  },
};

/**
 * PlainButton: the same look on a native <button>, for page chrome (header, footer, error pages, a banner's close).
 * Every variant, enabled and disabled; Tab shows the focus ring, Enter and Space click, a disabled one never does.
 */
export const Plain: Story = {
  render: function PlainStory(args) {
    const intl = useIntl();
    return (
      <div style={{ display: 'grid', gap: vars.space.md, justifyItems: 'start' }}>
        {(['primary', 'secondary', 'quiet', 'danger'] as const).map((variant) => (
          <div key={variant} style={{ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' }}>
            <PlainButton variant={variant} size={args.size} onClick={() => args.onPress?.({} as never)}>
              <FormattedMessage {...commonMessages.submit} />
            </PlainButton>
            <PlainButton variant={variant} size={args.size} disabled onClick={() => args.onPress?.({} as never)}>
              <FormattedMessage {...commonMessages.submit} />
            </PlainButton>
            <PlainIconButton icon="close" variant={variant} size={args.size} aria-label={intl.formatMessage(bannerMessages.dismiss)} onClick={() => args.onPress?.({} as never)} />
          </div>
        ))}
      </div>
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const first = canvas.getAllByRole('button')[0]!;
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('type', 'button');
    await expect(first.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    const disabled = canvas.getAllByRole('button')[1]!;
    await expect(disabled).toBeDisabled();
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
