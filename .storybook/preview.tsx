import type { ReactNode } from 'react';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { AppProvider, useHasAppProvider, vars } from '@academy/ui';
import '@academy/ui/fonts';
import { loadMessages, type CompiledMessages } from '@academy/i18n';
import { localeToolbarItems, registryLocale, schoolById, schoolToolbarItems, type StoryGlobals } from './globals.ts';
import { typesAsWritten } from './typesAsWritten.ts';

const loadCatalog: Loader = async ({ globals }) => ({ messages: await loadMessages((globals as StoryGlobals).locale ?? 'en_US') });

/**
 * Wraps every story in the app providers, from the toolbar; stories inside a visual matrix cell are already wrapped.
 * On a docs page many stories share one document, so each is an island there: it takes the height it needs (the
 * `visual.cellHeight` of a story whose content is positioned, like an open dialog), keeps its fixed overlays inside
 * its own box, and sets its language and direction on its own root instead of on <html> (an Arabic story must not
 * turn the English page around it right to left). The canvas (and the tests, which render as the canvas) keeps a
 * full screen and <html lang dir>.
 */
const withAppProviders: Decorator = (Story, { globals, loaded, viewMode, parameters }) => (
  <StoryProviders
    globals={globals as StoryGlobals}
    messages={loaded.messages as CompiledMessages}
    docs={viewMode === 'docs'}
    docsHeight={(parameters.visual as { cellHeight?: number } | undefined)?.cellHeight}
  >
    <Story />
  </StoryProviders>
);

type StoryProvidersProps = { globals: StoryGlobals; messages: CompiledMessages; docs: boolean; docsHeight: number | undefined; children: ReactNode };

function StoryProviders({ globals, messages, docs, docsHeight, children }: StoryProvidersProps) {
  const alreadyWrapped = useHasAppProvider();
  if (alreadyWrapped) return children;
  const { theme = 'light', school = 'none', locale, direction = 'auto' } = globals;
  const provider = (
    <AppProvider
      locale={registryLocale(locale)}
      messages={messages}
      theme={theme}
      school={schoolById[school]}
      dir={direction === 'auto' ? undefined : direction}
      syncDocument={!docs}
    >
      <div style={{ padding: vars.space.lg, minBlockSize: docs ? docsHeight : '100vh' }}>{children}</div>
    </AppProvider>
  );
  // contain: paint makes the island the containing block of its fixed overlays (a modal's backdrop stays in its box).
  return docs ? <div style={{ contain: 'paint', position: 'relative', minBlockSize: docsHeight }}>{provider}</div> : provider;
}

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [loadCatalog],
  decorators: [withAppProviders],
  argTypesEnhancers: [typesAsWritten],
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: { title: 'Theme', icon: 'mirror', items: [{ value: 'light', title: 'Light' }, { value: 'dark', title: 'Dark' }], dynamicTitle: true },
    },
    school: {
      description: 'School brand applied at run time',
      toolbar: { title: 'School', icon: 'paintbrush', items: schoolToolbarItems, dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: localeToolbarItems, dynamicTitle: true },
    },
    direction: {
      description: 'Text direction (auto follows the language)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [{ value: 'auto', title: 'Auto (from language)' }, { value: 'ltr', title: 'Left to right' }, { value: 'rtl', title: 'Right to left' }],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', school: 'none', locale: 'en_US', direction: 'auto' },
  parameters: {
    layout: 'fullscreen',
    // react-aria's live announcer (a screen-reader-only log of announcements) is excluded: its nodes point at
    // elements by id on purpose and axe misreads them.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
    controls: { expanded: true },
    // "Show code" of a story as an adopter writes it: a spied callback (fn()) prints as its minified name,
    // `function AY(){}`, and react-intl's message as its memoized wrapper.
    docs: { source: { transform: (code: string) => code.replace(/function \w*\(\)\s*\{\s*\}/g, '() => {}').replaceAll('MemoizedFormattedMessage', 'FormattedMessage') } },
    options: {
      storySort: {
        order: ['Guides', ['Getting started', 'Theming', 'Right-to-left and languages', 'Contributing'], 'Foundations', 'Primitives', 'Components', 'Data', 'Editor'],
      },
    },
  },
};

export default preview;
