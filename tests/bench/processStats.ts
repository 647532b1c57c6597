import { readFileSync } from 'node:fs';

/** CPU milliseconds a process used so far, from /proc (utime + stime, in clock ticks of 10 ms). */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A process's peak resident memory so far (VmHWM), in bytes. */
export function processPeakRss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
  return line ? Number(line[1]) * 1024 : 0;
}
