/**
 * The server's clock in end-to-end tests: TEST_CLOCK (app/config/settings.ts) starts it at an
 * instant and it runs on. Tests that put a follow-up "later today" (23:58, 23:59 Danish time) start
 * their server at noon of the Danish day the file began, so "later today" means the same at any
 * real time of day, with no waiting near midnight.
 */
import { danishTime } from "../../../app/server/booking/booking-slots.server.ts";

/** Today's Danish date (yyyy-mm-dd). */
export const danishToday = (now = new Date()) => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Copenhagen" }).format(now);

/** TEST_CLOCK for noon (Danish time) of `date`. */
export const noonOf = (date: string) => danishTime(date, 12 * 60).toISOString();
