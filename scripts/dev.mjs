// `npm run dev`: the API with reload on :3001 and the Vite dev server on :5173 proxying /api to it.
import { spawn } from 'node:child_process';
import { requireNode } from './lib/node-version.mjs';

requireNode();

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', PORT: '3001', SERVE_WEB: 'false', LOG_LEVEL: 'info', ...process.env },
  }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'], {
    stdio: 'inherit',
    env: process.env,
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
