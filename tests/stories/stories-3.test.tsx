// Shard 3 of the stories (storySuite.tsx says why they are split).
import { defineStoryTests } from './storySuite.tsx';

await defineStoryTests(2);
