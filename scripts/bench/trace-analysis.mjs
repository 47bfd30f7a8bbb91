// Reads a Chromium trace of one page load: the main thread's tasks, the long ones (over 50 ms), and
// what each spent its time on, from the trace's timeline events and the V8 sampling profile, with
// functions named through the build's source maps. Used by scripts/bench/trace-load.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, join } from 'node:path';

export const LONG_TASK_MS = 50;

const TASK_NAMES = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

/** Timeline events that name the browser's own work when no script is on the stack. */
const NATIVE_WORK = [
  [/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)$/, 'style'],
  [/^(Layout|UpdateLayerTree|IntersectionObserverController::computeIntersections)$/, 'layout'],
  [/^(Paint|PrePaint|Layerize|Commit|CompositeLayers|PaintImage|Decode Image)$/, 'paint'],
  [/^(ParseHTML|HTMLDocumentParser::.*)$/, 'HTML parsing'],
  [/^(v8\.compile|v8\.compileModule|V8\.CompileCode|v8\.parseOnBackground|V8\.ScriptCompiler|CompileCode)$/, 'compile'],
  [/GC|Collect/, 'GC'],
];

/**
 * The renderer main thread that loaded `url`: the CrRendererMain whose navigation (or HTML parse) is
 * for that document.
 */
export function mainThreadOf(events, url) {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const loads = (e) =>
    (e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url) ||
    (e.name === 'ParseHTML' && e.args?.beginData?.url === url);
  for (const main of mains) {
    if (events.some((e) => e.pid === main.pid && e.tid === main.tid && loads(e)))
      return { pid: main.pid, tid: main.tid };
  }
  throw new Error(`No renderer main thread loaded ${url} in this trace.`);
}

/** Navigation start, first contentful paint and the last largest-contentful-paint candidate, in µs. */
export function pageMarks(events, { pid }, url) {
  const onPage = events.filter((e) => e.pid === pid).sort((a, b) => a.ts - b.ts);
  // The navigation of the document the HTML parser read (its URL is not always on the mark itself).
  const parse = onPage.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url);
  const nav =
    onPage.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url) ??
    onPage.findLast(
      (e) => e.name === 'navigationStart' && parse && e.args?.frame === parse.args.beginData.frame && e.ts <= parse.ts,
    );
  if (!nav) throw new Error(`No navigationStart for ${url}.`);
  const after = (name) => onPage.filter((e) => e.name === name && e.ts >= nav.ts).sort((a, b) => a.ts - b.ts);
  const fcp = after('firstContentfulPaint')[0];
  const lcp = after('largestContentfulPaint::Candidate').at(-1);
  return { navigationStart: nav.ts, fcp: fcp?.ts ?? null, lcp: lcp?.ts ?? null };
}

/**
 * The thread's top-level tasks (a task nested in another is part of it), in order, times in µs:
 * `dur` on the wall clock, `cpu` the thread's own CPU time (what other processes' load does not add).
 */
export function topLevelTasks(events, { pid, tid }) {
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && TASK_NAMES.has(e.name) && e.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const top = [];
  for (const task of tasks) {
    const last = top.at(-1);
    if (last && task.ts < last.ts + last.dur) continue;
    top.push({ ts: task.ts, dur: task.dur, cpu: task.tdur ?? task.dur });
  }
  return top;
}

/**
 * The samples of the V8 profile taken on the thread: each with its time (µs, trace clock), its
 * weight (µs until the next sample) and the profile node it hit. Nodes carry their parent.
 */
export function profileSamples(events, { pid, tid }) {
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const samples = [];
  const nodes = new Map();
  for (const profile of profiles) {
    const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id);
    let time = profile.args.data.startTime;
    for (const chunk of chunks) {
      const data = chunk.args.data;
      for (const node of data.cpuProfile?.nodes ?? []) {
        nodes.set(`${profile.id}:${node.id}`, {
          ...node,
          parent: node.parent === undefined ? null : `${profile.id}:${node.parent}`,
        });
      }
      const ids = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      for (let i = 0; i < ids.length; i++) {
        time += deltas[i] ?? 0;
        samples.push({ ts: time, node: `${profile.id}:${ids[i]}` });
      }
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  for (let i = 0; i < samples.length; i++)
    samples[i].weight = i + 1 < samples.length ? samples[i + 1].ts - samples[i].ts : 0;
  return { samples, nodes };
}

/**
 * Names functions of the page's scripts through their source maps (the build's `.js.map` files under
 * `root`): where a function is defined in the original sources, and what it is called there.
 */
export function sourceNamer(root) {
  const maps = new Map();
  const mapOf = (url) => {
    const path = new URL(url).pathname;
    if (!maps.has(path)) {
      // The map's name is in the script's last comment (Turbopack names it by its own hash).
      const script = join(root, decodeURIComponent(path));
      const comment =
        /\.js$/.test(script) &&
        existsSync(script) &&
        readFileSync(script, 'utf8').match(/\/\/# sourceMappingURL=(\S+)\s*$/);
      const file = comment && join(dirname(script), comment[1]);
      maps.set(path, file && existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null);
    }
    return maps.get(path);
  };
  const cache = new Map();
  return (callFrame) => {
    const { url, functionName, lineNumber, columnNumber } = callFrame;
    const key = `${url}:${lineNumber}:${columnNumber}:${functionName}`;
    if (cache.has(key)) return cache.get(key);
    let named = { name: functionName || '(anonymous)', source: url ? new URL(url).pathname : functionName };
    const map = url && url.startsWith('http') ? mapOf(url) : null;
    const entry = map?.findEntry(lineNumber, columnNumber);
    if (entry?.originalSource) {
      const source = cleanSource(entry.originalSource);
      named = { name: entry.name || originalName(map, entry) || named.name, source };
    }
    cache.set(key, named);
    return named;
  };
}

/** "turbopack:///[project]/node_modules/react-dom/cjs/x.js" → "node_modules/react-dom/cjs/x.js". */
const cleanSource = (source) =>
  source
    .replace(/^turbopack:\/\/\/?/, '')
    .replace(/^\[project\]\//, '')
    .replace(/^webpack:\/\/_N_E\//, '')
    .replace(/ \[[^\]]*\]/g, '')
    .replace(/^\.\//, '');

/** The name a function has at its definition in the original source, when the map does not say it. */
function originalName(map, entry) {
  const index = map.payload.sources.indexOf(entry.originalSource);
  const text = map.payload.sourcesContent?.[index];
  if (!text) return null;
  const line = text.split('\n')[entry.originalLine] ?? '';
  const before = line.slice(0, entry.originalColumn + 1);
  const after = line.slice(entry.originalColumn);
  const match =
    after.match(/^\s*function\s*\*?\s*([\w$]+)/) ??
    before.match(/([\w$]+)\s*(?:=|:)\s*(?:async\s*)?(?:function\b[^(]*)?\(?[^()]*$/) ??
    before.match(/function\s*\*?\s*([\w$]+)\s*\($/) ??
    before.match(/([\w$]+)\s*\($/);
  return match ? match[1] : null;
}

/** What a source file is: a package, the framework's parts, or the site's own code. */
export function sourceOwner(source) {
  if (/react-server-dom/.test(source)) return 'RSC payload (react-server-dom)';
  if (/node_modules\/react-dom\//.test(source)) return 'react-dom';
  if (/node_modules\/(react|scheduler)\//.test(source) || /compiled\/(react|scheduler)\//.test(source))
    return 'react / scheduler';
  if (/node_modules\/next\//.test(source) || /^next\//.test(source)) return 'next';
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  if (pkg) return pkg[1];
  if (/turbopack|\[turbopack\]|runtime/.test(source) && !/^(app|components|lib)\//.test(source))
    return 'turbopack runtime';
  if (/^(app|components|lib)\//.test(source)) return source;
  return source || '(unknown)';
}

// React's phases, told by the functions on the stack (React 19's names, kept by its source maps).
const PHASES = [
  [
    /^(processFullBinaryRow|processFullStringRow|processBinaryChunk|processStringChunk|parseModel|parseModelString|resolveModel|initializeModelChunk|createFromReadableStream|startReadingFromStream)$/,
    'RSC payload',
  ],
  [
    /^(commitRoot|commitRootImpl|commitRootWhenReady|flushLayoutEffects|flushMutationEffects|commitLayoutEffects|commitMutationEffects)$/,
    'React commit',
  ],
  [
    /^(flushPassiveEffects|flushPassiveEffectsImpl|commitPassiveMountEffects|commitPassiveUnmountEffects)$/,
    'React effects',
  ],
  [
    /^(performUnitOfWork|workLoopSync|workLoopConcurrent|workLoopConcurrentByScheduler|beginWork|completeWork|renderRootSync|renderRootConcurrent|hydrateRoot)$/,
    'React render / hydration',
  ],
  [
    /^(instantiateModule|getOrInstantiateModuleFromParent|getOrInstantiateRuntimeModule|loadRuntimeChunk|registerChunk|runModuleExecutionHooks|requireModule|moduleFactory|__turbopack_require__)$/,
    'module evaluation',
  ],
];

/**
 * One long task's story: how it started (the first timeline event inside it), and where its time
 * went: by React phase, by owner (package or own file), by function (self time), and the browser's
 * own work (style, layout, GC) where no script ran.
 */
export function describeTask(task, events, thread, profile, name) {
  const end = task.ts + task.dur;
  const inside = events.filter(
    (e) =>
      e.pid === thread.pid &&
      e.tid === thread.tid &&
      e.ph === 'X' &&
      e.ts >= task.ts &&
      e.ts < end &&
      !TASK_NAMES.has(e.name),
  );
  inside.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const first = inside.find((e) =>
    [
      'EvaluateScript',
      'v8.evaluateModule',
      'FunctionCall',
      'TimerFire',
      'FireAnimationFrame',
      'ParseHTML',
      'EventDispatch',
      'RunMicrotasks',
      'FireIdleCallback',
      'v8.run',
    ].includes(e.name),
  );
  const entry = first ? entryLabel(first) : (inside[0]?.name ?? '(no event)');

  const byPhase = new Map();
  const byOwner = new Map();
  const byFunction = new Map();
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  for (const sample of profile.samples) {
    if (sample.ts < task.ts || sample.ts >= end) continue;
    const us = Math.min(sample.weight, end - sample.ts);
    const leaf = profile.nodes.get(sample.node);
    const frame = leaf?.callFrame;
    if (!frame || ['(idle)', '(root)', '(program)', '(garbage collector)'].includes(frame.functionName)) {
      const kind = frame?.functionName === '(garbage collector)' ? 'GC' : nativeWorkAt(inside, sample.ts);
      add(byPhase, `browser: ${kind}`, us);
      add(byOwner, `browser: ${kind}`, us);
      continue;
    }
    const here = name(frame);
    add(byOwner, frame.url ? sourceOwner(here.source) : `browser API: ${frame.functionName}`, us);
    add(byFunction, `${here.name} (${shortSource(here.source)})`, us);
    add(byPhase, phaseOf(leaf, profile.nodes, name), us);
  }
  const ms = (map) =>
    [...map]
      .map(([key, us]) => [key, Math.round(us / 100) / 10])
      .filter(([, value]) => value >= 0.5)
      .sort((a, b) => b[1] - a[1]);
  return {
    startMs: null,
    durationMs: Math.round(task.dur / 100) / 10,
    entry,
    phases: ms(byPhase),
    owners: ms(byOwner),
    functions: ms(byFunction).slice(0, 10),
  };
}

function entryLabel(event) {
  const data = event.args?.data ?? {};
  const where = (url) => (url ? new URL(url, 'http://x').pathname.replace(/^\/_next\/static\/chunks\//, '') : '');
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${where(data.url) || 'inline script'}`;
    case 'FunctionCall':
      return `function call ${data.functionName || '(anonymous)'} in ${where(data.url) || '?'}`;
    case 'EventDispatch':
      return `event ${data.type}`;
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'FireIdleCallback':
      return 'idle callback';
    default:
      return event.name;
  }
}

function nativeWorkAt(inside, ts) {
  let kind = 'other';
  for (const e of inside) {
    if (e.ts > ts) break;
    if (ts >= e.ts + e.dur) continue;
    for (const [pattern, label] of NATIVE_WORK) if (pattern.test(e.name)) kind = label;
  }
  return kind;
}

/** The innermost React phase on the sample's stack, or the owner of its outermost script frame. */
function phaseOf(leaf, nodes, name) {
  let phase = null;
  let outermost = null;
  for (let node = leaf; node; node = node.parent ? nodes.get(node.parent) : null) {
    const frame = node.callFrame;
    if (!frame?.url) continue;
    const here = name(frame);
    outermost = here;
    if (phase) continue;
    for (const [pattern, label] of PHASES) {
      if (pattern.test(here.name) || (label === 'RSC payload' && /react-server-dom/.test(here.source))) {
        phase = label;
        break;
      }
    }
  }
  return phase ?? (outermost ? `script: ${sourceOwner(outermost.source)}` : 'script');
}

const shortSource = (source) =>
  source
    .replace(/^node_modules\//, '')
    .replace(/\/(cjs|dist|esm)\//, '/…/')
    .replace(/^(.{0,60}).*$/, '$1');
