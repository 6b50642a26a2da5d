// `npm start`: builds the web app and the API when their sources changed since the last build, then
// runs the one server process (API + web app on PORT, default 3000).
import { spawn } from 'node:child_process';
import { ensureBuilt } from './lib/build-if-stale.mjs';
import { requireNode } from './lib/node-version.mjs';

requireNode();
await ensureBuilt();
const child = spawn(process.execPath, ['apps/api/dist/server.js'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
