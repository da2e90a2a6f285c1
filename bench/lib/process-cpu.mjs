// @ts-check
// A process's CPU time, read from Linux's /proc: what a benchmark's server spent on its own
// thread(s), user and system, however busy the rest of the machine is. Throughput on a shared
// 2-core machine moves with everything else that runs; CPU time per request moves far less.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/** Clock ticks a second, the unit of /proc/<pid>/stat's times (100 on every usual Linux). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * The CPU time (user + system, ms) process `pid` has used so far, or null where there is no /proc
 * (not Linux) or the process is gone. Resolution: one clock tick (10 ms), so read it around
 * thousands of requests, not one.
 * @param {number | undefined} pid
 * @returns {Promise<number | null>}
 */
export async function processCpuMs(pid) {
  if (pid === undefined) return null;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from its end.
    // After it come state (3) … utime (14) and stime (15).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS : null;
  } catch {
    return null;
  }
}
