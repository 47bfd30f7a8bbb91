/**
 * The head script's part for the cross-fade between pages (`@view-transition` in app/globals.css). A
 * transition the browser cuts short (the window resized or a phone turned while it runs) rejects its
 * `ready` promise, and Chromium reports that as an uncaught error on the new page. Nothing is wrong for
 * the visitor (the new page shows at once), so the script takes the rejection when the new page is
 * revealed. Engines without cross-document view transitions give no `viewTransition` on the event.
 */
export function viewTransitionScript(): string {
  return 'addEventListener("pagereveal",function(e){var v=e.viewTransition;if(v)v.ready.catch(function(){})})';
}
