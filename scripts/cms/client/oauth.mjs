// The CMS's sign-in pages of production (/admin/oauth/). Decap opens start.html in a popup on the site's
// own origin, the only origin it takes the token from; the page forwards to the sign-in function
// (supabase/functions/cms-oauth), which comes back to callback.html with the token in the fragment. This
// page hands it to /admin/ with Decap's handshake ("authorizing:github", then the result), only to its
// opener on this origin, and wipes it from the address bar first.
const status = (text) => {
  document.getElementById('status').textContent = text;
};
const auth = document.querySelector('meta[name="fyrtorn-cms-auth"]').content;

// A host may serve a page at either form of its address: Cloudflare Pages redirects start.html to start.
const role = /\/(start|callback)(?:\.html)?$/.exec(location.pathname)?.[1];

if (role === 'start') {
  // Decap asks for a scope; a GitHub App takes none (its permissions are the App's), so none is passed on.
  const to = new URL(`${auth}/auth`);
  to.searchParams.set('origin', location.origin);
  location.replace(to);
} else if (role === 'callback') {
  const fields = new URLSearchParams(location.hash.slice(1));
  history.replaceState(null, '', location.pathname);
  const token = fields.get('token');
  const result = token
    ? `authorization:github:success:${JSON.stringify({ token, provider: 'github' })}`
    : `authorization:github:error:${JSON.stringify({ message: fields.get('error') || 'no token' })}`;
  if (!window.opener) {
    status('Open the sign-in from /admin/.');
  } else {
    window.addEventListener('message', (event) => {
      if (event.origin === location.origin && event.data === 'authorizing:github') {
        window.opener.postMessage(result, location.origin);
      }
    });
    window.opener.postMessage('authorizing:github', location.origin);
    status(token ? 'Signed in.' : `Not signed in: ${fields.get('error') || 'no token'}`);
  }
} else {
  status('Not a sign-in page: open the sign-in from /admin/.');
}
