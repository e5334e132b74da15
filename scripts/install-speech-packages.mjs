#!/usr/bin/env node
/**
 * Installs the Debian packages voice needs when they are missing and this machine can (root, or
 * passwordless sudo, and apt-get), printing what it does. It never fails the command it runs
 * before (`npm start`, `npm test`): when it cannot install, it says so and what to run, and the
 * server starts with voice answering 503 naming the packages.
 *
 *   node scripts/install-speech-packages.mjs                    pocketsphinx and flite (npm start)
 *   node scripts/install-speech-packages.mjs --with-test-tools  also espeak-ng and sox (npm test, the speech eval)
 */
import { spawnSync } from 'node:child_process';

/** Speech to text (pocketsphinx with its English model) and text to speech (flite). */
const SPEECH_PACKAGES = ['libpocketsphinx3', 'pocketsphinx-en-us', 'flite'];
/** What the tests and the speech eval speak their clips with. */
const TEST_TOOLS = ['espeak-ng', 'sox'];

const packages = process.argv.includes('--with-test-tools') ? [...SPEECH_PACKAGES, ...TEST_TOOLS] : SPEECH_PACKAGES;
const say = (line) => console.log(`voice: ${line}`);

/** Runs a command with the output shown; true when it succeeded. */
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
/** Whether a command exists here. */
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

function installed(name) {
  const query = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return query.status === 0 && query.stdout.includes('install ok installed');
}

function main() {
  if (process.platform !== 'linux' || !has('dpkg-query')) {
    say(`not a Debian system: voice needs the Debian packages ${packages.join(' ')}; without them the server runs and voice answers 503`);
    return;
  }
  const missing = packages.filter((name) => !installed(name));
  if (missing.length === 0) {
    say(`Debian packages present: ${packages.join(' ')}`);
    return;
  }
  const command = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  say(`missing Debian packages: ${missing.join(' ')}`);
  if (!has('apt-get')) {
    say(`cannot install them here (no apt-get); the server runs and voice answers 503 until they are installed`);
    return;
  }
  let asRoot = [];
  if (process.getuid?.() !== 0) {
    if (!has('sudo') || spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status !== 0) {
      say(`cannot install them without root: run \`sudo ${command}\`; until then the server runs and voice answers 503`);
      return;
    }
    asRoot = ['sudo', '-n'];
  }
  const apt = (...args) => (asRoot.length === 0 ? run('apt-get', args) : run(asRoot[0], [...asRoot.slice(1), 'apt-get', ...args]));
  say(`installing: ${asRoot.length ? 'sudo ' : ''}${command}`);
  let ok = apt('install', '-y', '--no-install-recommends', ...missing);
  if (!ok) {
    say('refreshing the package lists (apt-get update) and trying again');
    ok = apt('update') && apt('install', '-y', '--no-install-recommends', ...missing);
  }
  if (ok && missing.every(installed)) say(`installed ${missing.join(' ')}`);
  else say(`could not install ${missing.join(' ')}; the server runs and voice answers 503 until \`${command}\` succeeds`);
}

main();
