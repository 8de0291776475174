/** The same helper the server's crash-safety test uses: one way to run the real server. */
export { type RunningServer, startServer } from '../../apps/server/test/spawn-server.ts';
