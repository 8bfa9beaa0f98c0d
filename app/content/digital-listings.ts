/**
 * The digital services' menu entries and quote-page facts under their older import path (the
 * quote route and the navigation import from here). They come from the service files,
 * app/content/digital/<slug>.ts, through ./digital.ts.
 */
export { digitalListings, fallbackQuoteType, getDigitalListing } from "./digital.ts";
