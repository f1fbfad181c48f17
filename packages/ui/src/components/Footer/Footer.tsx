import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { chooseFooterTemplate, cookiePolicyUrl, helpCenterUrl, type LocaleCode } from '@academy/rules';
import { Link } from '../Link/index.ts';
import { footerMessages } from './Footer.messages.ts';
import { contentProps, isolate } from '../../content/contentProps.ts';
import * as styles from './Footer.css.ts';
import { FooterQrCode } from './FooterQrCode.tsx';
import { footerQrSource } from './footerQr.ts';

// The code drawer (uqr) loads only for a footer that draws a code: the home's first load stays as small as it was.

export type FooterLinkType = 'centerGuide' | 'stuGuide' | 'manGuide' | 'feedback' | 'cookieSettings' | 'cookiePolicy' | 'privacy' | 'custom';
export type FooterNavigation = { showName: string; relateType: FooterLinkType | string; relateUrl?: string | null; children?: FooterNavigation[] };
export type FooterConfigData = {
  templates: { type: number; isUsed: boolean }[];
  copyright: { company?: string | null; beian?: string | null; registerSystemInfo?: string | null; support?: string | null };
  footerNavigations: FooterNavigation[];
  footerQrCodes: { showName: string; url: string; urlEn?: string | null; urlMobile?: string | null; explainMobile?: string | null }[];
  showVersion: boolean;
  version?: string | null;
};

export type FooterProps = {
  /** The school's footer configuration (links, QR codes, copyright lines, version); undefined when loading failed: the plain footer then. */
  config: FooterConfigData | undefined;
  /** The page's language: the help centre and cookie policy links go to that language's pages. */
  lang: LocaleCode;
  /** The school is an O3 zone school: its cookie policy is the O3 one. */
  isO3School?: boolean;
  /** The school whose help centre the guide links open; the product's own help centre when null. */
  helpCenterSchoolId?: string | null;
  /** `home`: the full footer; `design`: the compact one of the design pages; `fixed`: pinned to the foot of the O3 search page. */
  variant?: 'home' | 'design' | 'fixed';
  /** Phones get the mobile QR code variant. */
  mobile?: boolean;
  /** Called by the Feedback link: the page opens its FeedbackDialog. */
  onFeedback: () => void;
  /** Called by the Cookie settings link: the page opens its CookiePreferencesDialog. */
  onCookieSettings: () => void;
};

/**
 * The portal's footer: the school's own links, contact and QR codes when it has configured them, the product's plain
 * footer otherwise. Known links are worded in the page's language; a school's own link keeps its name and direction.
 */
export function Footer({ config, lang, isO3School = false, helpCenterSchoolId, variant = 'home', mobile = false, onFeedback, onCookieSettings }: FooterProps) {
  const intl = useIntl();
  const template = chooseFooterTemplate(config);
  // Known entries are ours, in the page's language; a custom entry's name is the school's, in its own direction.
  const label = (item: FooterNavigation): ReactNode =>
    item.relateType in footerMessages && item.relateType !== 'custom' ? intl.formatMessage(footerMessages[item.relateType as Exclude<FooterLinkType, 'custom'>]) : <span {...contentProps()}>{item.showName}</span>;

  const renderLink = (item: FooterNavigation): ReactNode => {
    switch (item.relateType) {
      case 'feedback':
        return <button type="button" className={styles.link} onClick={onFeedback}>{label(item)}</button>;
      case 'cookieSettings':
        return <button type="button" className={styles.link} onClick={onCookieSettings}>{label(item)}</button>;
      case 'centerGuide':
        return <Link quiet newTab className={styles.link} href={helpCenterUrl({ lang, helpCenterSchoolId })}>{label(item)}</Link>;
      case 'stuGuide':
      case 'manGuide':
        return <Link quiet newTab className={styles.link} href={helpCenterUrl({ lang, type: item.relateType === 'stuGuide' ? 1 : 2, helpCenterSchoolId })}>{label(item)}</Link>;
      case 'cookiePolicy':
        return <Link quiet className={styles.link} href={cookiePolicyUrl({ lang, isO3: isO3School })}>{label(item)}</Link>;
      case 'privacy':
        return <Link quiet className={styles.link} href={item.relateUrl || '/privacy'}>{label(item)}</Link>;
      default:
        return item.relateUrl ? <Link quiet className={styles.link} href={item.relateUrl}>{label(item)}</Link> : <span>{label(item)}</span>;
    }
  };

  // Without a configuration (loading failed) the essential links still work.
  const navigations: FooterNavigation[] = config?.footerNavigations ?? [
    { showName: '', relateType: 'centerGuide' },
    { showName: '', relateType: 'feedback' },
    { showName: '', relateType: 'cookieSettings' },
    { showName: '', relateType: 'privacy' },
  ];
  const copyright = config?.copyright ?? {};
  const legal = (
    <div className={styles.legal}>
      {copyright.company && <span {...contentProps()}>{copyright.company}</span>}
      {template === 2 && copyright.beian && <span {...contentProps()}>{copyright.beian}</span>}
      {template === 2 && copyright.registerSystemInfo && <span {...contentProps()}>{copyright.registerSystemInfo}</span>}
      {copyright.support && <span {...contentProps()}>{copyright.support}</span>}
      {config?.showVersion && config.version && <span>{intl.formatMessage(footerMessages.version, { version: config.version })}</span>}
    </div>
  );
  const className = [styles.footer, variant === 'fixed' ? styles.fixed : ''].join(' ');

  if (template === 1 || variant === 'design') {
    return (
      <footer className={className} data-template={template}>
        <div className={[styles.inner, variant !== 'home' ? styles.compact : ''].join(' ')}>
          <nav aria-label={intl.formatMessage(footerMessages.label)}>
            <ul className={styles.row}>
              {navigations.flatMap((item) => [item, ...(item.children ?? [])]).map((item, index) => (
                <li key={`${item.relateType}-${index}`}>{renderLink(item)}</li>
              ))}
            </ul>
          </nav>
          {legal}
        </div>
      </footer>
    );
  }

  const qrCodes = config?.footerQrCodes ?? [];
  return (
    <footer className={className} data-template={template}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <nav aria-label={intl.formatMessage(footerMessages.label)} className={styles.groups}>
            {navigations.map((item, index) => (
              <div key={`${item.relateType}-${index}`} className={styles.group}>
                {item.children?.length ? (
                  <>
                    <span className={styles.groupTitle}>{renderLink(item)}</span>
                    <ul className={styles.list}>
                      {item.children.map((child, childIndex) => (
                        <li key={childIndex}>{renderLink(child)}</li>
                      ))}
                    </ul>
                  </>
                ) : (
                  renderLink(item)
                )}
              </div>
            ))}
          </nav>
          {qrCodes.length > 0 && (
            <section aria-label={intl.formatMessage(footerMessages.qrCodes)}>
              <ul className={styles.qrList}>
                {qrCodes.map((code) => {
                  const source = footerQrSource(code, { lang, mobile, base: document.baseURI });
                  const alt = intl.formatMessage(footerMessages.qrAlt, { name: isolate(code.showName) });
                  return (
                    <li key={code.showName} className={styles.qr}>
                      {source.kind === 'image' ? (
                        <img src={source.src} alt={alt} className={styles.qrImage} width={100} height={100} loading="lazy" />
                      ) : (
                        <FooterQrCode value={source.value} label={alt} className={styles.qrCode} placeholderClassName={styles.qrImage} />
                      )}
                      <span {...contentProps()}>{mobile && code.explainMobile ? code.explainMobile : code.showName}</span>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
        </div>
        {legal}
      </div>
    </footer>
  );
}
