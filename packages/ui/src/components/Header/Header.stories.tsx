import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { vars } from '../../theme/theme.css.ts';
import { commonMessages } from '../../messages/common.messages.ts';
import { LAZY_PART, storyIntl } from '../../test/stories.ts';
import { useAppContext } from '../../provider/LocaleContext.ts';
import { LOCALES, type LocaleCode } from '@academy/rules';
import { Header } from './Header.tsx';
import { MIXED_PEOPLE } from '../../fixtures/mixedDirection.ts';

const nav = [
  { id: 'home', label: '首页 · Home', href: '#home', current: true },
  { id: 'courses', label: '课程 · Courses', href: '#courses' },
  { id: 'exams', label: '考试 · Exams', href: '#exams' },
  { id: 'live', label: '直播 · Live', href: '#live' },
];

const meta = {
  title: 'Components/Header',
  component: Header,
  args: {
    schoolName: 'Harbour Academy',
    homeHref: '#home',
    navigation: nav,
    locale: 'en_US',
    onLocaleChange: fn(),
    onSearch: fn(),
    user: null,
    onSignIn: fn(),
    onSignOut: fn(),
    onFeedback: fn(),
  },
  // The language button shows the page's language, as an app passes it (the `locale` arg is only the type's).
  render: function HeaderStory(args) {
    return <Header {...args} locale={useAppContext().locale.code} />;
  },
  parameters: { visual: { layout: 'stack' } },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    await userEvent.type(canvas.getByRole('searchbox'), '数学 & data{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('数学 & data');
    // Found by its name in the toolbar's language.
    await userEvent.click(canvas.getByRole('button', { name: storyIntl(context).formatMessage(commonMessages.signIn) }));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};

export const SignedIn: Story = { args: { user: { realName: '李明', nickName: 'Ming' } } };

/**
 * An account with only a mobile number: the avatar shows its first digit, and the button is named by its hidden
 * text ("Account: 13912345678"), so the digit shown need not be a word of that name (axe label-content-name-mismatch).
 */
export const SignedInByMobile: Story = {
  args: { user: { mobile: '13912345678' } },
  play: async ({ canvas }) => {
    const account = canvas.getByRole('button', { name: /13912345678/ });
    await expect(account).not.toHaveAttribute('aria-label');
    await expect(account).toHaveTextContent('1');
  },
};

/** The user menu with every item a portal page gives it: personal center, account and security, feedback, sign out. */
export const AccountMenu: Story = {
  args: { user: { realName: '李明', nickName: 'Ming' }, personalCenterHref: '#center', accountSecurityHref: '#security' },
  parameters: { visual: { skip: true } },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /李明/ }));
    const menu = await body.findByRole('menu', {}, LAZY_PART);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(4);
    await expect(items[1]).toHaveAttribute('href', '#security');
    await userEvent.keyboard('{Escape}');
  },
};

/** The page's language (the toolbar's; the pseudo-locale is English), which the language button names. */
function pageLanguage(globals: Record<string, unknown>) {
  const code = String(globals.locale);
  return code in LOCALES ? LOCALES[code as LocaleCode] : LOCALES.en_US;
}

/** The language menu lists all 12 languages by their native names; choosing one calls back. */
export const LanguageMenu: Story = {
  parameters: { visual: { skip: true } },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const current = pageLanguage(globals);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(current.nativeName) }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', {}, LAZY_PART);
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items).toHaveLength(12);
    const other = current.code === 'ar_SA' ? LOCALES.zh_CN : LOCALES.ar_SA;
    await userEvent.click(within(menu).getByText(other.nativeName));
    await waitFor(() => expect(args.onLocaleChange).toHaveBeenCalledWith(other.code));
  },
};

/**
 * The menus' popovers load on first use, but their buttons behave as before from the first render: ArrowDown opens
 * the language menu on the chosen language, Escape closes it and returns focus; Enter opens the account menu on its
 * first item.
 */
export const MenusByKeyboard: Story = {
  args: { user: { realName: '李明', nickName: 'Ming' } },
  parameters: { visual: { skip: true } },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const current = pageLanguage(globals);
    const language = canvas.getByRole('button', { name: new RegExp(current.nativeName) });
    await expect(language).toHaveAttribute('aria-haspopup', 'true');
    await expect(language).toHaveAttribute('aria-expanded', 'false');
    language.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu', {}, LAZY_PART);
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    // As in react-aria's menus: the chosen language (the page's) takes focus.
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: current.nativeName })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    // react-aria gives focus back a frame after the menu leaves the page.
    await waitFor(() => expect(language).toHaveFocus());
    const account = canvas.getByRole('button', { name: /李明/ });
    account.focus();
    await userEvent.keyboard('{Enter}');
    const accountMenu = await body.findByRole('menu', {}, LAZY_PART);
    await waitFor(() => expect(within(accountMenu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onSignOut).toHaveBeenCalled());
  },
};

/** In a phone-wide container the navigation moves to its own scrollable row. */
export const PhoneWidth: Story = {
  args: { user: { nickName: 'Ming' } },
  decorators: [(Story) => <div style={{ maxInlineSize: vars.size.dialog.sm }}><Story /></div>],
};

/** The school's name and navigation in another script than the page: each keeps its own direction. */
export const MixedDirections: Story = {
  args: {
    schoolName: 'أكاديمية الخليج',
    navigation: [
      { id: 'home', label: 'Home', href: '#home', current: true },
      { id: 'courses', label: 'الدورات', href: '#courses' },
      { id: 'exams', label: '考试', href: '#exams' },
      { id: 'live', label: 'Live classes', href: '#live' },
    ],
    user: { realName: MIXED_PEOPLE.arabicShort },
  },
};
