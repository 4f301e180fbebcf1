/**
 * The day the frozen test site is built for (tests/frozenBuild.ts): notices,
 * unavailable vaccines and the check's review dates read it as today. Fixed, so
 * that what the build writes does not depend on when the tests run
 * (tests/fixtures/build-digests.json records the build of this day). A test
 * that compares another build with the shared one builds it for the same day;
 * the spec suite's tests count it as today (vitest.config.ts).
 */
export const BUILD_DATE = '2026-11-27'
