// Stands in for the HTTP e-mail API (Resend-style POST /emails): records every e-mail it accepts.
// state.mode: 'ok' accepts, 'fail' answers 500, 'hang' never answers (until release() or close()).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';

/** @param {number} port */
export async function startMailApiStub(port) {
  const mails = [];
  const state = { mode: 'ok' };
  const hanging = new Set();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (state.mode === 'hang') {
        hanging.add(response);
        return;
      }
      if (state.mode === 'fail') {
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"mail service unavailable"}');
        return;
      }
      mails.push({ path: request.url, authorization: request.headers.authorization, body: JSON.parse(body) });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: randomUUID() }));
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    mails,
    state,
    /** E-mails accepted for one enquiry (its id is in every notification). */
    mailsFor: (id) => mails.filter((mail) => mail.body.html.includes(id)),
    /** How many requests 'hang' mode holds now. */
    get held() {
      return hanging.size;
    },
    /** Ends every request held in 'hang' mode with a 500. */
    release() {
      for (const response of hanging) response.destroy();
      hanging.clear();
    },
    close() {
      this.release();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
