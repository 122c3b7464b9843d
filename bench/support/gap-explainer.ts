// What held the event loop in its long gaps: a timer that should fire every millisecond notes each
// gap of more than `overMs`, and V8's CPU profiler, sampling the main thread meanwhile, says which
// functions (or the collector, or native code) ran in it. For bench:scale's --explain: a delay
// target missed is only worth fixing once it is known what it was.
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Gap {
  /** When the gap began, ms from the start of the explained window. */
  atMs: number;
  ms: number;
  samples: number;
  /** The functions the samples in the gap were in (self), most first, with their share. */
  top: { frame: string; share: number }[];
  /** The most frequent stack of the gap (server frames only, innermost first). */
  stack: string[];
  /** What ran, in order: consecutive samples of one piece of work (its outermost server frames). */
  timeline: { work: string; ms: number }[];
}

const micros = () => Number(process.hrtime.bigint() / 1000n);

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  const file = url.replace(/^.*\/(apps|packages|bench)\//, '$1/');
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}:${columnNumber + 1}` : ''}`;
}

/** Starts watching; `stop` gives the gaps over `overMs` and what ran in them, longest first. */
export async function explainGaps(overMs = 50): Promise<{ stop: () => Promise<Gap[]> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  const started = micros();
  const gaps: { start: number; end: number }[] = [];
  let last = micros();
  const watcher = setInterval(() => {
    const now = micros();
    if (now - last > overMs * 1000) gaps.push({ start: last, end: now });
    last = now;
  }, 1);
  return {
    stop: async () => {
      clearInterval(watcher);
      const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
      session.disconnect();
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      const parent = new Map<number, number>();
      for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
      const times: number[] = [];
      let t = profile.startTime;
      for (const d of profile.timeDeltas) {
        t += d;
        times.push(t);
      }
      /** The app's and core's code, as against Node's, libraries' and V8's own entries. */
      const isServer = (node: ProfileNode) => /apps\/|packages\//.test(node.callFrame.url);
      /** A sample's server frames, innermost first. */
      const serverFrames = (leaf: ProfileNode) => {
        const frames: string[] = [];
        for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
          const node = byId.get(id)!;
          if (isServer(node)) frames.push(frameName(node));
        }
        return frames;
      };
      // Only the longest gaps are reported, so only they are read against the samples.
      const longest = gaps.sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 12);
      return longest.map(({ start, end }) => {
        const timeline: { work: string; ms: number }[] = [];
        const self = new Map<string, number>();
        const stacks = new Map<string, { count: number; stack: string[] }>();
        let samples = 0;
        for (let i = 0; i < times.length; i++) {
          if (times[i]! < start || times[i]! > end) continue;
          samples++;
          const leaf = byId.get(profile.samples[i]!)!;
          const name = frameName(leaf);
          const frames = serverFrames(leaf);
          // The work: its two outermost server frames, or what V8 names the sample.
          const work = frames.length > 0 ? frames.slice(-2).reverse().join(' > ') : name;
          const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
          if (timeline.at(-1)?.work === work) timeline.at(-1)!.ms += ms;
          else timeline.push({ work, ms });
          self.set(name, (self.get(name) ?? 0) + 1);
          const stack = isServer(leaf) ? frames : [name, ...frames];
          const key = stack.join('<');
          const entry = stacks.get(key) ?? { count: 0, stack };
          entry.count++;
          stacks.set(key, entry);
        }
        const top = [...self]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([frame, n]) => ({ frame, share: Math.round((n / Math.max(1, samples)) * 100) / 100 }));
        const stack = [...stacks.values()].sort((a, b) => b.count - a.count)[0]?.stack.slice(0, 8) ?? [];
        return { atMs: (start - started) / 1000, ms: (end - start) / 1000, samples, top, stack, timeline };
      });
    },
  };
}
