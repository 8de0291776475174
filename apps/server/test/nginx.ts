import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx binary (`apt-get install nginx`; .ci/run installs it), or null. */
export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((path) =>
  existsSync(path),
);

/**
 * The `http` block of docs/scaling.md's configuration, for instances on `upstreamPorts` of
 * loopback and the proxy on `listenPort`. `X-Upstream` names the instance that answered (the
 * test reads it; harmless in production, drop it if you like).
 */
export function nginxHttpBlock(listenPort: number, upstreamPorts: number[]): string {
  return `
  upstream pillars {
    # Round robin (nginx's default). A refused connection marks an instance down for 10 s
    # and the request goes to the next one (proxy_next_upstream below).
${upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n')}
  }

  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 30m;

    location / {
      proxy_pass http://pillars;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # An instance that is restarting refuses the connection: try the next one. nginx
      # retries a POST only when it has not sent it (a refused connection), never twice.
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      add_header X-Upstream $upstream_addr always;
    }

    # The realtime stream (server-sent events): no buffering, and held open for an hour.
    location = /api/realtime {
      proxy_pass http://pillars;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_read_timeout 1h;
      add_header X-Upstream $upstream_addr always;
    }
  }`;
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/** nginx in the foreground on a throw-away prefix (its own config, logs and temp files). */
export async function startNginx(listenPort: number, upstreamPorts: number[]): Promise<RunningNginx> {
  if (!nginxBinary) throw new Error('nginx is not installed');
  const prefix = mkdtempSync(join(tmpdir(), 'pillars-nginx-'));
  chmodSync(prefix, 0o755);
  for (const folder of ['logs', 'temp']) {
    mkdirSync(join(prefix, folder));
    chmodSync(join(prefix, folder), 0o777); // the workers may run as nobody (a root master)
  }
  const config = `
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/temp/body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
${nginxHttpBlock(listenPort, upstreamPorts)}
}
`;
  writeFileSync(join(prefix, 'nginx.conf'), config);
  const child: ChildProcess = spawn(nginxBinary, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${listenPort}`;
  const startedAt = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output}`);
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (Date.now() - startedAt > 10_000) throw new Error(`nginx did not listen in 10 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
