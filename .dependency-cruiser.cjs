// The boundaries of the code, checked in CI by `npm run lint:deps` (part of `npm test`). Why each rule
// exists: docs/ARCHITECTURE.md#boundaries. Violations that predate a rule are listed in
// .dependency-cruiser-known-violations.json; `npm run lint:deps` fails on any new one, and breaking an old
// one means regenerating that file (`npm run lint:deps:baseline`).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-not-api',
      comment: 'The web app talks to the API over HTTP only; shared shapes live in packages/contracts.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-not-web',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'contracts-stand-alone',
      comment: 'Contracts are imported by both apps and import neither.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    {
      name: 'feature-not-other-feature',
      comment:
        'A web feature does not reach into another feature; shared pieces move to components/, lib/ or contracts.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-web-not-features',
      comment: 'components/, lib/ and config/ serve every feature and know none (app/ composes features).',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|config)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'api-lib-not-modules',
      comment: 'lib/ holds what every module uses and knows no module.',
      severity: 'error',
      from: { path: '^apps/api/src/lib/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'no-file-cycles',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'no-module-cycles',
      comment: 'API modules depend on each other in one direction only (docs/ARCHITECTURE.md#boundaries).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+$' },
      to: { path: '^apps/api/src/modules/[^/]+$', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)dist(-ssr)?/', '(^|/)\\.tmp/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
