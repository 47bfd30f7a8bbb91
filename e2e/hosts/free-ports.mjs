// Prints N ports in 4000-8999 that nothing listens on now, comma-separated (playwright.config.ts
// asks once, before the workers start, and passes them on in the environment).
import { createServer } from 'node:net';

const wanted = Number(process.argv[2] ?? 1);
const free = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0' }, () => server.close(() => resolve(true)));
  });

const found = [];
// Start at a random point so that two runs at once are unlikely to pick the same ports.
const start = 4000 + Math.floor(Math.random() * 4000);
for (let i = 0; i < 5000 && found.length < wanted; i++) {
  const port = 4000 + ((start - 4000 + i) % 5000);
  if (port !== 5060 && (await free(port))) found.push(port);
}
if (found.length < wanted) process.exit(1);
console.log(found.join(','));
