// @ts-check
// A process's CPU time, read from Linux's /proc: what a benchmark's server spent on its own
// thread(s), user and system, however busy the rest of the machine is. Throughput on a shared
// 2-core machine moves with everything else that runs; CPU time per request moves far less.
import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';

/** Clock ticks a second, the unit of /proc/<pid>/stat's times (100 on every usual Linux). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** @typedef {{ userMs: number; systemMs: number }} CpuTimes */

/**
 * The CPU time (ms) process `pid` has used so far, in user space (the process's own code) and in
 * the kernel on its behalf (system calls: on a loopback benchmark mostly sockets), or null where
 * there is no /proc (not Linux) or the process is gone. V8's own profiler cannot tell the two
 * apart (bench/README.md). Resolution: one clock tick (10 ms), so read it around thousands of
 * requests, not one.
 * @param {number | undefined} pid
 * @returns {Promise<CpuTimes | null>}
 */
export async function processCpuTimes(pid) {
  if (pid === undefined) return null;
  try {
    return cpuTimesOfStat(await readFile(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** @param {CpuTimes | null} times @returns {number | null} user + system ms */
export const totalCpuMs = (times) => times && times.userMs + times.systemMs;

/** @param {string} stat the line of /proc/<pid>/stat @returns {CpuTimes | null} */
function cpuTimesOfStat(stat) {
  // The command name (field 2) is in parentheses and may hold spaces: count from its end.
  // After it come state (3) … utime (14) and stime (15).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  if (!Number.isFinite(user) || !Number.isFinite(system)) return null;
  return { userMs: (user * 1000) / CLOCK_TICKS, systemMs: (system * 1000) / CLOCK_TICKS };
}

/**
 * The CPU time (ms) used so far by every process of this machine whose command is `command`
 * (`postgres`: the server and each connection's backend), or null without /proc. Backends that
 * end between two readings take their time with them, so read it around work on connections that
 * stay open (a pool's), and only where nothing else uses that server.
 * @param {string} command
 * @returns {Promise<number | null>}
 */
export async function commandCpuMs(command) {
  let pids;
  try {
    pids = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  let total = 0;
  for (const pid of pids) {
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== command) continue;
      total += totalCpuMs(cpuTimesOfStat(stat)) ?? 0;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}
