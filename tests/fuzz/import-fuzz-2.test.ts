// Shard 2 of the CI fuzz run (tests/fuzz/fuzz-shard.ts).
import { describeFuzzShard } from './fuzz-shard.ts';

describeFuzzShard(2);
