import type { Server } from '../../src/server.ts';
import { CLASS_FILE_DEMO } from '../../src/seed/classFiles.ts';
import { addExtraUsers, asUser, CLASS_DEMO, DEMO, EXTRA, M, type User } from '../classes/helpers.ts';

export { addExtraUsers, asUser, CLASS_DEMO, CLASS_FILE_DEMO, DEMO, EXTRA, M, type User };

/** A learner of school …001 enrolled in no class (the demo learner is enrolled in the ongoing class). */
export const OUTSIDER = { id: 'u-test-outsider', mobile: '13800000007' };

export async function addOutsider(server: Server) {
  await addExtraUsers(server);
  await server.db.query("insert into users (id, mobile, real_name) values ($1, $2, 'Not Enrolled') on conflict do nothing", [OUTSIDER.id, OUTSIDER.mobile]);
  await server.db.query("insert into members (school_id, user_id, role) values ($1, $2, 'learner') on conflict do nothing", [DEMO.mainland, OUTSIDER.id]);
}

/** Everyone the class-file tests tell apart, signed in (the overseas admin also as a caller naming school …001). */
export async function signInEveryone(server: Server) {
  await addOutsider(server);
  return {
    lecturer: await asUser(server, DEMO.lecturer.mobile),
    manager: await asUser(server, CLASS_DEMO.manager.mobile),
    learner: await asUser(server, DEMO.learner.mobile),
    outsider: await asUser(server, OUTSIDER.mobile),
    otherLecturer: await asUser(server, EXTRA.otherLecturer.mobile),
    overseasAdmin: await asUser(server, EXTRA.overseasAdmin.mobile, DEMO.overseas),
    overseasAdminAtMainland: await asUser(server, EXTRA.overseasAdmin.mobile, DEMO.mainland),
  };
}

/** getUploadUrl then PUT the bytes as multipart, as the portal does; answers both steps. */
export async function upload(user: User, fileName: string, bytes: Uint8Array, options: { headers?: Record<string, string> } = {}) {
  const address = await user.get(`${M}/v1/getUploadUrl?fileName=${encodeURIComponent(fileName)}&bucketName=static`);
  if (address.status !== 200) return { address, put: null };
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const put = await user.client.request('PUT', address.body.data.url, { body: form, headers: { tenantId: DEMO.mainland, ...options.headers } });
  return { address, put };
}

/** Uploads and attaches files to a class; answers the class's attachment list. */
export async function attach(user: User, classId: string, files: [string, Uint8Array][]) {
  const ids: string[] = [];
  for (const [name, bytes] of files) {
    const { put } = await upload(user, name, bytes);
    if (put?.status !== 200) throw new Error(`upload of ${name} failed: ${JSON.stringify(put?.body)}`);
    ids.push(put.body.data.id);
  }
  return user.post(`${M}/attachment/addClassAttachments/${classId}`, { attachments: ids.map((uploadId) => ({ uploadId })) });
}

/** A class of school …001 that only the administrator teaches (the demo lecturer does not). */
export async function adminOnlyClass(server: Server, id = '2000000000000000099') {
  const now = Date.now();
  await server.db.query(
    `insert into classes (id, school_id, title, starts_at, ends_at, created_by, published) values ($1, $2, 'Admin class', $3, $4, $5, true) on conflict do nothing`,
    [id, DEMO.mainland, new Date(now - 86_400_000), new Date(now + 30 * 86_400_000), DEMO.admin.id],
  );
  await server.db.query('insert into class_lecturers (class_id, user_id, school_id) values ($1, $2, $3) on conflict do nothing', [id, DEMO.admin.id, DEMO.mainland]);
  return id;
}

/** A GET answered as bytes (the harness client reads text), with the user's cookies; `link` sends no tenant header, as a plain <a href> would. */
export async function download(server: Server, user: User, path: string, { link = false } = {}) {
  const cookie = [...user.client.jar].map(([key, value]) => `${key}=${value}`).join('; ');
  const response = await server.app.request(`http://localhost${path}`, { headers: link ? { cookie } : { cookie, tenantId: DEMO.mainland } });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}
