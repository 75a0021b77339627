/** Percentiles and a plain-text table for the benchmark report. */

/** Nearest-rank percentile of an ascending array (p in 0..100). */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

export interface Summary {
  samples: number;
  median: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = Float64Array.from(samples).sort();
  return {
    samples: sorted.length,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length > 0 ? (sorted[sorted.length - 1] as number) : NaN,
  };
}

const ms = (v: number): string => v.toFixed(3);

/** Markdown table of timing summaries (milliseconds). */
export function timingTable(rows: { label: string; queries: number; summary: Summary }[]): string {
  const lines = ['| category | queries | samples | median ms | p95 ms | p99 ms | max ms |', '|---|---:|---:|---:|---:|---:|---:|'];
  for (const { label, queries, summary: s } of rows) {
    lines.push(`| ${label} | ${queries} | ${s.samples} | ${ms(s.median)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} |`);
  }
  return lines.join('\n');
}

/** Deterministic shuffle (mulberry32) so every run times queries in the same interleaved order. */
export function shuffled<T>(list: readonly T[], seed: number): T[] {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
