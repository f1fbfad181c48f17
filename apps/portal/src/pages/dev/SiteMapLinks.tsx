import { Link } from '@academy/ui';

/** Spec §2 developer site map: the routes a developer opens most (the demo school stands for {schoolId}). */
const SITE_MAP = ['/', '/login/index', '/login/select', '/register/index', '/register/select', '/register/create', '/register/creating', '/register/success', '/portal/1000000000000000001', '/design/1000000000000000001', '/403', '/404', '/500', '/test'];

/** The spec §2 developer site map as a named list of links (the /test page and the dev drawer). */
export function SiteMapLinks({ label, className, onNavigate }: { label: string; className?: string; onNavigate?: () => void }) {
  return (
    <nav aria-label={label}>
      <ul className={className}>
        {SITE_MAP.map((path) => (
          <li key={path}>
            <Link href={path} onClick={onNavigate}>
              <bdi dir="ltr">{path}</bdi>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
