// The Node.js the project runs on: package.json's `engines.node` (its lowest major) and the pinned build in
// .nvmrc, which .ci/run installs from the npm registry when the machine's Node is older. The entry scripts
// (start, dev, test) call requireNode() first, so an older Node stops at once with the version it needs
// instead of failing later in a dependency. Kept to syntax and APIs Node 18 has, so that such a Node can
// load it and print the message; the entry scripts' other static imports must be names Node 18 has too.
import { readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url);
const engines = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).engines.node;
/** The pinned official build (.nvmrc), e.g. `24.21.0`. */
export const PINNED = readFileSync(new URL('.nvmrc', root), 'utf8').trim();
/** The lowest major `engines.node` allows, e.g. 24 for `>=24`. */
export const MIN_MAJOR = Number(/\d+/.exec(engines)[0]);

/** Why `version` (like process.versions.node) cannot run the project, or null when it can. */
export function nodeVersionProblem(version) {
  const major = Number(String(version).replace(/^v/, '').split('.')[0]);
  if (major >= MIN_MAJOR) return null;
  const lines = [
    `Arogya needs Node.js ${MIN_MAJOR} or later (package.json "engines": "${engines}"); this is Node.js ${version}.`,
  ];
  if (process.platform === 'linux' && (process.arch === 'x64' || process.arch === 'arm64')) {
    const pkg = `node-linux-${process.arch}`;
    lines.push(
      `Get the pinned official build from the npm registry and put it first on PATH (README.md, "Set up"):`,
      `  npm pack ${pkg}@${PINNED} && tar -xzf ${pkg}-${PINNED}.tgz && export PATH="$PWD/package/bin:$PATH"`,
    );
  } else lines.push(`Install Node.js ${PINNED} (README.md, "Set up").`);
  return lines.join('\n');
}

/** Stops the process with a message when this Node is too old. */
export function requireNode() {
  const problem = nodeVersionProblem(process.versions.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
