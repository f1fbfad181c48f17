import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { User } from '@academy/contract';
import { api } from '../app/api.ts';
import { currentLocale } from '../app/currentLocale.ts';
import { withMessageArea } from '../app/catalog.ts';
import { needsName } from '../features/namePrompt/namePromptSkip.ts';

type Pending = Awaited<ReturnType<typeof api.compareAndSignAgreements>>['pending'];
type SchoolStatus = Awaited<ReturnType<typeof api.schoolDataProcessingStatus>>;

// The prompts and their messages load only when the server says something needs accepting or signing.
const AgreementPrompt = lazy(() => withMessageArea('agreements', () => import('../features/agreements/AgreementPrompt.tsx')).then((module) => ({ default: module.AgreementPrompt })));
const NamePrompt = lazy(() => import('../features/namePrompt/NamePrompt.tsx').then((module) => ({ default: module.NamePrompt })));
const SchoolAgreementPrompt = lazy(() => withMessageArea('agreements', () => import('../features/agreements/SchoolAgreementPrompt.tsx')).then((module) => ({ default: module.SchoolAgreementPrompt })));

/**
 * Asked once per page load and user, and again on `recheckAgreements`: after a withdrawal, and when the server refused
 * a write because newer terms wait (app/termsRefusal.ts), so the refusal leads to the prompt, not a dead end.
 */
let check: { key: string; answer: Promise<Pending> } | null = null;
let generation = 0;
const listeners = new Set<() => void>();
export function recheckAgreements() {
  generation += 1;
  for (const listener of listeners) listener();
}
function pendingFor(userId: string, round: number): Promise<Pending> {
  const key = `${userId}:${round}`;
  if (check?.key !== key) check = { key, answer: api.compareAndSignAgreements({ body: { lang: currentLocale() } }).then((result) => result.pending, () => []) };
  return check.answer;
}

/** The admin pages (design editor, sign-in methods) of a school the user administers. */
const ADMIN_PAGE = /^\/(?:design|admin)\/(\d{19})(?:\/|$)/;
/**
 * Pages in the middle of a step (joining by an invitation, registering an academy, signing in): the name can wait
 * until the person has arrived. A panel appearing above the form would also move its button under their pointer.
 */
const MID_STEP_PAGE = /^\/(?:register|login|uniportal)\//;

/**
 * Signed-in users: a prompt when newer terms or privacy policy wait for acceptance, or the school's agreement for
 * signing; once nothing waits, an account without a name is asked for one (once: "Not now" is remembered).
 */
export function AgreementGate({ user }: { user: User }) {
  const [pending, setPending] = useState<Pending>([]);
  const [answered, setAnswered] = useState(false);
  const [askName, setAskName] = useState(() => needsName(user));
  const [round, setRound] = useState(generation);
  const { pathname } = useLocation();
  useEffect(() => {
    const again = () => setRound(generation);
    listeners.add(again);
    return () => void listeners.delete(again);
  }, []);
  useEffect(() => {
    let current = true;
    void pendingFor(user.userId, round).then((answer) => {
      if (!current) return;
      setPending(answer);
      setAnswered(true);
    });
    return () => {
      current = false;
    };
  }, [user.userId, round]);
  const adminSchool = ADMIN_PAGE.exec(pathname)?.[1];
  const administers = Boolean(adminSchool && user.schools.some((entry) => entry.schoolId === adminSchool && entry.role === 'admin'));
  // Kept with the school it is about: another school's page never shows it.
  const [checked, setChecked] = useState<{ schoolId: string; status: SchoolStatus | null } | null>(null);
  const school = checked && checked.schoolId === adminSchool ? checked.status : null;
  useEffect(() => {
    if (!administers || !adminSchool) return;
    let current = true;
    api.schoolDataProcessingStatus({ query: { schoolId: adminSchool } }).then(
      (status) => current && setChecked({ schoolId: adminSchool, status }),
      () => current && setChecked({ schoolId: adminSchool, status: null }),
    );
    return () => {
      current = false;
    };
  }, [administers, adminSchool]);
  return (
    <Suspense fallback={null}>
      {pending.length > 0 && <AgreementPrompt pending={pending} onDone={(left) => setPending(left)} />}
      {pending.length === 0 && adminSchool && school?.needsSigning && <SchoolAgreementPrompt schoolId={adminSchool} status={school} onDone={(status) => setChecked({ schoolId: adminSchool, status })} />}
      {answered && pending.length === 0 && !school?.needsSigning && askName && !MID_STEP_PAGE.test(pathname) && <NamePrompt user={user} onDone={() => setAskName(false)} />}
    </Suspense>
  );
}
