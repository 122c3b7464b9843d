// Loaded into the server's own process by bench/ai-event-loop.ts (`node --import`): watches the
// server's event loop and answers on a port of its own, so that asking costs the server nothing
// while a measured request runs. Only node: imports: Node loads this file with its own type
// stripping.
//   GET /reset  starts a new measurement
//   GET /read   since the reset: the longest stall of the event loop (monitorEventLoopDelay's max,
//               which includes its 1 ms sampling step), the main thread's CPU time, the time the
//               loop was busy (eventLoopUtilization's active time) and the longest GC pause
import { createServer } from 'node:http';
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';

export interface EventLoopReading {
  maxStallMs: number;
  cpuMs: number;
  busyMs: number;
  /** The longest garbage-collection pause: a stall of its own, however little the request did. */
  maxGcMs: number;
}

const port = Number(process.env.EVENT_LOOP_PROBE_PORT);
if (port) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let cpu = process.threadCpuUsage();
  let utilization = performance.eventLoopUtilization();
  let maxGcMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) maxGcMs = Math.max(maxGcMs, entry.duration);
  }).observe({ entryTypes: ['gc'] });
  createServer((request, response) => {
    if (request.url === '/reset') {
      delay.reset();
      cpu = process.threadCpuUsage();
      utilization = performance.eventLoopUtilization();
      maxGcMs = 0;
      response.end('{}');
      return;
    }
    // A stall is recorded when the sampling timer next fires, so read after timers have run.
    setTimeout(() => {
      const used = process.threadCpuUsage(cpu);
      const reading: EventLoopReading = {
        // An empty histogram (nothing took a whole sampling step) reports 0 as its max.
        maxStallMs: delay.max / 1e6,
        cpuMs: (used.user + used.system) / 1000,
        busyMs: performance.eventLoopUtilization(utilization).active,
        maxGcMs,
      };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(reading));
    }, 5);
  })
    .listen(port, '127.0.0.1')
    // The probe must never keep the server alive on its own.
    .unref();
}
