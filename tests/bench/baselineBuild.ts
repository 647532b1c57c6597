import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Builds are kept here by commit, so a second run of a bench reuses the baseline's. */
const CACHE = path.join(tmpdir(), 'cardfolio-bench-builds');

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  return result.stdout.trim();
}

/**
 * The built app (its dist folder) of `commit` of the repository at `root`: a cached build when there
 * is one, else a detached `git worktree` of the commit, its dependencies and `vite build` there. The
 * dependencies are this tree's when both lock files are the same (an `npm ci` would give the same
 * folder in minutes more), else `npm ci`.
 */
export function baselineDist(root: string, commit: string, log: (line: string) => void): string {
  const sha = run('git', ['rev-parse', '--verify', `${commit}^{commit}`], root);
  const dist = path.join(CACHE, sha, 'dist');
  if (existsSync(path.join(dist, 'index.html')) && existsSync(path.join(dist, 'sw.js'))) {
    log(`baseline ${sha.slice(0, 7)}: cached build ${dist}`);
    return dist;
  }
  const tree = path.join(CACHE, sha, 'tree');
  mkdirSync(path.dirname(tree), { recursive: true });
  rmSync(tree, { recursive: true, force: true });
  run('git', ['worktree', 'prune'], root);
  log(`baseline ${sha.slice(0, 7)}: git worktree add ${tree}`);
  run('git', ['worktree', 'add', '--detach', '--force', tree, sha], root);
  try {
    const lock = (folder: string) => readFileSync(path.join(folder, 'package-lock.json'), 'utf8');
    if (lock(tree) === lock(root))
      symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'));
    else {
      log('baseline: npm ci (its lock file differs)');
      run('npm', ['ci', '--no-audit', '--no-fund'], tree);
    }
    log('baseline: vite build');
    run(
      path.join(tree, 'node_modules', '.bin', 'vite'),
      ['build', '--logLevel', 'warn', '--outDir', dist],
      tree,
    );
  } finally {
    run('git', ['worktree', 'remove', '--force', tree], root);
  }
  return dist;
}
