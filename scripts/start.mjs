// `npm start`: install what is missing, build, then serve the shop (migrations and the catalogue
// seed run when the server starts) on http://localhost:3000 with the embedded defaults.
import { spawn } from 'node:child_process';
import { ensureDependencies, root, run, step } from './lib/run.mjs';

ensureDependencies();
step('Building the web app and the server');
run('npm', ['run', 'build']);
step('Starting Erinnerungsbuch');
// Two malloc arenas instead of one per thread: sharp's worker threads otherwise keep 150 MB and more
// of freed image memory per process on glibc (decision 022). A value of one's own wins.
const server = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: root, stdio: 'inherit', env: { MALLOC_ARENA_MAX: '2', ...process.env } });
// The server shuts down gracefully on SIGINT/SIGTERM; pass them on and leave with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
