// The function exactly as index.ts starts it, plus one thing for the memory test: on HEAP_PROBE_PORT it
// answers with the heap in use after a full collection (Deno started with --expose-gc), a figure that
// does not swing with the machine's load as resident memory does. Test harness only; never deployed.
// Imported by URL so that the app's type check (tsc, no Deno types) does not follow it into the function.
await import(new URL('../../../supabase/functions/send-contact-email/index.ts', import.meta.url).href);

const { Deno, gc } = globalThis;
Deno.serve({ port: Number(Deno.env.get('HEAP_PROBE_PORT')), hostname: '127.0.0.1', onListen() {} }, () => {
  gc();
  gc();
  return new Response(String(Deno.memoryUsage().heapUsed));
});
