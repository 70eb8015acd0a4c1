// `npm run dev`: the reference server and the extension (WXT dev mode, pre-configured for that server)
// in a browser, together; Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [];

function start(name, command, args, env = {}) {
  // Without a terminal (CI, an IDE task), give the child a stdin that stays open: WXT's dev mode
  // stops when its stdin ends.
  const stdin = process.stdin.isTTY ? 'inherit' : 'pipe';
  const child = spawn(command, args, {
    stdio: [stdin, 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    console.log(`[dev] ${name} stopped (${signal ?? code})`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

start('server', 'npx', ['tsx', 'server/main.ts']);
start('extension', 'npx', ['wxt']);
