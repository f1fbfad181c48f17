import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FileTrigger } from 'react-aria-components';
import { MAX_SLIDE_CAPTION, MAX_SLIDE_LINK, MAX_SLIDES, editableTexts, localizedPatch, type BannerSlide, type LocaleCode } from '@academy/rules';
import { LocalizedTextFields } from '../LocalizedTextFields/index.ts';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { Image } from '../Image/index.ts';
import { Select } from '../Select/index.ts';
import { TextField } from '../TextField/index.ts';
import { sectionSettingsMessages as messages } from './SectionSettings.messages.ts';
import * as styles from './SectionSettings.css.ts';
import * as field from '../../styles/field.css.ts';

export type BannerSlidesFieldsProps = {
  slides: readonly BannerSlide[];
  /** The problem of the slides (no image, a bad link…), shown under them. */
  error?: string | undefined;
  /** Images the administrator can pick (the school's banners); an uploaded image joins them. */
  bannerImages: readonly string[];
  /** Stores a picked file and resolves with its URL; rejects with the reason to show. Without it, no upload button. */
  onUploadImage?: ((file: File) => Promise<string>) | undefined;
  /** The school's default language: each caption's first field. */
  defaultLocale: LocaleCode;
  onChange: (slides: BannerSlide[]) => void;
};

/** The slides of a banner section: image (picked or uploaded), caption in the school's languages, optional link. */
export function BannerSlidesFields({ slides, error, bannerImages, onUploadImage, defaultLocale, onChange }: BannerSlidesFieldsProps) {
  const intl = useIntl();
  const [uploading, setUploading] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<{ index: number; text: string } | null>(null);
  const set = (index: number, patch: Partial<BannerSlide>) => onChange(slides.map((slide, at) => (at === index ? { ...slide, ...patch } : slide)));
  const images = [...new Set([...bannerImages, ...slides.map((slide) => slide.imageUrl).filter(Boolean)])];

  const upload = async (index: number, files: FileList | null) => {
    const file = files?.[0];
    if (!file || !onUploadImage) return;
    setUploading(index);
    setUploadError(null);
    try {
      set(index, { imageUrl: await onUploadImage(file) });
    } catch (problem) {
      setUploadError({ index, text: problem instanceof Error && problem.message ? problem.message : intl.formatMessage(messages.uploadFailed) });
    } finally {
      setUploading(null);
    }
  };

  return (
    <div className={styles.slides}>
      {slides.map((slide, index) => (
        <fieldset key={index} className={styles.group}>
          <legend className={styles.legend}>{intl.formatMessage(messages.slideN, { n: index + 1 })}</legend>
          <div className={styles.slideImage}>
            <Image src={slide.imageUrl || null} alt={intl.formatMessage(messages.slideImageAlt, { n: index + 1 })} aspectRatio="10 / 3" />
          </div>
          <div className={styles.pair}>
            <Select
              label={intl.formatMessage(messages.slideImage)}
              placeholder={intl.formatMessage(messages.slideImagePlaceholder)}
              options={images.map((url, at) => ({ id: url, label: intl.formatMessage(messages.slideImageOption, { n: at + 1 }) }))}
              value={slide.imageUrl || null}
              onChange={(key) => key !== null && set(index, { imageUrl: String(key) })}
            />
            {onUploadImage && (
              <div className={styles.upload}>
                <FileTrigger acceptedFileTypes={['image/png', 'image/jpeg', 'image/gif']} onSelect={(files) => void upload(index, files)}>
                  <Button variant="secondary" isPending={uploading === index}>
                    <Icon name="upload" size="sm" />
                    {intl.formatMessage(messages.slideUpload)}
                  </Button>
                </FileTrigger>
                {uploadError?.index === index && (
                  <p role="alert" className={field.error}>
                    {uploadError.text}
                  </p>
                )}
              </div>
            )}
          </div>
          <LocalizedTextFields label={intl.formatMessage(messages.slideCaption)} value={editableTexts(slide)} defaultLocale={defaultLocale} maxLength={MAX_SLIDE_CAPTION} onChange={(texts) => set(index, localizedPatch(texts, defaultLocale))} />
          <TextField
            label={intl.formatMessage(messages.slideLink)}
            description={intl.formatMessage(messages.slideLinkHint)}
            value={slide.href ?? ''}
            onChange={(value) => set(index, { href: value.trim() === '' ? null : value })}
            maxLength={MAX_SLIDE_LINK}
            inputDir="ltr"
          />
          <div>
            <Button variant="quiet" size="sm" isDisabled={slides.length <= 1} onPress={() => onChange(slides.filter((_, at) => at !== index))}>
              <Icon name="trash" size="sm" />
              {intl.formatMessage(messages.slideRemove, { n: index + 1 })}
            </Button>
          </div>
        </fieldset>
      ))}
      {error && (
        <p role="alert" className={field.error}>
          <Icon name="alert" size="sm" /> {error}
        </p>
      )}
      <div>
        <Button variant="secondary" size="sm" isDisabled={slides.length >= MAX_SLIDES} onPress={() => onChange([...slides, { name: '', nameEn: '', names: {}, imageUrl: bannerImages[0] ?? '', href: null }])}>
          <Icon name="plus" size="sm" />
          {intl.formatMessage(messages.slideAdd)}
        </Button>
      </div>
    </div>
  );
}
