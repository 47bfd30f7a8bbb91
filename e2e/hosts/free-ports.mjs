// Prints N free ports of the servers' range, comma-separated (playwright.config.ts asks once, before
// the workers start, and passes them on in the environment).
import { freePort } from '../../scripts/shared/free-port.mjs';

const wanted = Number(process.argv[2] ?? 1);
const found = [];
for (let i = 0; i < wanted; i++) found.push(await freePort('servers'));
console.log(found.join(','));
