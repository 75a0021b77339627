/** Counts with Indian digit grouping (2,80,513), the same on the server and in the browser. */
export function formatCount(n: number): string {
  const digits = String(Math.max(0, Math.round(n)));
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** Cache-Control for public catalogue pages: short browser cache, longer shared cache, served stale while refreshing. */
export const PUBLIC_CACHE = 'public, max-age=300, s-maxage=600, stale-while-revalidate=600';
