// What the benchmarks read of a running server process, and how they wait for it to be ready (Linux /proc).
import { readFileSync } from 'node:fs';

/** The load average over 1, 5 and 15 minutes, as /proc/loadavg writes it. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** A memory figure of /proc/<pid>/status in MB: VmRSS is the resident memory now, VmHWM the highest since start. */
export function statusMb(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
}

/** CPU time the process has used so far (user + system), in ms, from /proc/<pid>/stat (USER_HZ 100 on Linux). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** CPU time, in ms, of the children `pid` has already reaped (a database server's ended backends). */
function reapedChildrenCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
}

/**
 * Resolves once `<origin>/api/health` answers 2xx; throws when `server` (a child process, if given) exits
 * first or after 15 minutes (a first start on an empty directory imports the whole catalogue).
 */
export async function untilHealthy(origin, server, everyMs = 200) {
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${origin} did not become ready in 15 minutes`);
    if (server && server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** The process and its children (a server with several workers: the primary and each worker), from /proc. */
export function processTree(pid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // gone, or no children file: the process alone
  }
  return [Number(pid), ...children.flatMap((child) => processTree(child))];
}

/**
 * CPU time the process and all its children have used so far, in ms (a server's primary and workers together),
 * counting children that have ended too, so the figure never falls when a database backend closes.
 */
export const treeCpuMs = (pid) =>
  processTree(pid).reduce((sum, one) => {
    try {
      return sum + cpuMs(one) + reapedChildrenCpuMs(one);
    } catch {
      return sum; // ended between listing and reading: its time is now its parent's
    }
  }, 0);
