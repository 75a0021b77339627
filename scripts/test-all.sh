#!/usr/bin/env bash
# `npm test`: unit, API integration (PGlite; PostgreSQL too when TEST_DATABASE_URL is set) and
# end-to-end suites. Carries on past a failing suite, then prints one line summed over every suite
# run — `N passed, N failed` — from the runners' JSON reports, and exits non-zero if a test failed
# or a suite crashed.
set -uo pipefail
cd "$(dirname "$0")/.."

mkdir -p reports
suites=()

# run NAME REPORT COMMAND...: runs one suite and records its exit code beside its report.
run() {
  local name=$1 report=$2
  shift 2
  rm -f "$report" "$report.exit"
  echo
  echo "━━ $name ━━"
  "$@"
  echo $? >"$report.exit"
  suites+=("$name=$report")
}

# On a fresh clone: dependencies from the lockfile, and Debian's Chromium for the browser suite.
node --input-type=module -e "import('./scripts/ensure-deps.mjs').then((m) => m.ensureDependencies())"
# A Devanagari font too: the Hindi pages are compared with their pictures (e2e/visual.spec.ts).
browser_packages=()
[[ -x /usr/bin/chromium ]] || browser_packages+=(chromium)
dpkg -s fonts-lohit-deva >/dev/null 2>&1 || browser_packages+=(fonts-lohit-deva)
if ((${#browser_packages[@]})) && [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${browser_packages[@]}"
fi

# Static checks count as one test each (REPORT ending in .check: the exit code is the result).
run typecheck reports/typecheck.check npm run -s typecheck
run lint reports/lint.check npm run -s lint

run unit reports/unit.json \
  npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=reports/unit.json

run integration-pglite reports/integration-pglite.json \
  env -u TEST_DATABASE_URL npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=reports/integration-pglite.json

if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  run integration-postgres reports/integration-postgres.json \
    npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=reports/integration-postgres.json
fi

# Playwright writes reports/e2e.json itself (playwright.config.ts).
run e2e reports/e2e.json npx playwright test

echo
# Sum the reports: a crash (non-zero exit without a reported failure, or no report) counts as one
# failure; each REPORT.exit holds that runner's exit code. The last line is the summary.
node --input-type=module - "${suites[@]}" <<'JS'
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

function vitestCounts(report) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const names = [];
  for (const file of report.testResults ?? []) {
    const results = file.assertionResults ?? [];
    const failedHere = results.filter((t) => t.status === 'failed');
    passed += results.filter((t) => t.status === 'passed').length;
    skipped += results.filter((t) => ['skipped', 'pending', 'todo', 'disabled'].includes(t.status)).length;
    // A file that failed outside any test (import error, failing hook) counts once.
    failed += failedHere.length || (file.status === 'failed' ? 1 : 0);
    const path = relative(process.cwd(), file.name);
    names.push(...failedHere.map((t) => `${path} › ${t.fullName}`));
    if (!failedHere.length && file.status === 'failed') names.push(`${path} (outside any test)`);
  }
  return { passed, failed, skipped, names };
}

/** The titles of the tests that failed, walking Playwright's nested suites. */
function playwrightFailures(suites, trail = []) {
  return (suites ?? []).flatMap((suite) => {
    const here = suite.title ? [...trail, suite.title] : trail;
    const specs = (suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? []).filter((t) => t.status === 'unexpected').map((t) => `[${t.projectName}] ${[...here, spec.title].join(' › ')}`),
    );
    return [...specs, ...playwrightFailures(suite.suites, here)];
  });
}

function playwrightCounts(report) {
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    // Errors outside tests (the web server did not start, a spec did not load) count once each.
    failed: (stats.unexpected ?? 0) + (report.errors?.length ?? 0),
    skipped: stats.skipped ?? 0,
    names: [...playwrightFailures(report.suites), ...(report.errors ?? []).map((e) => `error outside a test: ${String(e.message ?? '').split('\n')[0]}`)],
  };
}

let passed = 0;
let failed = 0;
for (const arg of process.argv.slice(2)) {
  const [name, path] = arg.split('=');
  const exitFile = `${path}.exit`;
  const exitCode = existsSync(exitFile) ? Number(readFileSync(exitFile, 'utf8').trim()) : 1;
  let counts = { passed: 0, failed: 0, skipped: 0, names: [] };
  let note = '';
  if (path.endsWith('.check')) counts = exitCode === 0 ? { passed: 1, failed: 0, skipped: 0, names: [] } : { passed: 0, failed: 1, skipped: 0, names: [] };
  else try {
    const report = JSON.parse(readFileSync(path, 'utf8'));
    counts = 'stats' in report && 'suites' in report ? playwrightCounts(report) : vitestCounts(report);
  } catch {
    note = ' (no report)';
  }
  if (exitCode !== 0 && counts.failed === 0) {
    counts.failed = 1;
    note += ` (crashed: exit ${exitCode})`;
  }
  if (exitCode === 0 && counts.passed === 0 && counts.failed === 0) note += ' (ran no test)';
  console.log(`  ${name.padEnd(22)} passed ${String(counts.passed).padStart(4)}   failed ${String(counts.failed).padStart(3)}   skipped ${String(counts.skipped).padStart(3)}${note}`);
  // Named here so the end of a CI log says which tests failed, not only how many.
  for (const test of counts.names) console.log(`    ✗ ${test}`);
  passed += counts.passed;
  failed += counts.failed;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
JS
