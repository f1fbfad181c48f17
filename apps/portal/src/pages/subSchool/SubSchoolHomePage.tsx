import { useIntl } from 'react-intl';
import { data, useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@academy/api-client';
import { isSchoolId, isSectionVisible, localizedName } from '@academy/rules';
import { Banner, Link, contentProps, isolate, schoolThemeStyle, useAppContext } from '@academy/ui';
import { api } from '../../app/api.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import type { PortalData } from '../../layouts/portalLoader.ts';
import { loadSections } from '../home/sections.ts';
import { Component as HomeSections } from '../home/HomePage.tsx';
import { subSchoolMessages as messages } from './subSchool.messages.ts';
import * as layout from '../../layouts/layout.css.ts';
import * as styles from './subSchool.css.ts';

/**
 * /portal/{schoolId}/sub-school/{subSchoolId}: the sub-school's released page and theme, or its parent's (the server
 * chooses). A sub-school of another parent is a 404.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const schoolId = params.schoolId!;
  const subSchoolId = params.subSchoolId ?? '';
  if (!isSchoolId(subSchoolId)) throw data('Not found', { status: 404 });
  const home = await api.subSchoolHome({ params: { subSchoolId }, query: { schoolId } }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw data('Not found', { status: 404 });
    throw error;
  });
  // The audience is the sub-school's (a member of it or of its parent, as the server says): the sections are chosen
  // here, and the home page's renderer, which judges by the parent school, gets them as "for everyone".
  const sections = home.composition.sections.filter((section) => isSectionVisible(section.audience, home.isMember)).map((section) => ({ ...section, audience: 1 as const }));
  return { schoolId: home.contentSchoolId, sections: await loadSections(home.contentSchoolId, { sections }), home };
}

export function Component() {
  const { home } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const portal = useRouteLoaderData('portal') as PortalData;
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const { theme } = useAppContext();
  const { subSchool } = home;
  const brand = home.theme ? { id: subSchool.id, name: subSchool.nameEn ?? subSchool.name, ...home.theme } : undefined;

  return (
    // The sub-school's brand colours (or its parent's) apply to its page below the school's header.
    <div className={styles.themed} style={schoolThemeStyle(brand, theme)} data-source={home.source}>
      <header className={styles.header}>
        <h1 {...contentProps(layout.pageTitle)}>{localizedName(subSchool, locale)}</h1>
        <p className={layout.muted}>{intl.formatMessage(messages.of, { school: isolate(localizedName(portal.school, locale)) })}</p>
        <div>
          <Link href={`/portal/${subSchool.parentId}/sub-school`}>{intl.formatMessage(messages.allSubSchools)}</Link>
        </div>
      </header>
      {home.source === 'parent' && <Banner tone="info">{intl.formatMessage(messages.fallback)}</Banner>}
      <HomeSections />
    </div>
  );
}
