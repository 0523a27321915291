export { preflightBook, preflightSpread, preflightPageCount, isBlocking } from './preflight';
export { BLOCK_DPI, WARN_DPI, SEVERITY } from './rules';
export type { PreflightCode, PreflightProblem, PreflightResult, PreflightSeverity } from './types';
