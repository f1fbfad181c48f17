// Shard 1 of the story screenshots (visualSuite.tsx says why they are split).
import { defineVisualTests } from './visualSuite.tsx';

await defineVisualTests(0);
