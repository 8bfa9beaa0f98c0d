/**
 * The photos and logos the site shows, as data: the root loader sends the content snapshot's list
 * (app/server/content/snapshot.server.ts) with every page, app/root.tsx provides it here, and
 * PersonImage and the case cards read it. An upload in the admin therefore reaches every page
 * through the overlay's regeneration, and the browser hydrates with the same list the server
 * rendered (never a build-time constant that could disagree with a regenerated page).
 */
import { createContext, useContext } from "react";
import { noImages, type SiteImages } from "../content/image-slots.ts";

export const SiteImagesContext = createContext<SiteImages>(noImages);

export const useSiteImages = (): SiteImages => useContext(SiteImagesContext);
