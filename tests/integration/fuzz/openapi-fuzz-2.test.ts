import { describeFuzzShard } from './openapi-fuzz-shard.ts';

// Part 2 of the OpenAPI fuzz test (openapi-fuzz-shard.ts says why it comes in parts).
describeFuzzShard(1);
