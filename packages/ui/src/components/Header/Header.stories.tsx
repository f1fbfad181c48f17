import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { commonMessages } from '../../messages/common.messages.ts';
import { LAZY_PART, storyIntl } from '../../test/stories.ts';
import { useAppContext } from '../../provider/LocaleContext.ts';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '@academy/rules';
import { loadMessages, type CompiledMessages } from '@academy/i18n';
import { Header } from './Header.tsx';
import { MIXED_PEOPLE } from '../../fixtures/mixedDirection.ts';
import { headerMessages } from './Header.messages.ts';
import { DEMO_NAVIGATION, fitProblems, GALLERY_CASES, HeaderGallery, phoneWidth } from './headerFit.testing.tsx';

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

/** A phone: one row (the school, the language's globe, sign-in or the account, the menu button); the menu is closed. */
export const PhoneMenuClosed: Story = {
  args: { user: { nickName: 'Ming' }, navigation: DEMO_NAVIGATION.en_US },
  decorators: [phoneWidth],
};

/**
 * The phone's menu open: every destination and the search, below the row. Opened by the button, focus moves to the
 * first destination; Escape closes the menu and gives focus back to the button.
 */
export const PhoneMenuOpen: Story = {
  args: { user: { nickName: 'Ming' }, navigation: DEMO_NAVIGATION.en_US, defaultMenuOpen: true },
  decorators: [phoneWidth],
  parameters: { visual: { cellHeight: 520 } },
  play: async (context) => {
    const { canvas } = context;
    const toggle = canvas.getByRole('button', { name: storyIntl(context).formatMessage(headerMessages.menu) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Community' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus());
    await expect(toggle).toHaveAttribute('aria-controls', canvas.getByRole('navigation').parentElement?.id);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Courses' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

/**
 * A long language on a laptop: German destinations and a long school name. The name gives way first; where the
 * destinations still do not fit in the row, they fold into the menu (one row, every destination a press away).
 */
export const LongLanguageDesktop: Story = {
  args: { schoolName: 'Hafenakademie für angewandte Wissenschaften', navigation: DEMO_NAVIGATION.de_DE, user: { nickName: 'Ming' }, notifications: { unread: 3, href: '#notifications' } },
};

/** The demo school's six destinations in English, signed in, on a laptop: all in the row with the search. */
export const DemoSchoolDesktop: Story = {
  args: { navigation: DEMO_NAVIGATION.en_US, user: { realName: '李明', nickName: 'Ming' }, notifications: { unread: 3, href: '#notifications' } },
};

/**
 * The header check of issue 34 over all 12 languages (their own catalogs and navigation words), signed out and
 * signed in, at 1024, 1280 and 390 px: one row at every width; on a laptop every destination in view, on a phone
 * each in the open menu.
 */
export const FitsInEveryLanguage: Story = {
  loaders: [async () => ({ catalogs: Object.fromEntries(await Promise.all(LOCALE_CODES.map(async (code) => [code, await loadMessages(code)] as const))) })],
  // Each case has its own language, so the toolbar's language and theme change nothing: its 72 cases run once.
  parameters: { visual: { skip: true }, toolbarPlay: false },
  render: function EveryLanguage(args, { loaded }) {
    return <HeaderGallery {...args} catalogs={loaded.catalogs as Record<LocaleCode, CompiledMessages>} />;
  },
  play: async ({ canvas, canvasElement }) => {
    const problems: string[] = [];
    for (const { name } of GALLERY_CASES) {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Case' }), name);
      const box = await waitFor(() => {
        const shown = canvasElement.querySelector<HTMLElement>(`[data-header-case="${name}"]`);
        if (!shown) throw new Error(`${name} is not shown yet`);
        return shown;
      });
      problems.push(...(await fitProblems(box)));
    }
    await expect(problems).toEqual([]);
  },
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
