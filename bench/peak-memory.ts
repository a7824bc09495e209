/**
 * The server process's peak resident memory over one benchmark phase. Linux keeps the peak as
 * VmHWM and lets a process reset it (`clear_refs` 5); elsewhere, or if that is refused, a 50 ms
 * sample of `rss` stands in. The larger of the two is reported.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const SAMPLE_MS = 50;

const readHighWaterMark = (): number | null => {
  try {
    const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    return match?.[1] ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
};

const resetHighWaterMark = (): boolean => {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
};

export interface PeakProbe {
  /** Starts a new phase: resets the kernel's peak and the sampled maximum. */
  start(): void;
  /** Ends the phase: the peak resident bytes since `start`, and how it was measured. */
  stop(): { peakBytes: number; source: 'VmHWM' | 'sampled' };
}

export function createPeakProbe(): PeakProbe {
  let sampled = 0;
  let timer: NodeJS.Timeout | undefined;
  let kernelPeak = false;
  return {
    start() {
      kernelPeak = resetHighWaterMark();
      sampled = process.memoryUsage().rss;
      clearInterval(timer);
      timer = setInterval(() => {
        sampled = Math.max(sampled, process.memoryUsage().rss);
      }, SAMPLE_MS);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
      const hwm = kernelPeak ? readHighWaterMark() : null;
      sampled = Math.max(sampled, process.memoryUsage().rss);
      return hwm !== null && hwm >= sampled
        ? { peakBytes: hwm, source: 'VmHWM' }
        : { peakBytes: sampled, source: 'sampled' };
    },
  };
}
