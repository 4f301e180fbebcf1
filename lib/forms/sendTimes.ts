/**
 * How long a form waits for the form service, in one place. The browser tests
 * use these same numbers: they move the page's clock on by them (Playwright's
 * `page.clock`) while the local stand-in really holds its reply
 * (tests/e2e/slowService.test.ts), so no test waits a real minute and the
 * built site carries no test-only setting.
 */
export interface SendTimes {
  /** After this long without a reply the form says, politely, that it is still sending. */
  slowNoticeMs: number
  /** After this long the request is cancelled and the form says the message may not have arrived. */
  giveUpMs: number
}

export const SEND_TIMES: SendTimes = {
  slowNoticeMs: 10_000,
  giveUpMs: 60_000,
}
