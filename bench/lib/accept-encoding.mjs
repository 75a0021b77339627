// The Accept-Encoding every benchmark asks with: what Chrome and Edge (from 123) and Firefox (from 126) send, so
// the figure is the shopper's (zstd for pages and calls, decision 054). BENCH_ACCEPT_ENCODING='br, gzip' measures
// the browsers without zstd (Safari) and compares with the rounds before decision 054, which all asked that way.
// bench/http/rotate.lua reads the same variable with the same default.
export const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING || 'gzip, deflate, br, zstd';
