import type { Hono } from 'hono';
import { endpoints } from '@academy/contract';
import type { AppEnv } from '../../http/context.ts';
import { register } from '../../http/register.ts';
import { LOCALE_CODES } from '@academy/rules';
import { notFound } from '../../http/errors.ts';
import { courseOutline, learnableLesson, reportProgress } from './lessons.ts';
import { serveFile } from './media.ts';
import { enrolIn, resourcePage } from './resourcePage.ts';
import { publicClass } from './publicClass.ts';

/**
 * Learners can learn (issue 31): a resource's own page and enrolling in it. Every call names its school
 * (schoolId) and reads only that school's resource; the access rules are resourcePage.ts findReadable's.
 */
export function learningRoutes(app: Hono<AppEnv>) {
  register(app, endpoints.resourcePage, async ({ query, params, services, user, role }) =>
    resourcePage(services.db, query.schoolId, params.id!, { userId: user?.userId ?? null, role }),
  );

  register(app, endpoints.publicClass, async ({ query, params, services, role }) => publicClass(services.db, query.schoolId, params.id, role));

  register(app, endpoints.enrolResource, async ({ query, params, services, user, role }) => {
    const viewer = { userId: user!.userId, role };
    await enrolIn(services.db, query.schoolId, params.id!, viewer);
    return resourcePage(services.db, query.schoolId, params.id!, viewer);
  });

  register(app, endpoints.courseOutline, async ({ query, params, services, user, role }) => courseOutline(services.db, query.schoolId, params.id!, { userId: user!.userId, role }));

  register(app, endpoints.lessonProgress, async ({ query, params, body, services, user, role }) => reportProgress(services.db, query.schoolId, params.id!, { userId: user!.userId, role }, body));

  // The files: only to those who may learn the course (the same rule as its lessons), seekable by range.
  register(app, endpoints.lessonMedia, async ({ c, query, params, services, user, role }) => {
    const lesson = await learnableLesson(services.db, query.schoolId, params.id!, { userId: user!.userId, role });
    if (!lesson.media_file) throw notFound();
    return serveFile(c, lesson.media_file) as never;
  });

  register(app, endpoints.lessonCaptions, async ({ c, query, params, services, user, role }) => {
    const lesson = await learnableLesson(services.db, query.schoolId, params.id!, { userId: user!.userId, role });
    const lang = params.lang!;
    if (!lesson.media_file || !(LOCALE_CODES as readonly string[]).includes(lang) || !lesson.caption_langs.includes(lang as never)) throw notFound();
    return serveFile(c, `${lesson.media_file.replace(/\.\w+$/, '')}.${lang}.vtt`) as never;
  });
}
