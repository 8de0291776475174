/**
 * The file in which the web build names the scripts a member page runs before its own chunk
 * (a JSON array of URLs: the entry, then the member shell's chunks), and from which the
 * server sends them as preload hints with every member page
 * (docs/decisions/047-phone-largest-paint.md). A dotfile, so the server never serves it.
 */
export const memberPagePreloadFile = '.member-page-preload.json';
