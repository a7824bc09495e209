// bench/peak-memory.ts
import { readFileSync, writeFileSync } from "node:fs";
var SAMPLE_MS = 50;
var readHighWaterMark = () => {
  try {
    const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync("/proc/self/status", "utf8"));
    return match?.[1] ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
};
var resetHighWaterMark = () => {
  try {
    writeFileSync("/proc/self/clear_refs", "5");
    return true;
  } catch {
    return false;
  }
};
function createPeakProbe() {
  let sampled = 0;
  let timer;
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
      timer = void 0;
      const hwm = kernelPeak ? readHighWaterMark() : null;
      sampled = Math.max(sampled, process.memoryUsage().rss);
      return hwm !== null && hwm >= sampled ? { peakBytes: hwm, source: "VmHWM" } : { peakBytes: sampled, source: "sampled" };
    }
  };
}

// bench/protocol.ts
var send = (message) => {
  process.send?.(message);
};
function serveBench(port, close, onMessage = () => void 0) {
  const probe = createPeakProbe();
  process.on("message", (message) => {
    if (message.type === "phase.start") probe.start();
    else if (message.type === "phase.end") send({ type: "phase.peak", ...probe.stop() });
    else if (message.type === "stop") void close().finally(() => process.exit(0));
    else onMessage(message);
  });
  process.on("disconnect", () => process.exit(0));
  send({ type: "ready", port });
}

export {
  send,
  serveBench
};
//# sourceMappingURL=chunk-LL7Z745G.js.map
