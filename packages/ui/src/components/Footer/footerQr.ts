import type { FooterConfigData } from './Footer.tsx';

export type FooterQrEntry = FooterConfigData['footerQrCodes'][number];
/** A school's QR entry shows its own picture, or — when its address is a page, not a picture — a code drawn here. */
export type FooterQrSource = { kind: 'image'; src: string } | { kind: 'code'; value: string };

// A picture by its address: an inline image or a file with an image extension (query and fragment aside).
const IMAGE_ADDRESS = /^data:image\/|\.(png|jpe?g|gif|svg|webp|avif)(?:[?#].*)?$/i;

export const isImageAddress = (address: string) => IMAGE_ADDRESS.test(address.trim());

/**
 * Which address an entry shows (phones: the mobile one, other languages than Chinese: the English one, else the
 * main one), and whether it is a picture or the page a code should lead to. A page on this site (`/m/portal/…`) is
 * made absolute with `base`, since a phone scanning the code is not on this site yet.
 */
export function footerQrSource(entry: FooterQrEntry, { lang, mobile, base }: { lang: string; mobile: boolean; base: string }): FooterQrSource {
  const address = (mobile && entry.urlMobile) || (lang !== 'zh_CN' && entry.urlEn) || entry.url;
  if (isImageAddress(address)) return { kind: 'image', src: address };
  try {
    return { kind: 'code', value: new URL(address, base).href };
  } catch {
    return { kind: 'code', value: address };
  }
}
