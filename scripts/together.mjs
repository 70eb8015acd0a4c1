// `node scripts/together.mjs <script>…`: runs the npm scripts named at once and fails if any fails. The
// first one's output streams; the others' is shown once each ends, so lines never interleave.
// `npm run check` runs the unit tests beside the typecheck and the lint: the unit tests leave a core idle
// part of the time (a worker waits while the next file loads), which the others, a core each for a few
// seconds, fill instead of waiting their turn. `npm test` runs the end-to-end tests first and the rest
// beside them (the check, the server's tests, the add-on linter), each of those named `quiet:<script>`:
// at a low priority, so they take mostly what the end-to-end tests leave idle (they spend much of their
// time waiting on a browser, a debounce or the server's pace) and slow them little.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * The nice value of a `quiet:` script, inherited by every process it starts: about a tenth of a core's
 * share against a normal process. Not the lowest (19, about a seventieth): a unit test starved that far outlasts
 * its timeout while the end-to-end tests keep both cores busy.
 */
const QUIET_PRIORITY = 10;

/**
 * Runs `npm run <script>`; resolves with its exit code, its output streamed or kept for the end. A
 * `quiet:` script runs at a low priority (set before npm has started anything of its own).
 */
function run(name, { stream }) {
  const quiet = name.startsWith('quiet:');
  const script = quiet ? name.slice('quiet:'.length) : name;
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], {
      stdio: ['ignore', stream ? 'inherit' : 'pipe', stream ? 'inherit' : 'pipe'],
    });
    if (quiet && child.pid !== undefined) {
      try {
        setPriority(child.pid, QUIET_PRIORITY);
      } catch {
        // Where a priority cannot be set, the script runs at the normal one: slower, never wrong.
      }
    }
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

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('node scripts/together.mjs <npm script>…');
  process.exit(2);
}
const codes = await Promise.all(scripts.map((script, index) => run(script, { stream: index === 0 })));
const failed = scripts.filter((_, index) => codes[index] !== 0);
if (failed.length > 0) {
  console.error(`${failed.join(', ')} failed`);
  process.exit(1);
}
