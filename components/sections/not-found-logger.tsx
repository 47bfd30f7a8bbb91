/**
 * Logs the path the visitor tried, so broken inbound links show up in the console: a line of the page's
 * own HTML, which needs no island.
 */
export function NotFoundLogger() {
  return <script dangerouslySetInnerHTML={{ __html: 'console.warn("404: no page at",location.pathname)' }} />;
}
