import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * The process that listens on `port`, among the spawned process and its descendants.
 * Today the spawn is `node apps/server/dist/server.mjs` itself, but a start through a wrapper
 * (npm, sh, tsx's CLI) puts the server lower down, and the wrapper's memory says nothing;
 * the leaf of the tree is not it either (esbuild may run as a child of the server).
 * The listening socket names the server whatever the wrapping.
 */
export function listeningProcessId(spawnedPid: number, port: number): number {
  const socketInodes = listeningSocketInodes(port);
  for (const pid of [spawnedPid, ...descendants(spawnedPid)]) {
    if (openSocketInodes(pid).some((inode) => socketInodes.has(inode))) return pid;
  }
  throw new Error(`no process below ${spawnedPid} listens on port ${port}`);
}

/** Inodes of the sockets listening on `port` (/proc/net/tcp and tcp6, state 0A = LISTEN). */
function listeningSocketInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[];
    try {
      lines = readFileSync(table, 'utf8').trim().split('\n').slice(1);
    } catch {
      continue; // no IPv6 on this machine
    }
    for (const line of lines) {
      const [, localAddress = '', , state, , , , , , inode = ''] = line.trim().split(/\s+/);
      if (state === '0A' && Number.parseInt(localAddress.split(':')[1] ?? '', 16) === port) inodes.add(inode);
    }
  }
  return inodes;
}

function openSocketInodes(pid: number): string[] {
  const inodes: string[] = [];
  for (const fd of readdirSafe(`/proc/${pid}/fd`)) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      const inode = target.match(/^socket:\[([0-9]+)\]$/)?.[1];
      if (inode) inodes.push(inode);
    } catch {
      // closed while we looked
    }
  }
  return inodes;
}

function descendants(rootPid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSafe('/proc')) {
    if (!/^[0-9]+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended while we looked
    }
  }
  const found: number[] = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const [pid, ppid] of parentOf) {
      if (ppid === parent) {
        found.push(pid);
        queue.push(pid);
      }
    }
  }
  return found;
}

function readdirSafe(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}

/** The command line of a process, for the report to say what was measured. */
export function commandLine(pid: number): string {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
}

/** Resident set size in bytes (VmRSS of /proc/<pid>/status). */
export function residentSetSize(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = status.match(/^VmRSS:\s+([0-9]+) kB$/m)?.[1];
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}
