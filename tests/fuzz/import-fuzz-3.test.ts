// Shard 3 of the CI fuzz run (tests/fuzz/fuzz-shard.ts).
import { describeFuzzShard } from './fuzz-shard.ts';

describeFuzzShard(3);
