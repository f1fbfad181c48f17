import { useLayoutEffect, useRef, useState } from 'react';
import { isBulletinVisible, type BulletinLike } from '@academy/rules';
import { Banner } from '../Banner/index.ts';
import { renderBulletinHtml } from './sanitize.ts';
import { contentProps } from '../../content/contentProps.ts';

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
  const visible = !!bulletin && isBulletinVisible(bulletin, now ?? mountedAt, closedId);
  const contentRef = useRef<HTMLDivElement>(null);
  const content = visible ? bulletin.content : null;
  // Before the paint, so the banner never shows empty and then grows.
  useLayoutEffect(() => {
    if (contentRef.current && content !== null) void renderBulletinHtml(contentRef.current, content);
  }, [content]);
  if (!visible) return null;
  return (
    <Banner tone="info" onClose={() => onClose(bulletin.id)}>
      {/* The school's text, in its own direction: an English bulletin in an Arabic page reads left to right. */}
      <div ref={contentRef} {...contentProps(null, { paragraph: true })} />
    </Banner>
  );
}
