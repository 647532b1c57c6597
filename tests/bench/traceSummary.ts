/** A Chromium trace event (the fields the summary reads). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

const ms = (micros: number) => `${(micros / 1000).toFixed(0).padStart(6)} ms`;
const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || '(native)';

/** The main thread of the visited page: where its document (an http URL) started navigating, last. */
function pageMainThread(events: TraceEvent[]): { pid: number; tid: number; start: number } {
  const navigation = events
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        String(event.args?.data?.documentLoaderURL ?? '').startsWith('http') &&
        event.args?.data?.isLoadingMainFrame === true,
    )
    .sort((a, b) => b.ts - a.ts)[0];
  if (navigation) return { pid: navigation.pid, tid: navigation.tid, start: navigation.ts };
  // Some traces lack the navigation's own event: the thread that compiled the app's entry, from its
  // first event in the trace (an approximate start, said so in the summary's first line).
  const entry = events.find(
    (event) =>
      event.name === 'v8.compileModule' && String(event.args?.data?.url ?? '').includes('/assets/index'),
  );
  if (!entry) throw new Error('The trace has neither the navigation nor the app code of the page');
  const first = events
    .filter((event) => event.pid === entry.pid && event.tid === entry.tid && event.ts > 0)
    .reduce((earliest, event) => Math.min(earliest, event.ts), entry.ts);
  console.log("(no navigation event in the trace: times count from the page thread's first event)");
  return { pid: entry.pid, tid: entry.tid, start: first };
}

function sumBy<T>(items: T[], key: (item: T) => string, amount: (item: T) => number) {
  const totals = new Map<string, number>();
  for (const item of items) totals.set(key(item), (totals.get(key(item)) ?? 0) + amount(item));
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** CPU profile samples of the page's renderer within [from, to]: self time by script and by function. */
function profileLines(events: TraceEvent[], pid: number, from: number, to: number): string[] {
  const nodes = new Map<number, ProfileNode>();
  const samples: { node: number; at: number; gap: number }[] = [];
  const starts = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile' && event.id) starts.set(event.id, Number(event.args?.data?.startTime));
    if (event.name !== 'ProfileChunk' || !event.id) continue;
    const data = event.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let at = starts.get(event.id) ?? 0;
    (data.cpuProfile?.samples ?? []).forEach((node, index) => {
      const gap = data.timeDeltas?.[index] ?? 0;
      at += gap;
      starts.set(event.id as string, at);
      samples.push({ node, at, gap });
    });
  }
  const within = samples.filter((sample) => sample.at >= from && sample.at <= to);
  const frame = (id: number) => nodes.get(id)?.callFrame;
  const idle = new Set(['(idle)', '(program)']);
  const busy = within.filter((sample) => !idle.has(frame(sample.node)?.functionName ?? ''));
  const byScript = sumBy(
    busy,
    (sample) => shortUrl(frame(sample.node)?.url ?? ''),
    (sample) => sample.gap,
  );
  const byFunction = sumBy(
    busy,
    (sample) => {
      const call = frame(sample.node);
      return `${call?.functionName || '(anonymous)'} ${shortUrl(call?.url ?? '')}:${call?.lineNumber ?? 0}`;
    },
    (sample) => sample.gap,
  );
  return [
    `\nCPU samples of the page before ready: ${ms(busy.reduce((sum, one) => sum + one.gap, 0))} busy`,
    'self time by script:',
    ...byScript.slice(0, 12).map(([name, total]) => `  ${ms(total)}  ${name}`),
    'self time by function:',
    ...byFunction.slice(0, 25).map(([name, total]) => `  ${ms(total)}  ${name}`),
  ];
}

/** The page's main thread from navigation to `readyMs`: its tasks by kind, and the CPU profile. */
export function summariseTrace(events: TraceEvent[], readyMs: number): string {
  const { pid, tid, start } = pageMainThread(events);
  const end = start + readyMs * 1000;
  const main = events.filter(
    (event) =>
      event.pid === pid && event.tid === tid && event.ph === 'X' && event.ts >= start && event.ts <= end,
  );
  const tasks = main.filter((event) => event.name === 'RunTask');
  const kinds = sumBy(
    main.filter((event) => event.name !== 'RunTask'),
    (event) => event.name,
    (event) => event.dur ?? 0,
  );
  // Each task over 3 ms with the longest events inside it: what the main thread did, in order.
  const long = tasks
    .filter((task) => (task.dur ?? 0) > 3_000)
    .map((task) => {
      const inside = main
        .filter((event) => event !== task && event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0))
        .filter((event) => !/RunTask|mojo|OnHandleReady|V8\.|BlinkScheduler/.test(event.name))
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
        .slice(0, 3)
        .map(
          (event) =>
            `${event.name} ${((event.dur ?? 0) / 1000).toFixed(0)}${event.args?.data?.url ? ` ${shortUrl(String(event.args.data.url))}` : ''}`,
        );
      return `  at ${ms(task.ts - start)} took ${ms(task.dur ?? 0)}  ${inside.join(', ')}`;
    });
  const marks = events
    .filter((event) => event.pid === pid && event.ph === 'R' && event.ts >= start && event.ts <= end)
    .map((event) => `  mark at ${ms(event.ts - start)}  ${event.name}`);
  return [
    ...marks,
    `main thread busy in tasks: ${ms(tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0))} of ${ms(end - start)}`,
    'tasks over 3 ms:',
    ...long,
    'time by kind of event (nested events overlap):',
    ...kinds.slice(0, 18).map(([name, total]) => `  ${ms(total)}  ${name}`),
    ...profileLines(events, pid, start, end),
  ].join('\n');
}
