import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useMatches } from 'react-router';
import { titleOf } from '../routes/handle.ts';
import { shellMessages } from './messages.ts';

/** Spec §2: the document title comes from the deepest route that names one, then the school or product name. */
export function useDocumentTitle(schoolName?: string) {
  const intl = useIntl();
  const matches = useMatches();
  const location = useLocation();
  const url = new URL(`${location.pathname}${location.search}`, 'http://portal.invalid');
  const title = [...matches].reverse().map((match) => titleOf(match.handle, url)).find(Boolean);
  const text = [title && intl.formatMessage(title), schoolName || intl.formatMessage(shellMessages.siteName)].filter(Boolean).join(' · ');
  useEffect(() => {
    document.title = text;
  }, [text]);
  return title;
}
