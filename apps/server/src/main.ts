import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import { createServer } from './server.ts';

const config = loadConfig();
const { app, db } = await createServer(config);
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`Academy Portal on http://localhost:${info.port} (${db.kind}${config.demo ? ', demo data' : ''})`);
  console.log(`  demo school: http://localhost:${info.port}/portal/1000000000000000001`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void db.close().finally(() => process.exit(0));
  });
}
