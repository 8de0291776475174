// `npm run dev`: the API with reload (tsx watch, port 3000) and the Vite dev server with
// hot reload (port 5173, proxying /api to the API). Ctrl+C stops both.
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    // Readable logs while developing (pino-pretty); `npm start` keeps JSON lines.
    { name: 'api', command: 'npm run dev:server', prefixColor: 'blue', env: { LOG_FORMAT: 'pretty' } },
    { name: 'web', command: 'npm run dev -w apps/web', prefixColor: 'magenta' },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.catch(() => process.exit(1));
