// Publishes the next version of an agreement into DATABASE_URL's database — a platform operation (issue 21): every
// signed-in user is asked to accept the new terms or privacy policy on their next page, administrators the new data
// processing agreement on their admin pages.
//   DATABASE_URL=postgres://… npm run agreements:publish -- <service|privacy|schoolDataProcessing> [file.json]
// file.json: { "changes": { "en_US": "What changed", "zh_CN": "…", … }, "bodies": { "en_US": { "intro": "…",
// "sections": [{ "heading": "…", "text": "…" }] }, … } } — without "bodies" the text of the last version is kept.
// The first version of a kind, without a file, is the built-in text in the 12 languages.
import { readFileSync } from 'node:fs';
import { openDatabase } from '../../apps/server/src/db/index.ts';
import { latestVersion, PublishBody, publishAgreement } from '../../apps/server/src/modules/agreements/store.ts';
import { builtInBodies } from '../../apps/server/src/seed/agreements.ts';

const [kind, file] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set');
const fail = (message: string) => {
  console.error(`agreements:publish: ${message}`);
  process.exit(64);
};
const kinds = { service: true, privacy: true, schoolDataProcessing: true } as const;
if (!kind || !(kind in kinds)) fail('name the agreement: service, privacy or schoolDataProcessing');
const input = PublishBody.safeParse(file ? { kind, ...JSON.parse(readFileSync(file, 'utf8')) } : { kind, bodies: builtInBodies(kind as keyof typeof kinds) });
if (!input.success) fail(input.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('; '));
const db = await openDatabase({ url });
try {
  if (!file && (await latestVersion(db, input.data!.kind))) fail(`${kind} is published already: give a file with what changed (and the new text)`);
  const { version } = await publishAgreement(db, input.data!);
  console.log(`agreements: ${input.data!.kind} version ${version} published; users are asked to accept it on their next page`);
} finally {
  await db.close();
}
