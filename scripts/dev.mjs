// `npm run dev`: the API with reload (tsx watch, port 3000) and the Vite dev server with
// hot reload (port 5173, proxying /api to the API). Ctrl+C stops both.
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    // Readable logs while developing (pino-pretty); `npm start` keeps JSON lines.
    // The Vite server passes its own Host on (localhost:5173): a trusted host, so checkout
    // comes back to the page you are on (decision 043).
    {
      name: 'api',
      command: 'npm run dev:server',
      prefixColor: 'blue',
      env: {
        LOG_FORMAT: 'pretty',
        ALLOWED_HOSTS: process.env.ALLOWED_HOSTS ?? 'localhost:5173,127.0.0.1:5173',
      },
    },
    { name: 'web', command: 'npm run dev -w apps/web', prefixColor: 'magenta' },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.catch(() => process.exit(1));
