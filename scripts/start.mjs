// npm start: build the static site, then serve it on http://localhost:$PORT (default 3000).
import { spawnSync } from 'node:child_process';
import { createStaticServer } from './serve-static.mjs';

const build = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const port = Number.parseInt(process.env.PORT ?? '3000', 10);
createStaticServer('out').listen(port, () => {
  console.log(`\nFyrtorn is running on http://localhost:${port} (Ctrl+C stops it).`);
});
