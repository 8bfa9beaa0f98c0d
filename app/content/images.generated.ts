// Written by scripts/build-images.ts from content/images/ (README, "Photos and logos"); do not edit.
import type { ImageManifest } from "./image-slots.ts";

export const generatedImages: ImageManifest = {
  people: [],
  logos: {},
};
