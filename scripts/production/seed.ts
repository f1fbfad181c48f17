// Seeds the demo schools into DATABASE_URL's database (migrating it first). A production server never seeds by
// itself; the local topology runs this once, the first time it creates its database (topology.mjs).
//   DATABASE_URL=postgres://… node --import tsx scripts/production/seed.ts
import { openDatabase } from '../../apps/server/src/db/index.ts';
import { seedDemo } from '../../apps/server/src/seed/seed.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set');
const db = await openDatabase({ url });
try {
  const fresh = await seedDemo(db);
  console.log(fresh ? 'seed: demo schools written' : 'seed: the demo schools were already there (topped up)');
} finally {
  await db.close();
}
