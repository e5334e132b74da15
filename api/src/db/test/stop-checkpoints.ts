/**
 * Run as a process of its own by background-checkpoints.test.ts: starts the background checkpoints
 * on a database file, then stops them with nothing else keeping the process alive, and prints
 * 'stopped' once stop() resolved. A process that exits first prints only 'exit'.
 */
import SQLite from 'better-sqlite3';
import { startBackgroundCheckpoints } from '../background-checkpoints';

const sqlite = new SQLite(process.argv[2] as string);
sqlite.pragma('journal_mode = WAL');
const checkpoints = startBackgroundCheckpoints(sqlite, { intervalMs: false });
process.on('exit', () => console.log('exit'));
await checkpoints.stop();
console.log('stopped');
sqlite.close();
