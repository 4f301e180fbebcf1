/**
 * Files uploaded in the editor's own media library ('Zasoby' › 'Prześlij'), not through a field (a field's
 * upload has its own, smaller limits: lib/cms/imageField.ts). An office's photo arrived as it was taken: 5 MB,
 * 3000 px, named 'Zdjęcie Dr Nowak (1).jpg'. Now a photo is scaled to fit `upload` and saved as WebP, every
 * file gets a clean name (the config's `slug` options), and a file still larger than `maxBytes` is refused
 * in the dialog, before it reaches the pull request. 2 MB keeps a PDF (a price list, a leaflet) uploadable.
 */
export const assetUploads = {
  upload: { width: 1600, height: 1600, quality: 80 },
  maxBytes: 2 * 1024 * 1024,
} as const

/** The media library's options for every upload that no field's own options cover (Sveltia CMS 0.221.1). */
export const assetLibraryConfig = {
  slugify_filename: true,
  max_file_size: assetUploads.maxBytes,
  transformations: { raster_image: { format: 'webp', ...assetUploads.upload } },
} as const
