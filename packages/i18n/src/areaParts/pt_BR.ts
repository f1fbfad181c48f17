import type { CompiledMessages } from '../index.ts';

// The area parts of one catalogue (see ../index.ts): loaded with the first page of this language that needs one.
export default import.meta.glob<{ default: CompiledMessages }>(['../../compiled/parts/pt_BR.*.json', '!**/*.core.json']);
