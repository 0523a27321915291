// `npm start`: install what is missing, build, then serve the shop (migrations and the catalogue
// seed run when the server starts) on http://localhost:3000 with the embedded defaults.
import { spawn } from 'node:child_process';
import { ensureDependencies, root, run, step } from './lib/run.mjs';

ensureDependencies();
step('Building the web app and the server');
run('npm', ['run', 'build']);
step('Starting Erinnerungsbuch');
const server = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: root, stdio: 'inherit' });
// The server shuts down gracefully on SIGINT/SIGTERM; pass them on and leave with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
