/**
 * How the runner (api.bench.ts) and a server under benchmark talk over the child's IPC channel:
 * the server says `ready` with its port; the runner marks each phase, and the server answers with
 * its peak resident memory (peak-memory.ts) and the CPU time it used over it. Both servers speak it through `serveBench`.
 */
import { createPeakProbe } from './peak-memory';

/** Messages from the runner. */
export type RunnerMessage =
  | { type: 'phase.start' }
  | { type: 'phase.end' }
  | { type: 'stop' }
  /** Bare server only: constant answers by path. */
  | { type: 'bodies'; bodies: Record<string, unknown> };

/** Messages to the runner. */
export type ServerMessage =
  | { type: 'ready'; port: number }
  | { type: 'bodies.set' }
  | {
      type: 'phase.peak';
      peakBytes: number;
      source: 'VmHWM' | 'sampled';
      /** CPU time (user + system) the server process used over the phase. */
      cpuMicros: number;
    };

export const send = (message: ServerMessage): void => {
  process.send?.(message);
};

/**
 * Reports the server listening on `port` ready and answers the runner until told to stop, then
 * runs `close` and exits; `onMessage` sees the messages specific to one server.
 */
export function serveBench(
  port: number,
  close: () => Promise<void>,
  onMessage: (message: RunnerMessage) => void = () => undefined,
): void {
  const probe = createPeakProbe();
  let cpuAtStart = process.cpuUsage();
  process.on('message', (message: RunnerMessage) => {
    if (message.type === 'phase.start') {
      probe.start();
      cpuAtStart = process.cpuUsage();
    } else if (message.type === 'phase.end') {
      const cpu = process.cpuUsage(cpuAtStart);
      send({ type: 'phase.peak', ...probe.stop(), cpuMicros: cpu.user + cpu.system });
    } else if (message.type === 'stop') void close().finally(() => process.exit(0));
    else onMessage(message);
  });
  // The runner going away (crash, Ctrl-C) must not leave a server behind.
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', port });
}
