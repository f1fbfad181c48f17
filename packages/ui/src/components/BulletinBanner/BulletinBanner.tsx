import { useMemo, useState } from 'react';
import { isBulletinVisible, type BulletinLike } from '@academy/rules';
import { Banner } from '../Banner/index.ts';
import { sanitizeBulletinHtml } from './sanitize.ts';

export type BulletinBannerProps = {
  bulletin: (BulletinLike & { content: string }) | null | undefined;
  /** Id of the bulletin the reader closed (the portal remembers it). */
  closedId?: string | null;
  onClose: (id: string) => void;
  now?: number;
};

/** The school's bulletin (spec §4): only inside its time window, status 1, and not closed for the same id. */
export function BulletinBanner({ bulletin, closedId, onClose, now }: BulletinBannerProps) {
  const [mountedAt] = useState(Date.now);
  const html = useMemo(() => (bulletin ? sanitizeBulletinHtml(bulletin.content) : ''), [bulletin]);
  if (!bulletin || !isBulletinVisible(bulletin, now ?? mountedAt, closedId)) return null;
  return (
    <Banner tone="info" onClose={() => onClose(bulletin.id)}>
      {/* Sanitized above with DOMPurify. */}
      <span dangerouslySetInnerHTML={{ __html: html }} />
    </Banner>
  );
}
