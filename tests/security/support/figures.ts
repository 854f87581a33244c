import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ARTIFACTS = path.resolve(import.meta.dirname, '..', 'artifacts');

/**
 * Records one measured figure of the suite (requirement, what, result); run.mjs prints them all
 * at the end and docs/security.md quotes them.
 */
export function recordFigure(id: string, figure: Record<string, unknown>) {
  const dir = path.join(ARTIFACTS, 'figures');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, `${id}.json`),
    JSON.stringify({ id, ...figure, at: new Date().toISOString() }, null, 2),
  );
}

export function writeArtifact(name: string, text: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(path.join(ARTIFACTS, name), text);
}
