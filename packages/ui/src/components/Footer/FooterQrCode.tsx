import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const QrCode = lazy(() => import('../QrCode/QrCode.tsx').then((module) => ({ default: module.QrCode })));

/**
 * A footer QR code drawn from its address. The drawing code loads when the footer comes near the screen, not with
 * the page: most visitors of a home never scroll to its footer (the home's JS budget). Until then a box of the same
 * size carries the same name, so the page neither moves nor reads differently.
 */
export function FooterQrCode({ value, label, className, placeholderClassName }: { value: string; label: string; className: string; placeholderClassName: string }) {
  const box = useRef<HTMLSpanElement>(null);
  // Without IntersectionObserver (an old browser, a test DOM) the code is drawn at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <span ref={box} role="img" aria-label={label} className={placeholderClassName} />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <QrCode value={value} label={label} className={className} />
    </Suspense>
  );
}
