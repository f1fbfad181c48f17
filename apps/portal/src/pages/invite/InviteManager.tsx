import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '@academy/api-client';
import type { endpoints, ResponseOf } from '@academy/contract';
import { isEmailAddress, isMainlandMobile, localizedName } from '@academy/rules';
import { Badge, Button, Select, TextField, isolate, useToast, type BadgeTone } from '@academy/ui';
import { api } from '../../app/api.ts';
import { useLocaleControl } from '../../app/localeControl.ts';
import { titles } from '../../routes/titles.messages.ts';
import { inviteMessages as messages } from './invite.messages.ts';
import { INVITE_ROLES, ROLE_NAMES, STATE_NAMES, type Invite, type InviteRole } from './roles.ts';
import * as styles from './invite.css.ts';

type School = ResponseOf<typeof endpoints.listInvites>['school'];

/** Validity choices, in hours (the server takes 1 hour to 30 days). */
const VALIDITY_HOURS = [1, 24, 72, 168, 336, 720];
const TONES: Record<Invite['state'], BadgeTone> = { active: 'success', expired: 'neutral', usedUp: 'warning', revoked: 'danger' };

/** The school administrators' invitation links: make one per role, copy, send or revoke it. */
export function InviteManager({ school, invites: initial }: { school: School; invites: Invite[] }) {
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const [invites, setInvites] = useState(initial);
  const replace = (saved: Invite) => setInvites((current) => (current.some((item) => item.id === saved.id) ? current.map((item) => (item.id === saved.id ? saved : item)) : [saved, ...current]));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(titles.registerInvite)}</h1>
      <p className={styles.muted}>{intl.formatMessage(messages.intro, { school: isolate(localizedName(school, locale)) })}</p>
      <CreateForm schoolId={school.id} onCreated={replace} />
      <section className={styles.form} aria-labelledby="invite-links">
        <h2 id="invite-links" className={styles.sectionTitle}>{intl.formatMessage(messages.links)}</h2>
        {invites.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(messages.none)}</p>
        ) : (
          <ul className={styles.list}>
            {invites.map((invite) => (
              <li key={invite.id}>
                <InviteCard schoolId={school.id} invite={invite} onChanged={replace} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

const failure = (error: unknown, fallback: string) => (error instanceof ApiError && error.message ? error.message : fallback);

function CreateForm({ schoolId, onCreated }: { schoolId: string; onCreated: (invite: Invite) => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [role, setRole] = useState<InviteRole>('learner');
  const [hours, setHours] = useState(168);
  const [maxUses, setMaxUses] = useState('10');
  const [pending, setPending] = useState(false);
  const uses = Number(maxUses);
  const usesValid = Number.isInteger(uses) && uses >= 1 && uses <= 1000;
  const [touched, setTouched] = useState(false);
  const validity = (value: number) => (value < 24 ? intl.formatMessage(messages.hours, { count: value }) : intl.formatMessage(messages.days, { count: value / 24 }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!usesValid) return;
    setPending(true);
    try {
      onCreated(await api.createInvite({ query: { schoolId }, body: { role, expiresInHours: hours, maxUses: uses } }));
      toast.show(intl.formatMessage(messages.created), 'success');
    } catch (error) {
      toast.show(failure(error, intl.formatMessage(messages.failed)), 'error');
    } finally {
      setPending(false);
    }
  };
  return (
    <form className={[styles.card, styles.form].join(' ')} aria-labelledby="invite-new" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id="invite-new" className={styles.sectionTitle}>{intl.formatMessage(messages.newLink)}</h2>
      <div className={styles.fields}>
        <Select label={intl.formatMessage(messages.role)} options={INVITE_ROLES.map((id) => ({ id, label: intl.formatMessage(ROLE_NAMES[id]) }))} value={role} onChange={(key) => key && setRole(key as InviteRole)} />
        <Select label={intl.formatMessage(messages.validFor)} options={VALIDITY_HOURS.map((value) => ({ id: String(value), label: validity(value) }))} value={String(hours)} onChange={(key) => key && setHours(Number(key))} />
        <TextField
          label={intl.formatMessage(messages.maxUses)}
          description={intl.formatMessage(messages.maxUsesHelp)}
          inputMode="numeric"
          inputDir="ltr"
          value={maxUses}
          onChange={setMaxUses}
          isRequired
          isInvalid={touched && !usesValid}
          errorMessage={intl.formatMessage(messages.maxUsesInvalid)}
        />
      </div>
      <div>
        <Button type="submit" isPending={pending}>{intl.formatMessage(messages.create)}</Button>
      </div>
    </form>
  );
}

function InviteCard({ schoolId, invite, onChanged }: { schoolId: string; invite: Invite; onChanged: (invite: Invite) => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [busy, setBusy] = useState<'revoke' | 'send' | null>(null);
  const [to, setTo] = useState('');
  const [sendTouched, setSendTouched] = useState(false);
  const headingId = `invite-${invite.id}`;
  const address = invite.link ? `${window.location.origin}${invite.link}` : null;
  const target = to.trim();
  const targetValid = isMainlandMobile(target) || isEmailAddress(target);
  const formatTime = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address!);
      toast.show(intl.formatMessage(messages.copied), 'success');
    } catch {
      toast.show(intl.formatMessage(messages.copyFailed), 'error');
    }
  };
  const run = async (kind: 'revoke' | 'send', call: () => Promise<Invite>, done: string) => {
    setBusy(kind);
    try {
      onChanged(await call());
      toast.show(done, 'success');
      if (kind === 'send') {
        setTo('');
        setSendTouched(false);
      }
    } catch (error) {
      toast.show(failure(error, intl.formatMessage(messages.failed)), 'error');
    } finally {
      setBusy(null);
    }
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    setSendTouched(true);
    if (!targetValid) return;
    const body = isMainlandMobile(target) ? { mobile: target } : { email: target };
    void run('send', () => api.sendInvite({ params: { inviteId: invite.id }, query: { schoolId }, body }), intl.formatMessage(messages.sent));
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h3 id={headingId} className={styles.sectionTitle}>{intl.formatMessage(messages.linkFor, { role: intl.formatMessage(ROLE_NAMES[invite.role]) })}</h3>
        <Badge tone={TONES[invite.state]}>{intl.formatMessage(STATE_NAMES[invite.state])}</Badge>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.factTerm}>{intl.formatMessage(messages.expires)}</dt>
        <dd className={styles.factValue}><time dateTime={invite.expiresAt}>{formatTime(invite.expiresAt)}</time></dd>
        <dt className={styles.factTerm}>{intl.formatMessage(messages.uses)}</dt>
        <dd className={styles.factValue}>{intl.formatMessage(messages.usesValue, { uses: invite.uses, max: invite.maxUses })}</dd>
        {invite.lastSentAt && (
          <>
            <dt className={styles.factTerm}>{intl.formatMessage(messages.lastSent)}</dt>
            <dd className={styles.factValue}><time dateTime={invite.lastSentAt}>{formatTime(invite.lastSentAt)}</time></dd>
          </>
        )}
      </dl>
      {invite.state === 'active' && (address ? (
        <>
          <div className={styles.row}>
            <TextField className={styles.grow} label={intl.formatMessage(messages.address)} value={address} isReadOnly inputDir="ltr" />
            <Button variant="secondary" onPress={() => void copy()}>{intl.formatMessage(messages.copy)}</Button>
            <Button variant="danger" isPending={busy === 'revoke'} onPress={() => void run('revoke', () => api.revokeInvite({ params: { inviteId: invite.id }, query: { schoolId } }), intl.formatMessage(messages.revoked))}>
              {intl.formatMessage(messages.revoke)}
            </Button>
          </div>
          <form className={styles.row} onSubmit={send} noValidate aria-label={intl.formatMessage(messages.sendTo)}>
            <TextField
              className={styles.grow}
              label={intl.formatMessage(messages.sendTo)}
              inputDir="ltr"
              value={to}
              onChange={setTo}
              isInvalid={sendTouched && !targetValid}
              errorMessage={intl.formatMessage(messages.sendInvalid)}
            />
            <Button type="submit" variant="secondary" isPending={busy === 'send'}>{intl.formatMessage(messages.send)}</Button>
          </form>
        </>
      ) : (
        <p className={styles.muted}>{intl.formatMessage(messages.unreadable)}</p>
      ))}
    </section>
  );
}
