import { useIntl } from 'react-intl';
import { Banner } from '../Banner/index.ts';
import { chromeBannerMessages } from './ChromeBanner.messages.ts';

export type ChromeBannerProps = {
  /** Closes it; `useChromeBanner` remembers the choice and says when to show it. */
  onClose: () => void;
  className?: string;
};

/** The closable banner that recommends Google Chrome to visitors in another browser (spec §2). */
export function ChromeBanner({ onClose, className }: ChromeBannerProps) {
  const intl = useIntl();
  return (
    <Banner tone="info" onClose={onClose} className={className}>
      {intl.formatMessage(chromeBannerMessages.recommend)}
    </Banner>
  );
}
