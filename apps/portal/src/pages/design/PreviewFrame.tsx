import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { LANG_QUERY_PARAM, LOCALE_CODES, LOCALES, type LocaleCode } from '@academy/rules';
import { RadioGroup, Select } from '@academy/ui';
import type { ThemeMode } from '@academy/tokens';
import { designMessages as messages } from './design.messages.ts';
import { SchemeChoice } from './SchemeChoice.tsx';
import * as styles from './design.css.ts';

/** The widths the preview simulates, in CSS pixels of the previewed page (a common desktop, tablet and phone). */
export const DEVICE_WIDTHS = { desktop: 1280, tablet: 768, phone: 375 } as const;
const DEVICE_HEIGHTS = { desktop: 860, tablet: 1000, phone: 720 } as const;
export type Device = keyof typeof DEVICE_WIDTHS;

/**
 * The real portal home page in a frame, in preview mode (`isVisit=true`, the spec's mask) with the draft from this
 * browser: exactly what visitors will get, with the school's live data. The frame is as wide as the chosen device
 * and scaled down to fit; language and light/dark are the frame's own, the editor's stay as they are.
 */
export function PreviewFrame({ schoolId, initialLocale }: { schoolId: string; initialLocale: LocaleCode }) {
  const intl = useIntl();
  const [locale, setLocale] = useState<LocaleCode>(initialLocale);
  const [scheme, setScheme] = useState<ThemeMode>('light');
  const [device, setDevice] = useState<Device>('desktop');
  const stage = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState<number>(DEVICE_WIDTHS.desktop);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setAvailable(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const width = DEVICE_WIDTHS[device];
  const height = DEVICE_HEIGHTS[device];
  const scale = Math.min(1, available / width);
  const src = `/portal/${schoolId}?${new URLSearchParams({ isVisit: 'true', preview: 'draft', [LANG_QUERY_PARAM]: locale, scheme })}`;

  return (
    <section className={styles.preview} aria-labelledby="design-preview-heading">
      <div className={styles.previewBar}>
        <h2 id="design-preview-heading" className={styles.panelTitle}>
          {intl.formatMessage(messages.preview)}
        </h2>
        <Select
          label={intl.formatMessage(messages.previewLanguage)}
          options={LOCALE_CODES.map((code) => ({ id: code, label: LOCALES[code].nativeName }))}
          value={locale}
          onChange={(key) => key !== null && setLocale(String(key) as LocaleCode)}
          className={styles.previewLanguage}
        />
        <SchemeChoice label={intl.formatMessage(messages.previewScheme)} value={scheme} onChange={setScheme} />
        <RadioGroup
          label={intl.formatMessage(messages.previewWidth)}
          orientation="horizontal"
          value={device}
          onChange={(value) => setDevice(value as Device)}
          options={(['desktop', 'tablet', 'phone'] as const).map((id) => ({ value: id, label: intl.formatMessage(messages[id], { width: DEVICE_WIDTHS[id] }) }))}
        />
      </div>
      {/* The stage is always left to right: it only places the scaled frame, the page inside has its own direction. */}
      <div ref={stage} className={styles.stage} dir="ltr">
        <div className={styles.device} style={{ inlineSize: width * scale, blockSize: height * scale }}>
          {/* Our own portal page on our origin (it reads the draft from this browser's storage): a sandbox would
              need allow-scripts and allow-same-origin together, which protects nothing. */}
          {/* oxlint-disable-next-line react/iframe-missing-sandbox */}
          <iframe
            key={src}
            title={intl.formatMessage(messages.previewFrame, { language: LOCALES[locale].nativeName, width })}
            src={src}
            className={styles.frame}
            data-device={device}
            lang={LOCALES[locale].tag}
            style={{ inlineSize: width, blockSize: height, transform: `scale(${scale})` }}
          />
        </div>
      </div>
    </section>
  );
}
