// `npm run check`: the typecheck, the lint and the unit tests at once, failing if any fails. The unit
// tests keep both cores busy only four fifths of the time (a worker waits while the next file loads); the
// typecheck and the lint, one core each for a few seconds, fill that gap instead of waiting their turn.
// The unit tests' output streams; the others' is shown once each ends, so lines never interleave.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>`; resolves with its exit code, its output streamed or kept for the end. */
function run(script, { stream }) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], {
      stdio: ['ignore', stream ? 'inherit' : 'pipe', stream ? 'inherit' : 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString();
      const status = code === 0 ? 'passed' : `failed (exit ${code})`;
      if (!stream)
        process.stdout.write(
          `── npm run ${script}: ${status} ──\n${text}${text.endsWith('\n') || !text ? '' : '\n'}`,
        );
      resolve(code ?? 1);
    });
  });
}

const scripts = ['typecheck', 'lint', 'test:unit'];
const codes = await Promise.all(scripts.map((script) => run(script, { stream: script === 'test:unit' })));
const failed = scripts.filter((_, index) => codes[index] !== 0);
if (failed.length > 0) {
  console.error(`npm run check: ${failed.join(', ')} failed`);
  process.exit(1);
}
