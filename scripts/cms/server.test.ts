/** @jest-environment node */
// git mode never on the repository npm run cms runs from. What the server lets through: local-guard.test.ts,
// and through the running server e2e/cms/local-guard.spec.ts.
import path from 'node:path';
import { startCmsServer } from './server.mjs';

it('refuses git mode on the repository it runs from: it would check branches out under the developer', async () => {
  await expect(startCmsServer({ repo: path.join(__dirname, '../..'), mode: 'git' })).rejects.toThrow(
    /git mode checks out branches in the folder it edits: not .*, the repository this runs from\. Give it a clone\./,
  );
});
