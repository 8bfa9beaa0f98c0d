/**
 * The runtime's clock (`runtime.now()`): what every piece of business logic reads as "now"
 * (booking slots, follow-ups due and overdue, the morning mail, retention, analytics days, link
 * expiries) and what the job runner schedules daily jobs by. In production it is the wall clock;
 * tests set TEST_CLOCK (refused in production, app/config/settings.ts), and the clock starts there
 * and runs on, so a test can run at Danish 23:50 at any real time of day.
 */
export type Clock = () => Date;

export function runtimeClock(start: Date | undefined): Clock {
  if (!start) return () => new Date();
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}
