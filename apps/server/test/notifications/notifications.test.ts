import { describe, expect, test } from 'vitest';
import type { Server } from '../../src/server.ts';
import { applyNotice } from '../../src/modules/market/notices.ts';
import { EMAIL_ATTEMPTS, emailNotifications, retryFailedEmails } from '../../src/modules/notifications/notices.ts';
import { notifyCertificateIssued } from '../../src/modules/notifications/producers.ts';
import { browser, outboxCode, signIn } from '../harness.ts';
import { makeQuestionnaire, paths } from '../surveys/helpers.ts';
import { asUser, CLASS_DEMO, DEMO } from '../classes/helpers.ts';
import { N, OVERSEAS, SCHOOL, serverWithSmtp, type Smtp } from './helpers.ts';

let server: Server;
let smtp: Smtp;
serverWithSmtp((started) => ({ server, smtp } = started));

const list = (client: Awaited<ReturnType<typeof signIn>>, query = '', headers: Record<string, string> = {}) => client.request('GET', `${N}?schoolId=${SCHOOL}${query}`, { headers });
const unread = async (client: Awaited<ReturnType<typeof signIn>>, school = SCHOOL, headers: Record<string, string> = {}) => client.request('GET', `${N}/unread-count?schoolId=${school}`, { headers });
const mailsTo = (address: string) => smtp.received.filter((message) => message.to.includes(address));

describe('the survey reminder a lecturer sends', () => {
  test('arrives in each reminded learner’s notification centre and by e-mail in the learner’s own language, once', async () => {
    const learners = await server.db.query<{ id: string; email: string }>(
      `select u.id, u.email from class_enrolments e join users u on u.id = e.user_id join members m on m.user_id = e.user_id and m.school_id = e.school_id and m.role = 'learner'
        where e.class_id = $1 and e.status = 1 and u.email is not null order by u.id limit 3`,
      [CLASS_DEMO.ongoing],
    );
    expect(learners.length).toBe(3);
    const [german, arabic, unset] = learners as [{ id: string; email: string }, { id: string; email: string }, { id: string; email: string }];
    await server.db.query("update users set locale = 'de_DE' where id = $1", [german.id]);
    await server.db.query("update users set locale = 'ar_SA' where id = $1", [arabic.id]);
    await server.db.query('update users set locale = null where id = $1', [unset.id]);
    const q = await makeQuestionnaire(server, { title: 'Kursfeedback 2027' });
    const lecturer = await asUser(server, DEMO.lecturer.mobile);
    const sent = await lecturer.post(paths.remind, { classId: CLASS_DEMO.ongoing, questionnaireId: q.id });
    expect(sent.status).toBe(200);
    // Exactly the answer it had before notifications existed.
    expect(Object.keys(sent.body.data).toSorted()).toEqual(['names', 'reminded', 'sentAt', 'skippedRecent']);
    const reminded = sent.body.data.reminded as number;
    const [made] = await server.db.query<{ n: number }>("select count(*)::int as n from notifications where kind = 'surveyReminder' and params->>'questionnaireId' = $1", [q.id]);
    expect(made!.n).toBe(reminded);
    const withAddress = await server.db.query<{ n: number }>(
      "select count(*)::int as n from notifications n join users u on u.id = n.user_id where n.kind = 'surveyReminder' and n.params->>'questionnaireId' = $1 and u.email is not null",
      [q.id],
    );
    // 30 learners with an address: sent one after the other after the answer (the request does not wait for them).
    expect((await smtp.waitFor(withAddress[0]!.n, 40_000)).length).toBe(withAddress[0]!.n);

    const [toGerman] = mailsTo(german.email);
    expect(mailsTo(german.email)).toHaveLength(1);
    expect(toGerman!.mail.subject).toBe('Erinnerung: Bitte beantworten Sie „Kursfeedback 2027“');
    expect(toGerman!.mail.headers.get('content-language')).toBe('de-DE');
    expect(toGerman!.mail.text).toContain('Fragebogen „Kursfeedback 2027“');
    expect(toGerman!.mail.text).toContain(`http://localhost:3000/classInfo/${SCHOOL}/question-survey/${q.id}`);
    const [toArabic] = mailsTo(arabic.email);
    expect(toArabic!.mail.subject).toContain('تذكير');
    expect(toArabic!.mail.subject).toContain('Kursfeedback 2027');
    expect(toArabic!.mail.headers.get('content-language')).toBe('ar-SA');
    // No language of their own: the school's (the mainland school speaks Chinese).
    const [toUnset] = mailsTo(unset.email);
    expect(toUnset!.mail.subject).toContain('提醒');
    expect(toUnset!.mail.headers.get('content-language')).toBe('zh-CN');
    expect(toUnset!.to).toEqual([unset.email]);

    // Sending them again sends nothing: each was claimed once.
    const ids = (await server.db.query<{ id: string }>("select id::text as id from notifications where params->>'questionnaireId' = $1", [q.id])).map((row) => row.id);
    expect(await emailNotifications(server.db, server.services, ids)).toBe(0);
  }, 60_000);

  test('the demo learner sees the reminder in the list (in the page’s language) with its link, and the bell counts it', async () => {
    const q = await makeQuestionnaire(server, { title: 'Weekly check-in' });
    const lecturer = await asUser(server, DEMO.lecturer.mobile);
    expect((await lecturer.post(paths.remind, { classId: CLASS_DEMO.ongoing, questionnaireId: q.id })).status).toBe(200);
    const learner = await signIn(server, DEMO.learner.mobile);
    const before = (await unread(learner, SCHOOL, { 'sxz-lang': 'fr_FR' })).body.data.unread as number;
    expect(before).toBeGreaterThanOrEqual(1);
    const page = await list(learner, '', { 'sxz-lang': 'en_US' });
    expect(page.status).toBe(200);
    const item = page.body.data.items.find((row: { params: { questionnaireId?: string } }) => row.params.questionnaireId === q.id);
    expect(item).toMatchObject({
      kind: 'surveyReminder',
      title: 'Reminder: please answer “Weekly check-in”',
      link: `/classInfo/${SCHOOL}/question-survey/${q.id}`,
      readAt: null,
    });
    expect(item.text).toContain('Weekly check-in');
    const inChinese = await list(learner, '', { 'sxz-lang': 'zh_CN' });
    expect(inChinese.body.data.items[0].title).toMatch(/提醒/);
  });
});

describe('the list, the unread count, marking read: the caller’s own, in the school named', () => {
  test('newest first, a page at a time; one read; all read', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    for (let i = 0; i < 3; i += 1) {
      await server.db.query(
        `insert into notifications (school_id, user_id, kind, params, dedupe_key, created_at) values ($1, $2, 'orderPaid', $3, $4, now() - make_interval(mins => $5))`,
        [SCHOOL, DEMO.learner.id, JSON.stringify({ orderId: `900000000000000000${i}`, orderTitle: `Order ${i}` }), `test-page-${i}`, 100 + i],
      );
    }
    const all = (await list(learner, '&pageSize=50')).body.data;
    const times = all.items.map((row: { createdAt: string }) => row.createdAt);
    expect(times).toEqual(times.toSorted().toReversed());
    const second = (await list(learner, '&pageSize=2&page=2')).body.data;
    expect(second.items.map((row: { id: string }) => row.id)).toEqual(all.items.slice(2, 4).map((row: { id: string }) => row.id));
    expect(second).toMatchObject({ total: all.total, page: 2, pageSize: 2 });

    const first = all.items[0];
    const read = await learner.request('POST', `${N}/${first.id}/read?schoolId=${SCHOOL}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ id: first.id, unread: all.unread - 1 });
    expect((await unread(learner)).body.data.unread).toBe(all.unread - 1);
    const marked = await learner.request('POST', `${N}/read-all?schoolId=${SCHOOL}`);
    expect(marked.body.data).toEqual({ marked: all.unread - 1, unread: 0 });
    expect((await unread(learner)).body.data.unread).toBe(0);
    expect((await list(learner)).body.data.items.every((row: { readAt: string | null }) => row.readAt !== null)).toBe(true);
  });

  test('another user’s notification is 404 to mark; another school’s is not listed; a non-member is refused; a visitor is 401', async () => {
    const [row] = await server.db.query<{ id: string }>(
      "insert into notifications (school_id, user_id, kind, params, dedupe_key) values ($1, 'u-lecturer', 'orderPaid', '{}', 'test-theirs') returning id::text as id",
      [SCHOOL],
    );
    const learner = await signIn(server, DEMO.learner.mobile);
    expect((await learner.request('POST', `${N}/${row!.id}/read?schoolId=${SCHOOL}`)).status).toBe(404);
    expect((await learner.request('POST', `${N}/not-a-number/read?schoolId=${SCHOOL}`)).status).toBe(404);
    const [theirs] = await server.db.query<{ read_at: Date | null }>('select read_at from notifications where id = $1', [row!.id]);
    expect(theirs!.read_at).toBeNull();
    expect((await list(learner)).body.data.items.some((item: { id: string }) => item.id === row!.id)).toBe(false);

    // The learner's notification in the overseas school: not in the list of school …001, not markable through it.
    await server.db.query("insert into members (school_id, user_id, role) values ($1, 'u-learner', 'learner') on conflict do nothing", [OVERSEAS]);
    const [abroad] = await server.db.query<{ id: string }>(
      "insert into notifications (school_id, user_id, kind, params, dedupe_key) values ($1, 'u-learner', 'orderPaid', '{}', 'test-abroad') returning id::text as id",
      [OVERSEAS],
    );
    expect((await list(learner)).body.data.items.some((item: { id: string }) => item.id === abroad!.id)).toBe(false);
    expect((await learner.request('POST', `${N}/${abroad!.id}/read?schoolId=${SCHOOL}`)).status).toBe(404);
    expect((await learner.request('GET', `${N}?schoolId=${OVERSEAS}`)).body.data.items.map((item: { id: string }) => item.id)).toEqual([abroad!.id]);
    await learner.request('POST', `${N}/read-all?schoolId=${SCHOOL}`);
    expect((await unread(learner, OVERSEAS)).body.data.unread).toBe(1);

    // Not a member of the O3 school: refused; nobody signed in: 401.
    expect((await learner.request('GET', `${N}?schoolId=1000000000000000003`)).status).toBe(403);
    const visitor = await server.app.request(`http://localhost${N}/unread-count?schoolId=${SCHOOL}`);
    expect(visitor.status).toBe(401);
  });
});

describe('orders and certificates', () => {
  test('an order paid, then refunded: the buyer is told each once, in-app and by e-mail', async () => {
    const orderId = '9100000000000000001';
    await server.db.query(
      `insert into orders (id, school_id, buyer_id, status, goods_type, goods_id, title, title_en, amount_minor, currency, payment_id)
       values ($1, $2, 'u-learner', 'pending', 'vipPackage', 'none', 'VIP 30 天', 'VIP 30 days', 9900, 'CNY', 'pay-test-1')`,
      [orderId, SCHOOL],
    );
    await server.db.query("update users set locale = 'en_US' where id = 'u-learner'");
    const before = mailsTo('learner@example.com').length;
    const paid = await applyNotice(server.db, { eventId: 'e1', type: 'payment.succeeded', paymentId: 'pay-test-1', merchantOrderId: orderId, amountMinor: 9900, currency: 'CNY' });
    expect(paid.notificationIds).toHaveLength(1);
    await emailNotifications(server.db, server.services, paid.notificationIds!);
    await server.db.query("update orders set status = 'refunding' where id = $1", [orderId]);
    const refunded = await applyNotice(server.db, { eventId: 'e2', type: 'refund.succeeded', paymentId: 'pay-test-1', merchantOrderId: orderId, amountMinor: 9900, currency: 'CNY' });
    await emailNotifications(server.db, server.services, refunded.notificationIds!);
    const mails = (await smtp.waitFor(smtp.received.length)).filter((message) => message.to.includes('learner@example.com')).slice(before);
    // The goods' name in the recipient's language, as the order pages show it (the English one here).
    expect(mails.map((message) => message.mail.subject)).toEqual(['Payment received: VIP 30 days', 'Refund completed: VIP 30 days']);
    const learner = await signIn(server, DEMO.learner.mobile);
    const inChinese = (await list(learner, '&pageSize=50', { 'sxz-lang': 'zh_CN' })).body.data.items.filter((item: { params: { orderId?: string } }) => item.params.orderId === orderId);
    expect(inChinese.map((item: { title: string }) => item.title)).toEqual([expect.stringContaining('VIP 30 天'), expect.stringContaining('VIP 30 天')]);
    expect(mails[0]!.mail.text).toContain(`/order/${SCHOOL}?orderId=${orderId}`);
    const rows = await server.db.query<{ kind: string }>("select kind from notifications where params->>'orderId' = $1 order by id", [orderId]);
    expect(rows.map((row) => row.kind)).toEqual(['orderPaid', 'orderRefunded']);
  });

  test('a certificate issued is told once however often the producer is called', async () => {
    const certificate = { schoolId: SCHOOL, userId: 'u-learner', classId: CLASS_DEMO.ongoing, classTitle: 'React 入门', certificateNo: 'CERT-TEST-000001' };
    await server.db.query("update users set locale = 'ja_JP' where id = 'u-learner'");
    const before = mailsTo('learner@example.com').length;
    const [a, b] = await Promise.all([notifyCertificateIssued(server.db, server.services, certificate), notifyCertificateIssued(server.db, server.services, certificate)]);
    expect(a.length + b.length).toBe(1);
    await smtp.waitFor(smtp.received.length);
    const mails = mailsTo('learner@example.com').slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.mail.subject).toBe('「React 入门」の修了証');
    expect(mails[0]!.mail.headers.get('content-language')).toBe('ja-JP');
  });
});

describe('the language of a person’s e-mails is kept on their writes, never on a read', () => {
  const localeOf = async (userId: string) => (await server.db.query<{ locale: string | null }>('select locale from users where id = $1', [userId]))[0]!.locale;

  test('the bell’s unread count (a GET) writes nothing; renewing the session and signing in keep the page’s language', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    await server.db.query("update users set locale = 'de_DE' where id = $1", [DEMO.learner.id]);
    expect((await unread(learner, SCHOOL, { 'sxz-lang': 'fr_FR' })).status).toBe(200);
    expect(await localeOf(DEMO.learner.id)).toBe('de_DE');
    // A sign-in that names no language (no header, cookie or Accept-Language) keeps the one stored.
    const again = await signIn(server, DEMO.learner.mobile);
    expect(await localeOf(DEMO.learner.id)).toBe('de_DE');
    // The portal renews the session with the page's language: chosen in the language menu, it is the e-mails' now.
    const renewed = await again.request('POST', '/api/auth/oauth/token', { form: { grant_type: 'refresh_token' }, headers: { 'sxz-lang': 'fr_FR' } });
    expect(renewed.status).toBe(200);
    expect(await localeOf(DEMO.learner.id)).toBe('fr_FR');
    const sent = await again.request('POST', '/api/accounts/open/login/sms-code', { json: { mobile: DEMO.learner.mobile } });
    expect(sent.status).toBe(200);
    const token = await again.request('POST', '/api/auth/oauth/token', { form: { grant_type: 'sms_code', mobile: DEMO.learner.mobile, code: await outboxCode(server, DEMO.learner.mobile) }, headers: { 'accept-language': 'ko-KR,ko;q=0.9' } });
    expect(token.status).toBe(200);
    expect(await localeOf(DEMO.learner.id)).toBe('ko_KR');
  });
});

describe('the language menu, signed in: the choice reaches users.locale before the next renewal (issue 31)', () => {
  test('recorded at once, the next e-mail goes out in it; a visitor is refused 401, an unknown language 400', async () => {
    const learner = await signIn(server, DEMO.learner.mobile);
    await server.db.query("update users set locale = 'de_DE' where id = $1", [DEMO.learner.id]);
    // The page's header still names the old language (the call goes before the page re-renders): the choice wins.
    const chosen = await learner.request('PUT', '/api/accounts/users/me/locale', { json: { locale: 'ar_SA' }, headers: { 'sxz-lang': 'de_DE' } });
    expect(chosen).toMatchObject({ status: 200, body: { data: { locale: 'ar_SA' } } });
    expect((await server.db.query<{ locale: string }>('select locale from users where id = $1', [DEMO.learner.id]))[0]!.locale).toBe('ar_SA');
    const before = mailsTo('learner@example.com').length;
    await notifyCertificateIssued(server.db, server.services, { schoolId: SCHOOL, userId: DEMO.learner.id, classId: CLASS_DEMO.ongoing, classTitle: 'React 入门', certificateNo: 'CERT-MENU-000001' });
    await smtp.waitFor(smtp.received.length);
    const [mail] = mailsTo('learner@example.com').slice(before);
    expect(mail!.mail.headers.get('content-language')).toBe('ar-SA');
    expect(mail!.mail.subject).toMatch(/[\u0600-\u06FF]/);
    expect((await learner.request('PUT', '/api/accounts/users/me/locale', { json: { locale: 'xx_YY' } })).status).toBe(400);
    expect((await browser(server).request('PUT', '/api/accounts/users/me/locale', { json: { locale: 'en_US' } })).status).toBe(401);
    await server.db.query("update users set locale = 'en_US' where id = $1", [DEMO.learner.id]);
  });
});

describe('an e-mail the mail server refused is tried again later, a bounded number of times', () => {
  const certificate = (no: string) => ({ schoolId: SCHOOL, userId: 'u-learner', classId: CLASS_DEMO.ongoing, classTitle: 'React 入门', certificateNo: no });
  const state = async (id: string) =>
    (await server.db.query<{ emailed: boolean; attempts: number; error: string | null; due: boolean | null }>(
      'select emailed_at is not null as emailed, email_attempts as attempts, email_error as error, email_retry_at <= now() as due from notifications where id = $1',
      [id],
    ))[0]!;
  const makeDue = (id: string) => server.db.query("update notifications set email_retry_at = now() - interval '1 second' where id = $1", [id]);

  test('refused (451), recorded and released; not tried before it is due; sent once when the server accepts again', async () => {
    await server.db.query("update users set locale = 'en_US' where id = 'u-learner'");
    smtp.refuse(true);
    const [id] = await notifyCertificateIssued(server.db, server.services, certificate('CERT-RETRY-0001'));
    expect(await state(id!)).toEqual({ emailed: false, attempts: 1, error: expect.stringMatching(/451/), due: false });
    expect(await retryFailedEmails(server.db, server.services)).toBe(0);
    expect((await state(id!)).attempts).toBe(1);

    smtp.refuse(false);
    const before = mailsTo('learner@example.com').length;
    await makeDue(id!);
    // Two runners at once (two instances): the claim lets one send it.
    const runs = await Promise.all([retryFailedEmails(server.db, server.services), retryFailedEmails(server.db, server.services)]);
    expect(runs[0]! + runs[1]!).toBe(1);
    await smtp.waitFor(smtp.received.length);
    expect(mailsTo('learner@example.com').slice(before).map((message) => message.mail.subject)).toEqual(['Your certificate for “React 入门”']);
    expect(await state(id!)).toMatchObject({ emailed: true, attempts: 2, due: null });
  });

  test('after EMAIL_ATTEMPTS refusals it is given up: recorded, never tried again', async () => {
    smtp.refuse(true);
    const [id] = await notifyCertificateIssued(server.db, server.services, certificate('CERT-RETRY-0002'));
    for (let attempt = 2; attempt <= EMAIL_ATTEMPTS; attempt += 1) {
      await makeDue(id!);
      await retryFailedEmails(server.db, server.services);
    }
    smtp.refuse(false);
    expect(await state(id!)).toEqual({ emailed: true, attempts: EMAIL_ATTEMPTS, error: expect.stringMatching(/451/), due: null });
    expect(await retryFailedEmails(server.db, server.services)).toBe(0);
  });
});
