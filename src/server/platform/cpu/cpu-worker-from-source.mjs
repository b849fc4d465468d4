// The worker thread's entry when the server runs from source (tsx, tests): compiles TypeScript in this
// thread as tsx does in the main one, then hands piscina the tasks of src/server/cpu-worker.ts.
import { register } from 'tsx/esm/api';

register();
const { default: runTask } = await import('../../cpu-worker.ts');
export default runTask;
