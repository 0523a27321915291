/** The newest versions kept whatever their age: an autosave every few seconds still leaves a few minutes to go back to. */
export const KEEP_LATEST_VERSIONS = 50;
/** Of older versions, the last one of each hour of editing is kept this long. */
export const KEEP_HOURLY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Beyond the newest KEEP_LATEST_VERSIONS, a version stays only while it is at most KEEP_HOURLY_DAYS
 * old and the last one saved in its hour (UTC, so a clock change never merges two hours). Done in
 * the saving transaction (repository.ts thinVersions), so storage never grows with autosaves and no
 * job has to catch up; a book's versions are at most 50 + 24 × 30, so it is a small, indexed delete.
 */
export const thinningCutoff = (now: Date): Date => new Date(now.getTime() - KEEP_HOURLY_DAYS * DAY_MS);
