import path from 'node:path';
import { SERVER_ROOT } from '#config/paths';

/**
 * What a test that starts server processes runs: the production bundle `npm start` serves
 * (scripts/build.mjs), which global-setup.ts builds from the current source at the start of every
 * run. A start reads one file instead of compiling the sources through tsx: about 3.5 s less of
 * both cores for each of the processes these tests start and restart.
 */
export const SERVER_ENTRY = [path.join(SERVER_ROOT, 'dist', 'server.js')];
