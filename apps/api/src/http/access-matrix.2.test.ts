// The access matrix, shard 2 of 2 (access-matrix.suite.ts): the shards run side by side.
import { accessMatrix } from './access-matrix.suite.js';

await accessMatrix({ shard: 2, of: 2 });
