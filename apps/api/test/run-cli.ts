// Runs one of the API's command-line tools (apps/api/src/ops/*-cli.ts) the way `npm run` does, through tsx,
// in a process of its own with only the settings given (none inherited: DATABASE_URL or S3_* of the test
// run would change what the tool does).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/paths.ts';

export type CliResult = { code: number | null; stdout: string; stderr: string };

export function runCli(tool: string, args: string[], env: Record<string, string>): Promise<CliResult> {
  const script = path.join(REPO_ROOT, 'apps/api/src/ops', tool);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
