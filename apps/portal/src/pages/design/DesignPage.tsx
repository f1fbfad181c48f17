import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { data, redirect, useBeforeUnload, useBlocker, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import type { PageComposition } from '@academy/contract';
import { addSection, deepEqual, duplicateSection, isSchoolId, localizedName, loginUrl, moveSection, removeSection, updateSection, validateComposition, type SectionKind } from '@academy/rules';
import { Banner, Button, Dialog, SectionList, SectionSettings, Tabs, ThemePanel, commonMessages, useToast, type ThemeOverrides } from '@academy/ui';
import { validateSchoolOverrides, type ThemeMode } from '@academy/tokens';
import { api } from '../../app/api.ts';
import { uploadImageUrl } from '../../app/upload.ts';
import { currentLocale } from '../../app/currentLocale.ts';
import { getSession } from '../../app/session.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { readLocalDraft } from './draftStore.ts';
import { useEditor } from './useEditor.ts';
import { PreviewFrame } from './PreviewFrame.tsx';
import { SchemeChoice } from './SchemeChoice.tsx';
import { useEditorShortcuts } from './useEditorShortcuts.ts';
import { designMessages as messages } from './design.messages.ts';
import * as styles from './design.css.ts';

/** /design/{schoolId} and /design/{schoolId}/sub-school/{subSchoolId}: the school decorated is the last id. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const schoolId = params.subSchoolId ?? params.schoolId ?? '';
  if (!isSchoolId(schoolId) || !isSchoolId(params.schoolId ?? '')) throw data('Not found', { status: 404 });
  const url = new URL(request.url);
  if (!(await getSession())) throw redirect(loginUrl(`${url.pathname}${url.search}`, currentLocale()));
  // An unknown school is a 404 before anything else is asked.
  const school = await api.schoolDetails({ query: { schoolId } }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw data('Not found', { status: 404 });
    throw error;
  });
  const [details, tree] = await Promise.all([
    // Only the school's administrators may decorate: the server says so, everyone else goes to /403.
    api.pageDetails({ query: { schoolId } }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 403) throw redirect('/403');
      throw error;
    }),
    api.categoryTree({ query: { schoolId } }).catch(() => []),
  ]);
  const bannerImages = await api
    .defaultBanner({ query: { schoolId } })
    .then((banners) => banners.map((banner) => banner.imageUrl))
    .catch(() => []);
  return { school, details, tree, bannerImages };
}

const problemText = (error: unknown) => (error instanceof ApiError && error.message ? error.message : null);

export function Component() {
  const { school, details, tree, bannerImages } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const toast = useToast();
  const { locale } = useLocaleControl();
  const serverDraft = useMemo<PageComposition>(() => details.draft?.composition ?? details.released?.composition ?? { sections: [] }, [details]);
  // Changes left unsaved in this browser (reload, crash, failed save) come back, with a way to drop them.
  const [restored, setRestored] = useState(() => {
    const local = readLocalDraft(school.id);
    return local?.unsaved && !deepEqual(local.composition, serverDraft) ? local.composition : null;
  });
  const editor = useEditor(school.id, serverDraft, restored);
  const { composition } = editor;
  const [released, setReleased] = useState<PageComposition | null>(details.released?.composition ?? null);
  const [selectedId, setSelectedId] = useState<string | null>(composition.sections[0]?.id ?? null);
  const [tab, setTab] = useState<'section' | 'theme'>('section');
  const [themeMode, setThemeMode] = useState<ThemeMode>('light');
  const [pending, setPending] = useState<'save' | 'release' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // After a save was refused for problems, they stay marked live until fixed.
  const [showProblems, setShowProblems] = useState(false);
  const [confirmRelease, setConfirmRelease] = useState(false);
  const problemsRef = useRef<HTMLDivElement>(null);

  const problems = useMemo(() => validateComposition(composition), [composition]);
  const themeInvalid = useMemo(() => Object.values(composition.theme ?? {}).some((colors) => validateSchoolOverrides(colors ?? {}).length > 0), [composition.theme]);
  const problemCount = problems.length + Number(themeInvalid);
  const selected = composition.sections.find((section) => section.id === selectedId) ?? null;
  const categories = useMemo(
    () => tree.flatMap((facet) => facet.children.map((category) => ({ id: category.id, name: `${localizedName(facet, locale)} › ${localizedName(category, locale)}` }))),
    [tree, locale],
  );

  // Nothing is lost by leaving (the browser copy stays), but the administrator is asked first.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => editor.unsaved && currentLocation.pathname !== nextLocation.pathname);
  useBeforeUnload((event) => {
    if (editor.unsaved) event.preventDefault();
  });

  const change = (update: (current: PageComposition) => PageComposition) => {
    setFailure(null);
    editor.change(update);
  };
  const add = (kind: SectionKind) => {
    // A new banner starts with the school's own banner image.
    const next = addSection(composition, kind, undefined, { bannerImageUrl: bannerImages[0] });
    const added = next.sections.find((section) => !composition.sections.some((old) => old.id === section.id));
    change(() => next);
    if (added) setSelectedId(added.id);
    setTab('section');
  };
  const remove = (id: string) => {
    const index = composition.sections.findIndex((section) => section.id === id);
    change((current) => removeSection(current, id));
    if (id === selectedId) setSelectedId(composition.sections[index + 1]?.id ?? composition.sections[index - 1]?.id ?? null);
  };

  const schoolTheme = school.theme ?? undefined;
  const colours: ThemeOverrides = (themeMode === 'light' ? (composition.theme?.light ?? schoolTheme?.light) : (composition.theme?.dark ?? schoolTheme?.dark)) ?? {};
  const setColours = (overrides: ThemeOverrides) =>
    change((current) => {
      const light = current.theme?.light ?? schoolTheme?.light ?? {};
      const dark = current.theme?.dark ?? schoolTheme?.dark;
      return { ...current, theme: themeMode === 'light' ? { light: overrides as Record<string, string>, dark } : { light, dark: overrides as Record<string, string> } };
    });

  /** Saves the page as the school's draft; false (with the reason shown) when it could not. */
  const saveDraft = async (): Promise<boolean> => {
    if (problemCount > 0) {
      setShowProblems(true);
      requestAnimationFrame(() => problemsRef.current?.focus());
      return false;
    }
    const sent = composition;
    setPending('save');
    setFailure(null);
    try {
      await api.saveDraft({ query: { schoolId: school.id }, body: sent });
      editor.markSaved(sent);
      setRestored(null);
      return true;
    } catch (error) {
      setFailure(intl.formatMessage(messages.saveFailed, { reason: problemText(error) ?? intl.formatMessage(messages.unknownReason) }));
      return false;
    } finally {
      setPending(null);
    }
  };

  const release = async () => {
    setConfirmRelease(false);
    if (editor.unsaved && !(await saveDraft())) return;
    setPending('release');
    try {
      await api.releasePage({ query: { schoolId: school.id } });
      await api.markDecorated({ query: { schoolId: school.id } });
      setReleased(composition);
      toast.show(intl.formatMessage(messages.released), 'success');
    } catch (error) {
      setFailure(intl.formatMessage(messages.releaseFailed, { reason: problemText(error) ?? intl.formatMessage(messages.unknownReason) }));
    } finally {
      setPending(null);
    }
  };

  useEditorShortcuts({ undo: editor.undo, redo: editor.redo, save: () => void saveDraft().then((ok) => ok && toast.show(intl.formatMessage(messages.saved), 'success')) });

  const status = editor.unsaved ? messages.statusUnsaved : deepEqual(editor.saved, released) ? messages.statusLive : messages.statusUnreleased;

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.panelTitle}>{intl.formatMessage(messages.heading, { school: localizedName(school, locale, school.defaultLocale) })}</h1>
          <p className={styles.status} role="status">
            {intl.formatMessage(status)}
          </p>
        </div>
        <div role="toolbar" aria-label={intl.formatMessage(messages.toolbar)} className={styles.toolbar}>
          <Button variant="quiet" isDisabled={!editor.canUndo} onPress={editor.undo}>
            {intl.formatMessage(messages.undo)}
          </Button>
          <Button variant="quiet" isDisabled={!editor.canRedo} onPress={editor.redo}>
            {intl.formatMessage(messages.redo)}
          </Button>
          <Button
            variant="secondary"
            isPending={pending === 'save'}
            isDisabled={pending !== null && pending !== 'save'}
            onPress={() => void saveDraft().then((ok) => ok && toast.show(intl.formatMessage(messages.saved), 'success'))}
          >
            {intl.formatMessage(messages.saveDraft)}
          </Button>
          <Button variant="primary" isPending={pending === 'release'} isDisabled={pending !== null && pending !== 'release'} onPress={() => setConfirmRelease(true)}>
            {intl.formatMessage(messages.release)}
          </Button>
        </div>
      </div>
      <p className={styles.hint}>{intl.formatMessage(messages.shortcuts)}</p>

      {restored && (
        <Banner tone="info" title={intl.formatMessage(messages.restoredTitle)}>
          {intl.formatMessage(messages.restoredBody)}{' '}
          <Button
            variant="quiet"
            size="sm"
            onPress={() => {
              editor.reset(serverDraft);
              setRestored(null);
              setSelectedId(serverDraft.sections[0]?.id ?? null);
            }}
          >
            {intl.formatMessage(messages.discard)}
          </Button>
        </Banner>
      )}
      {failure && <Banner tone="error">{failure}</Banner>}
      {showProblems && problemCount > 0 && (
        <div ref={problemsRef} tabIndex={-1}>
          <Banner tone="error" title={intl.formatMessage(messages.problemsTitle, { count: problemCount })}>
            {intl.formatMessage(messages.problemsBody)}
            {themeInvalid && ` ${intl.formatMessage(messages.themeProblem)}`}
          </Banner>
        </div>
      )}

      <div className={styles.panels}>
        <SectionList
          sections={composition.sections}
          selectedId={selected?.id ?? null}
          problems={showProblems ? problems : []}
          onSelect={(id) => {
            setSelectedId(id);
            setTab('section');
          }}
          onMove={(id, toIndex) => change((current) => moveSection(current, id, toIndex))}
          onRemove={remove}
          onDuplicate={(id) => change((current) => duplicateSection(current, id))}
          onAdd={add}
        />
        <Tabs
          aria-label={intl.formatMessage(messages.panels)}
          selectedKey={tab}
          onSelectionChange={(key) => setTab(key === 'theme' ? 'theme' : 'section')}
          items={[
            {
              id: 'section',
              label: intl.formatMessage(messages.tabSection),
              content: selected ? (
                <SectionSettings
                  key={selected.id}
                  section={selected}
                  problems={problems}
                  categories={categories}
                  bannerImages={bannerImages}
                  onUploadImage={uploadImageUrl}
                  defaultLocale={school.defaultLocale}
                  headingLevel={3}
                  onChange={(patch) => change((current) => updateSection(current, selected.id, patch))}
                />
              ) : (
                <p className={styles.hint}>{intl.formatMessage(messages.noSelection)}</p>
              ),
            },
            {
              id: 'theme',
              label: intl.formatMessage(messages.tabTheme),
              content: (
                <div className={styles.page}>
                  <SchemeChoice label={intl.formatMessage(messages.themeMode)} value={themeMode} onChange={setThemeMode} />
                  <ThemePanel
                    overrides={colours}
                    mode={themeMode}
                    fallbackOverrides={themeMode === 'dark' ? (composition.theme?.light ?? schoolTheme?.light) : undefined}
                    headingLevel={3}
                    onChange={setColours}
                  />
                </div>
              ),
            },
          ]}
        />
      </div>

      <PreviewFrame schoolId={school.id} initialLocale={locale} />

      <Dialog
        role="alertdialog"
        hideCloseButton
        isOpen={confirmRelease}
        onOpenChange={setConfirmRelease}
        title={intl.formatMessage(messages.releaseTitle)}
        footer={
          <>
            <Button variant="secondary" onPress={() => setConfirmRelease(false)}>
              {intl.formatMessage(commonMessages.cancel)}
            </Button>
            <Button variant="primary" onPress={() => void release()}>
              {intl.formatMessage(messages.release)}
            </Button>
          </>
        }
      >
        <p>{intl.formatMessage(messages.releaseBody)}</p>
      </Dialog>
      <Dialog
        role="alertdialog"
        hideCloseButton
        isOpen={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        title={intl.formatMessage(commonMessages.leaveTitle)}
        footer={
          <>
            <Button variant="secondary" onPress={() => blocker.reset?.()}>
              {intl.formatMessage(commonMessages.keepEditing)}
            </Button>
            <Button variant="danger" onPress={() => blocker.proceed?.()}>
              {intl.formatMessage(commonMessages.leave)}
            </Button>
          </>
        }
      >
        <p>{intl.formatMessage(messages.leaveBody)}</p>
      </Dialog>
    </div>
  );
}
