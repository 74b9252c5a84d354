// Contract fuzzing, shard 2 of 4 (contract-fuzz.suite.ts): the shards run side by side.
import { contractFuzz } from './contract-fuzz.suite.js';

await contractFuzz({ shard: 2, of: 4 });
