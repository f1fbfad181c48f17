// The header check of issue 34 (Header.stories.tsx, FitsInEveryLanguage): the demo school's header in every language
// at a laptop's and a phone's width, and what "fits" means there.
import { useState, type ComponentProps } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOCALE_CODES, type LocaleCode } from '@academy/rules';
import type { CompiledMessages } from '@academy/i18n';
import { AppProvider } from '../../provider/AppProvider.tsx';
import { Header, type HeaderNavItem } from './Header.tsx';

const WORDS: Record<LocaleCode, readonly [string, string, string, string, string, string]> = {
  zh_CN: ['首页', '课程', '考试', '知识', '直播', '社区'],
  en_US: ['Home', 'Courses', 'Exams', 'Knowledge', 'Live', 'Community'],
  es_ES: ['Inicio', 'Cursos', 'Exámenes', 'Conocimiento', 'En directo', 'Comunidad'],
  ru_RU: ['Главная', 'Курсы', 'Экзамены', 'Знания', 'Прямые эфиры', 'Сообщество'],
  ar_SA: ['الرئيسية', 'الدورات', 'الاختبارات', 'المعرفة', 'البث المباشر', 'المجتمع'],
  pl_PL: ['Strona główna', 'Kursy', 'Egzaminy', 'Wiedza', 'Na żywo', 'Społeczność'],
  de_DE: ['Startseite', 'Kurse', 'Prüfungen', 'Wissen', 'Live-Unterricht', 'Community'],
  tr_TR: ['Ana sayfa', 'Kurslar', 'Sınavlar', 'Bilgi', 'Canlı yayın', 'Topluluk'],
  fr_FR: ['Accueil', 'Cours', 'Examens', 'Connaissances', 'En direct', 'Communauté'],
  ja_JP: ['ホーム', 'コース', '試験', 'ナレッジ', 'ライブ', 'コミュニティ'],
  ko_KR: ['홈', '강좌', '시험', '지식', '라이브', '커뮤니티'],
  pt_BR: ['Início', 'Cursos', 'Provas', 'Conhecimento', 'Ao vivo', 'Comunidade'],
};
const IDS = ['home', 'courses', 'exams', 'knowledge', 'live', 'community'] as const;

/** The demo school's six destinations (its seed), as a school writing in each language would name them. */
export const DEMO_NAVIGATION = Object.fromEntries(
  LOCALE_CODES.map((code) => [code, IDS.map((id, index): HeaderNavItem => ({ id, label: WORDS[code][index]!, href: `#${id}`, current: index === 0 }))]),
) as Record<LocaleCode, HeaderNavItem[]>;

/** The widest phone most readers hold. */
const PHONE = 390;
export const phoneWidth: Decorator = (Story) => (
  <div style={{ maxInlineSize: PHONE }}>
    <Story />
  </div>
);

const WIDTHS = [1024, 1280, PHONE] as const;
/** Every language × width × signed out or in (the bell and the account instead of "Sign in"). */
export const GALLERY_CASES = LOCALE_CODES.flatMap((code) => WIDTHS.flatMap((width) => [false, true].map((signedIn) => ({ code, width, signedIn, name: `${code} ${width}px ${signedIn ? 'signed in' : 'signed out'}` }))));

type GalleryProps = Omit<ComponentProps<typeof Header>, 'locale' | 'navigation' | 'user'> & { catalogs: Record<LocaleCode, CompiledMessages> };

/**
 * One case of GALLERY_CASES at a time, chosen from a list (one header on the page: the check's axe run sees one
 * banner landmark, as a page has).
 */
export function HeaderGallery({ catalogs, ...props }: GalleryProps) {
  const [name, setName] = useState(GALLERY_CASES[0]!.name);
  const shown = GALLERY_CASES.find((item) => item.name === name)!;
  return (
    <>
      <label>
        Case{' '}
        <select value={name} onChange={(event) => setName(event.target.value)}>
          {GALLERY_CASES.map((item) => (
            <option key={item.name}>{item.name}</option>
          ))}
        </select>
      </label>
      <div key={name} data-header-case={name} style={{ inlineSize: shown.width }}>
        <AppProvider locale={shown.code} messages={catalogs[shown.code]} syncDocument={false}>
          <Header
            {...props}
            schoolName="Harbour Academy"
            locale={shown.code}
            navigation={DEMO_NAVIGATION[shown.code]}
            user={shown.signedIn ? { realName: '李明', nickName: 'Ming' } : null}
            notifications={shown.signedIn ? { unread: 12, href: '#notifications' } : undefined}
          />
        </AppProvider>
      </div>
    </>
  );
}

/** Whether the element is drawn and wholly inside the box (not clipped by a scrolled navigation, not off the header). */
function inside(element: Element, box: Element) {
  const shown = element.getBoundingClientRect();
  const frame = box.getBoundingClientRect();
  return element.checkVisibility() && shown.width > 0 && shown.left >= frame.left - 1 && shown.right <= frame.right + 1;
}

/**
 * What keeps the header in the box from fitting: controls below the first row (level with the school's link), and
 * destinations out of view — on a phone, in the menu its button opened.
 */
export async function fitProblems(box: HTMLElement): Promise<string[]> {
  const label = box.dataset.headerCase;
  // Measured as a reader sees it: its fonts loaded, and the header's own measuring (useHeaderFit) done.
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const header = box.querySelector('header')!;
  const bar = header.firstElementChild!;
  const brand = within(box).getAllByRole('link')[0]!.getBoundingClientRect();
  const controls = [...bar.querySelectorAll('a[href], button, input')].filter((element) => element.checkVisibility());
  const belowRow = controls.filter((control) => control.getBoundingClientRect().top >= brand.bottom).map((control) => control.textContent || control.getAttribute('aria-label'));
  const nav = header.querySelector('nav')!;
  const toggle = [...header.querySelectorAll<HTMLElement>('button[aria-controls]')].find((button) => button.checkVisibility());
  if (toggle) {
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
  }
  const links = within(nav).queryAllByRole('link');
  const hidden = links.filter((link) => !inside(link, nav) || !inside(link, header)).map((link) => link.textContent);
  if (toggle) await userEvent.click(toggle);
  return [
    ...(belowRow.length > 0 ? [`${label}: below the first row: ${belowRow.join(', ')}`] : []),
    ...(hidden.length > 0 ? [`${label}: out of view: ${hidden.join(', ')}`] : []),
    ...(links.length !== IDS.length ? [`${label}: ${links.length} destinations reachable`] : []),
  ];
}
